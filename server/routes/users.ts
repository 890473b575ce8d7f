import { forbidden } from '../errors.js';
import { authenticateBasic } from '../services/basicAuth.js';
import { acceptTerms, createUser } from '../services/users.js';
import { ErrorBody } from '../../contract/errors.js';
import { NoContent } from '../../contract/common.js';
import { CreatedUserSchema, NewUserBody, TermsBody } from '../../contract/users.js';
import type { RoutePlugin } from './types.js';

export const usersRoutes: RoutePlugin = async (app, { db, settings }) => {
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
          204: NoContent('Accepted; the user can now sign in.'),
          400: ErrorBody,
          401: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = await authenticateBasic(db, request, reply, settings.current().signInMaxFailures);
      await acceptTerms(db, user.id, request.body);
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
};
