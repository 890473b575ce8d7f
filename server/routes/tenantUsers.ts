import { ErrorBody } from '../../contract/errors.js';
import { NoContent } from '../../contract/common.js';
import {
  AddTenantUserBody,
  PersonSchema,
  ResponsiblesSchema,
  TenantUserParams,
  TenantUsersSchema,
} from '../../contract/tenantUsers.js';
import { tenantOf } from '../plugins/access.js';
import { attachTenantUser, detachTenantUser, getResponsibles, getTenantUsers } from '../services/tenantUsers.js';
import type { RoutePlugin } from './types.js';

const tags = ['tenants'];

/** The users of the current store (users and permissions tab) and the staff a store may have as responsible. */
export const tenantUsersRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/tenants/users',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: "The current store's users",
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
        summary: 'Attach an existing account to the current store',
        description:
          'The account with this e-mail (created first through POST /users) becomes a member of the store. ' +
          'Unknown e-mail: 404 USER_NOT_FOUND; already a member, or staff: 409 ALREADY_MEMBER.',
        body: AddTenantUserBody,
        response: { 201: PersonSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await attachTenantUser(db, tenantOf(request), request.body.username)),
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
