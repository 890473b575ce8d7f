import { ErrorBody } from '../../contract/errors.js';
import { IdParams, NoContent } from '../../contract/common.js';
import {
  AccountDisabledBody,
  InviteStaffBody,
  ResendInvitationBody,
  StaffAccountSchema,
  StaffAccountsSchema,
} from '../../contract/accounts.js';
import { setAccountDisabled } from '../services/accountStatus.js';
import { getStaffAccounts, inviteStaff, resendStaffInvitation } from '../services/staffAccounts.js';
import type { RoutePlugin } from './types.js';

const tags = ['users'];

/** The staff screen (administrators): moderators and administrators, their invitations, and disabling any account. */
export const staffAccountsRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/users/staff',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        summary: 'Every moderator and administrator, with their state and last sign-in',
        response: { 200: StaffAccountsSchema },
      },
    },
    async () => getStaffAccounts(db),
  );

  app.post(
    '/users/staff',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        summary: 'Invite a moderator or an administrator',
        description:
          'Creates an invited account and sends an invitation e-mail with a one-time link to set its password ' +
          '(valid INVITATION_LINK_TTL_HOURS). An e-mail that has an account already: 409 EMAIL_TAKEN. The account ' +
          'is saved only with the e-mail sent: a mail server that refuses it or does not answer is 502 ' +
          'MAIL_NOT_SENT, and nothing is created.',
        body: InviteStaffBody,
        response: { 201: StaffAccountSchema, 400: ErrorBody, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await inviteStaff({ db, config, log: request.log }, request.body)),
  );

  app.post(
    '/users/single/:id/invitation',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        summary: 'Send a staff account its invitation again',
        description:
          'The earlier link stops working. An account that is not invited: 409 NOT_INVITED. A mail server that ' +
          'refuses the e-mail or does not answer: 502 MAIL_NOT_SENT, and the earlier link keeps working.',
        params: IdParams,
        body: ResendInvitationBody,
        response: { 204: NoContent('Sent.'), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      await resendStaffInvitation({ db, config, log: request.log }, request.params.id, request.body.language);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/users/single/:id/disabled',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        summary: 'Disable an account, or enable it again',
        description:
          'A disabled account cannot sign in; its sessions and pending links end at once. Any account but ' +
          'your own (409 OWN_ACCOUNT).',
        params: IdParams,
        body: AccountDisabledBody,
        response: { 204: NoContent('Done.'), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await setAccountDisabled(db, request.auth!.user.id, request.params.id, request.body.disabled);
      return reply.status(204).send(null);
    },
  );
};
