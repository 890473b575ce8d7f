import { Type, type Static } from 'typebox';
import { IdSchema } from './common.js';
import { countedPageFields } from './lists.js';

/**
 * The current store's users (`/tenants/users`) and the staff who may be named responsible for a
 * store (`/tenants/responsible`). Pure: no I/O.
 */

/** A user as the users tab and the responsible picker show them. */
export const PersonSchema = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
export type Person = Static<typeof PersonSchema>;

/** `GET /tenants/users`: the store's own users (staff reach every store and are not listed), on one page. */
export const TenantUsersSchema = Type.Object({
  ...countedPageFields(PersonSchema),
});
export type TenantUsers = Static<typeof TenantUsersSchema>;

/** `POST /tenants/users`: the e-mail of an existing account to attach to the current store. */
export const AddTenantUserBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 254, description: "The user's e-mail." }) },
  { additionalProperties: false },
);
export type AddTenantUser = Static<typeof AddTenantUserBody>;

export const TenantUserParams = Type.Object({ id: IdSchema });

/** `GET /tenants/responsible`: moderators and administrators, by name. */
export const ResponsiblesSchema = Type.Object({ data: Type.Array(PersonSchema) });
export type Responsibles = Static<typeof ResponsiblesSchema>;
