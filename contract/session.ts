import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';
import { UserSchema } from './users.js';
import { countedPageFields } from './lists.js';

/** `GET /me`: the signed-in user, their current store and what their role allows. */
export const CurrentUserSchema = Type.Object({
  sessionId: Type.Optional(Type.String({ description: 'Only in the sign-in answer: send it on every later call.' })),
  tenantId: Nullable(Type.Integer()),
  tenantName: Nullable(Type.String()),
  tenantFeatures: Type.Array(Type.String(), {
    description: "The current store's features: what they turn on is in domain/featureGates.ts.",
  }),
  user: UserSchema,
  moderatorUser: Type.Boolean({ description: 'True for moderators and administrators.' }),
  administratorUser: Type.Boolean(),
});

const TenantChoiceSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

/** `GET /me/tenants`: every store the user may switch to, on one page. */
export const TenantChoicesSchema = Type.Object({
  ...countedPageFields(TenantChoiceSchema),
});

/** `PUT /me/current-tenant/:id`. */
export const CurrentTenantSchema = Type.Object({
  tenantId: Type.Integer(),
  tenantName: Type.String(),
  tenantFeatures: Type.Array(Type.String()),
});

export type CurrentUser = Static<typeof CurrentUserSchema>;
export type TenantChoice = Static<typeof TenantChoiceSchema>;
export type CurrentTenant = Static<typeof CurrentTenantSchema>;
