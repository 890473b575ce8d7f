import { Type } from '@fastify/type-provider-typebox';
import { rawText } from '../../contract/textKinds.js';
import { badRequest, forbidden } from '../errors.js';
import { authenticateBasic } from '../services/basicAuth.js';
import { createUser } from '../services/users.js';
import { recordTermsAccepted } from '../repositories/users.js';
import { ErrorBody } from '../../contract/errors.js';
import { IdSchema } from '../../contract/common.js';
import type { Api, RouteDeps } from './types.js';

const RoleSchema = Type.Union([Type.Literal('store'), Type.Literal('moderator'), Type.Literal('administrator')]);

const TermsBody = Type.Object(
  {
    // Optional here so that a missing flag answers TERMS_REQUIRED like a false one.
    acceptedPrivacyPolicy: Type.Optional(Type.Boolean()),
    acceptedUseTerms: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const NewUserBody = Type.Object(
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

const CreatedUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: RoleSchema,
  tenantIds: Type.Array(Type.Integer()),
});

export async function usersRoutes(app: Api, { db }: RouteDeps): Promise<void> {
  app.patch(
    '/users/terms',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Accept the privacy policy and the terms of use (Basic e-mail and password)',
        description: 'Both flags must be true. Wrong credentials count towards the sign-in limit.',
        security: [{ basic: [] }],
        body: TermsBody,
        response: {
          204: Type.Null({ description: 'Accepted; the user can now sign in.' }),
          400: ErrorBody,
          401: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = await authenticateBasic(db, request, reply);
      const { acceptedPrivacyPolicy, acceptedUseTerms } = request.body;
      if (acceptedPrivacyPolicy !== true || acceptedUseTerms !== true) {
        throw badRequest('TERMS_REQUIRED', 'Accept the Terms of Use and Privacy and try again');
      }
      const now = new Date();
      await recordTermsAccepted(db, user.id, now);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['users'],
        summary: 'Create a user (moderators create store users; only administrators create staff)',
        description:
          'The new user accepts the terms of use at first sign-in. Store users reach the stores in tenantIds.',
        body: NewUserBody,
        response: { 201: CreatedUserSchema, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const role = request.body.role ?? 'store';
      if (role !== 'store' && request.auth!.user.role !== 'administrator') {
        throw forbidden('FORBIDDEN', 'Only administrators can create moderators or administrators.');
      }
      const user = await createUser(db, { ...request.body, role });
      return reply.status(201).send(user);
    },
  );
}
