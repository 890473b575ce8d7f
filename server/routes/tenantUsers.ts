import { ErrorBody } from '../../contract/errors.js';
import { NoContent } from '../../contract/common.js';
import {
  AddTenantUserBody,
  ResponsiblesSchema,
  TenantUserSchema,
  TenantUserParams,
  TenantUsersSchema,
} from '../../contract/tenantUsers.js';
import { tenantOf } from '../plugins/access.js';
import {
  detachTenantUser,
  getResponsibles,
  getTenantUsers,
  inviteTenantUser,
  resendTenantInvitation,
  withdrawTenantInvitation,
} from '../services/tenantUsers.js';
import type { RoutePlugin } from './types.js';

const tags = ['tenants'];

/** The users of the current store (users and permissions tab) and the staff a store may have as responsible. */
export const tenantUsersRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/tenants/users',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: "The current store's users, with their account's state and last sign-in",
        description:
          'Its members with the store role; moderators and administrators reach every store and are not listed.',
        response: { 200: TenantUsersSchema },
      },
    },
    async (request) => getTenantUsers(db, tenantOf(request)),
  );

  app.post(
    '/tenants/users',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: 'Invite someone to the current store by e-mail',
        description:
          "An unknown e-mail gets an invited account with this name and an invitation e-mail in the store's " +
          'language, with a one-time link to set a password (valid INVITATION_LINK_TTL_HOURS). A known store ' +
          'account becomes a member as it is (an invited one gets a new invitation). Already a member, or staff: ' +
          '409 ALREADY_MEMBER. The account, membership and link are saved only with the e-mail sent: a mail ' +
          'server that refuses it or does not answer is 502 MAIL_NOT_SENT, and nothing changes.',
        body: AddTenantUserBody,
        response: { 201: TenantUserSchema, 400: ErrorBody, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteTenantUser({ db, config, log: request.log }, tenantOf(request), request.body)),
  );

  app.post(
    '/tenants/users/single/:id/invitation',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: 'Send an invited user of the current store their invitation again',
        description:
          'The earlier link stops working. Not invited: 409 NOT_INVITED; not a member: 404. A mail server that ' +
          'refuses the e-mail or does not answer: 502 MAIL_NOT_SENT, and the earlier link keeps working.',
        params: TenantUserParams,
        response: { 204: NoContent('Sent.'), 404: ErrorBody, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      await resendTenantInvitation({ db, config, log: request.log }, tenantOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/tenants/users/single/:id/invitation',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: 'Withdraw an invitation to the current store',
        description:
          'The invited user leaves the store and their link stops working; an invited account of no other store ' +
          'is deleted. Not invited: 409 NOT_INVITED; not a member: 404.',
        params: TenantUserParams,
        response: { 204: NoContent('Withdrawn.'), 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await withdrawTenantInvitation(db, tenantOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/tenants/users/single/:id',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: 'Detach a user from the current store',
        description:
          'Removes the membership only; the account and its other stores stay. The user loses the store on their next call.',
        params: TenantUserParams,
        response: { 204: NoContent('The user is no longer a member of the store.'), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await detachTenantUser(db, tenantOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/tenants/responsible',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'The staff a store may have as responsible (coverage details)',
        response: { 200: ResponsiblesSchema },
      },
    },
    async () => getResponsibles(db),
  );
};
