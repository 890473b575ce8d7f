import { Type, type Static } from 'typebox';
import { IdSchema } from './common.js';
import { rawText } from './textKinds.js';

export const RoleSchema = Type.Union([Type.Literal('store'), Type.Literal('moderator'), Type.Literal('administrator')]);

/** A user as the session and the user routes describe them. */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: RoleSchema,
});

/** `PATCH /users/terms`: both flags must be true. */
export const TermsBody = Type.Object(
  {
    // Optional here so that a missing flag answers TERMS_REQUIRED like a false one.
    acceptedPrivacyPolicy: Type.Optional(Type.Boolean()),
    acceptedUseTerms: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** `POST /users`. */
export const NewUserBody = Type.Object(
  {
    // Formats are checked by the service, whose problems name the field for the form.
    email: Type.String({ maxLength: 254 }),
    // Taken exactly as typed: sign-in compares it with the Basic header, which is not normalised.
    password: Type.String({ maxLength: 1024, ...rawText }),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    role: Type.Optional(RoleSchema),
    tenantIds: Type.Optional(Type.Array(IdSchema, { maxItems: 1000 })),
  },
  { additionalProperties: false },
);

export const CreatedUserSchema = Type.Object({ ...UserSchema.properties, tenantIds: Type.Array(Type.Integer()) });

export type User = Static<typeof UserSchema>;
export type NewUser = Static<typeof NewUserBody>;
export type Terms = Static<typeof TermsBody>;
export type CreatedUser = Static<typeof CreatedUserSchema>;
