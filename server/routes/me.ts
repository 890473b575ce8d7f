import { unauthorized } from '../errors.js';
import { sessionIdOf } from '../plugins/access.js';
import { authenticateBasic, parseBasic } from '../services/basicAuth.js';
import { endSession } from '../services/sessions.js';
import { currentUserOf, reachableStores, signIn, switchStore } from '../services/signIn.js';
import { IdParams, NoContent, OpenQuery } from '../../contract/common.js';
import { CurrentTenantSchema, CurrentUserSchema, TenantChoicesSchema } from '../../contract/session.js';
import type { RoutePlugin } from './types.js';
import { OwnPasswordBody } from '../../contract/accounts.js';
import { changeOwnPassword } from '../services/ownPassword.js';
import { TooManyAttempts } from '../services/signInThrottle.js';
import { ServerBusy } from '../services/hashingQueue.js';
import { ErrorBody } from '../../contract/errors.js';

export const meRoutes: RoutePlugin = async (app, { db, settings }) => {
  app.get(
    '/me',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in (Basic e-mail and password: the answer carries a new sessionId) or describe the current session',
        description:
          "With `Authorization: Basic`, checks the credentials and opens a session in the user's first store. " +
          'With a session, answers the same without sessionId. 10 failures (the sign-in limit of the admin settings) for one e-mail from one address block it there for 15 minutes; ' +
          '30 failures from one address, whatever the e-mails, block the address for 15 minutes. ' +
          'While too many sign-ins are being checked at once the answer is 503 with Retry-After.',
        security: [{ basic: [] }, { session: [] }],
        querystring: OpenQuery({}),
        response: { 200: CurrentUserSchema, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const credentials = parseBasic(request.headers.authorization);
      if (credentials) {
        const user = await authenticateBasic(db, request, reply, settings.current().signInMaxFailures, credentials);
        return signIn(db, user, settings.sessionLimits());
      }
      const auth = request.auth;
      if (auth) {
        const tenant =
          auth.tenantId != null && auth.tenantName != null
            ? { id: auth.tenantId, name: auth.tenantName, features: auth.tenantFeatures }
            : null;
        return currentUserOf(auth.user, tenant);
      }
      if (sessionIdOf(request)) throw unauthorized('SESSION_EXPIRED', 'Your session has ended. Sign in again.');
      throw unauthorized();
    },
  );

  app.get(
    '/me/logout',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        querystring: OpenQuery({}),
        response: { 204: NoContent('The session is gone.'), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      await endSession(db, request.auth!.sessionHash);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/tenants',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'The stores the user may switch to, by name (store users: their own; staff: all)',
        querystring: OpenQuery({}),
        response: { 200: TenantChoicesSchema, 401: ErrorBody },
      },
    },
    async (request) => {
      const data = await reachableStores(db, request.auth!.user);
      return { data, page: 0, size: data.length, total: data.length };
    },
  );

  app.put(
    '/me/current-tenant/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: "Switch the session's current store",
        querystring: OpenQuery({}),
        params: IdParams,
        response: { 200: CurrentTenantSchema, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      // Someone else's store answers like a missing one: ids of other stores reveal nothing.
      const tenant = await switchStore(db, request.auth!, request.params.id);
      return { tenantId: tenant.id, tenantName: tenant.name, tenantFeatures: tenant.features };
    },
  );

  app.put(
    '/me/password',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password',
        description:
          'The current password is checked as a sign-in is, under the same limit: wrong, 400 WRONG_PASSWORD; ' +
          'too many failures, 429. The new one follows the password rules. Every other session of the account ends.',
        querystring: OpenQuery({}),
        body: OwnPasswordBody,
        response: {
          204: NoContent('Changed; this session goes on.'),
          400: ErrorBody,
          401: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        await changeOwnPassword(db, request.auth!, request.body, request.ip, settings.current().signInMaxFailures);
      } catch (error) {
        if (error instanceof TooManyAttempts || error instanceof ServerBusy)
          void reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
      return reply.status(204).send(null);
    },
  );
};
