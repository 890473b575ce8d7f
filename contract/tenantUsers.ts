import { Type, type Static } from 'typebox';
import { NAME_MAX_LENGTH } from '../domain/limits.js';
import { accountStateFields } from './accounts.js';
import { IdSchema } from './common.js';
import { countedPageFields } from './lists.js';

/**
 * The current store's users (`/tenants/users`) and the staff who may be named responsible for a
 * store (`/tenants/responsible`). Pure: no I/O.
 */

/** A user as the users tab and the responsible picker show them. */
export const PersonSchema = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
export type Person = Static<typeof PersonSchema>;

/** A user of the users tab: who they are, their account's state and last sign-in. */
export const TenantUserSchema = Type.Object({ ...PersonSchema.properties, ...accountStateFields });
export type TenantUser = Static<typeof TenantUserSchema>;

/** `GET /tenants/users`: the store's own users (staff reach every store and are not listed), on one page. */
export const TenantUsersSchema = Type.Object({
  ...countedPageFields(TenantUserSchema),
});
export type TenantUsers = Static<typeof TenantUsersSchema>;

/**
 * `POST /tenants/users`: invite someone to the current store by e-mail. An unknown e-mail gets an invited
 * account (the name is its name) and an invitation e-mail; a known one is attached as it is.
 */
export const AddTenantUserBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254, description: "The user's e-mail." }),
    name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH, description: 'The name of a new account.' })),
    role: Type.Optional(
      Type.Literal('store', {
        description: 'The role in the store: store user (staff are invited from the staff screen).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type AddTenantUser = Static<typeof AddTenantUserBody>;

export const TenantUserParams = Type.Object({ id: IdSchema });

/** `GET /tenants/responsible`: moderators and administrators, by name. */
export const ResponsiblesSchema = Type.Object({ data: Type.Array(PersonSchema) });
export type Responsibles = Static<typeof ResponsiblesSchema>;
