import { ErrorBody } from '../../contract/errors.js';
import { NoContent } from '../../contract/common.js';
import { ForgotPasswordBody, PasswordLinkBody, PasswordLinkSchema, SetPasswordBody } from '../../contract/accounts.js';
import { TooManyAttempts } from '../services/signInThrottle.js';
import { requestPasswordReset } from '../services/forgotPassword.js';
import { describeLink, setPasswordWithLink } from '../services/passwordLinks.js';
import { MAX_RESET_ADDRESS_REQUESTS, MAX_RESET_REQUESTS } from '../services/resetThrottle.js';
import type { RoutePlugin } from './types.js';

const tags = ['auth'];

/** Forgotten passwords and the one-time links (invitations and resets) that set a password: no session. */
export const passwordsRoutes: RoutePlugin = async (app, { db, config }) => {
  app.post(
    '/password/forgot',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ask for a password-reset link by e-mail',
        description:
          'Always 202, whether or not the e-mail has an account; an account that is not disabled gets an e-mail ' +
          `in the given language with a one-time link valid PASSWORD_LINK_TTL_MINUTES. ${MAX_RESET_REQUESTS} requests ` +
          `for one e-mail from one address, or ${MAX_RESET_ADDRESS_REQUESTS} from one address, block it there for 15 minutes (429).`,
        body: ForgotPasswordBody,
        response: {
          202: NoContent('Asked; the e-mail follows when the account exists.'),
          400: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        await requestPasswordReset({ db, config, log: request.log }, request.body, request.ip);
      } catch (error) {
        if (error instanceof TooManyAttempts) void reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/password/link',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What a one-time link is for (invitation or reset) and its account',
        description: 'The token is the part of the link after `#token=`. Used, unknown or expired: 400.',
        body: PasswordLinkBody,
        response: { 200: PasswordLinkSchema, 400: ErrorBody },
      },
    },
    async (request) => describeLink(db, request.body.token),
  );

  app.post(
    '/password/reset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Use a one-time link to set the account's password",
        description:
          'The link works once. An invited account becomes active (the terms of use are accepted at its first ' +
          'sign-in); every session of the account ends.',
        body: SetPasswordBody,
        response: { 204: NoContent('The password is set; sign in with it.'), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      await setPasswordWithLink(db, request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
