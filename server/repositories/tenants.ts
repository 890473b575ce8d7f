import type { Db } from '../db/connection.js';
import { statusesWith } from '../../domain/storeStatus.js';

export async function tenantExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * The stores a user may switch to, by name: all of them when `allStores` (staff), else those the user
 * belongs to whose status lets store users in.
 */
function reachableTenants(db: Db, userId: number, allStores: boolean) {
  return db
    .selectFrom('tenants as t')
    .select(['t.id', 't.name', 't.features'])
    .$if(!allStores, (qb) =>
      qb
        .where('t.id', 'in', db.selectFrom('tenant_users').select('tenant_id').where('user_id', '=', userId))
        .where('t.status', 'in', statusesWith('storeUsers')),
    )
    .orderBy((eb) => eb.fn('lower', ['t.name']))
    .orderBy('t.id');
}

export function listReachableTenants(db: Db, userId: number, allStores: boolean) {
  return reachableTenants(db, userId, allStores).execute();
}

/** The first store by name the user may switch to. */
export function firstReachableTenant(db: Db, userId: number, allStores: boolean) {
  return reachableTenants(db, userId, allStores).limit(1).executeTakeFirst();
}

/** The store with this id, when the user may switch to it. */
export function findReachableTenant(db: Db, userId: number, allStores: boolean, tenantId: number) {
  return reachableTenants(db, userId, allStores).where('t.id', '=', tenantId).executeTakeFirst();
}

/** Whether the user belongs to any store at all, whatever its status. */
export async function isMemberOfAnyStore(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tenant_users')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The store's name and shoppers' language: what an invitation e-mail to the store says. */
export function findTenantNameAndLanguage(db: Db, id: number) {
  return db.selectFrom('tenants').select(['name', 'language']).where('id', '=', id).executeTakeFirstOrThrow();
}
