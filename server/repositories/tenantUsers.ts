import type { Db } from '../db/connection.js';

/** The store's own users (role store) by name then e-mail; staff reach every store and are not members. */
export function listTenantMembers(db: Db, tenantId: number) {
  return db
    .selectFrom('tenant_users as tu')
    .innerJoin('users as u', 'u.id', 'tu.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.disabled_at', 'u.last_sign_in_at'])
    .select((eb) => eb('u.password_hash', 'is not', null).as('has_password'))
    .where('tu.tenant_id', '=', tenantId)
    .where('u.role', '=', 'store')
    .orderBy((eb) => eb.fn('lower', ['u.name']))
    .orderBy('u.email')
    .execute();
}

/** The user with this e-mail (compared in lower case; the e-mail must already be lower case). */
export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'disabled_at', 'last_sign_in_at'])
    .select((eb) => eb('password_hash', 'is not', null).as('has_password'))
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
}

/** Makes the user a member of the store; false when they already were. */
export async function insertMembership(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const inserted = await db
    .insertInto('tenant_users')
    .values({ tenant_id: tenantId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes the user's membership of the store (the account stays); false when there was none. */
export async function deleteMembership(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('tenant_users')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moderators and administrators, by name then e-mail. */
export function listStaff(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('role', 'in', ['moderator', 'administrator'])
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('email')
    .execute();
}

/** A member of the store with the store role (another store's user, or staff, is not found). */
export function findTenantMember(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('tenant_users as tu')
    .innerJoin('users as u', 'u.id', 'tu.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.disabled_at'])
    .select((eb) => eb('u.password_hash', 'is not', null).as('has_password'))
    .where('tu.tenant_id', '=', tenantId)
    .where('tu.user_id', '=', userId)
    .where('u.role', '=', 'store')
    .executeTakeFirst();
}
