import type { Db } from '../db/connection.js';

export async function tenantExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The stores a user may switch to, by name: all of them when `allStores`, else only those the user belongs to. */
function reachableTenants(db: Db, userId: number, allStores: boolean) {
  return db
    .selectFrom('tenants as t')
    .select(['t.id', 't.name'])
    .$if(!allStores, (qb) =>
      qb.where('t.id', 'in', db.selectFrom('tenant_users').select('tenant_id').where('user_id', '=', userId)),
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
