import { executePrepared } from '../db/preparedStatements.js';
import type { Db } from '../db/connection.js';

/** Deletes up to `limit` sessions past `now` or last seen before `idleSince`; returns how many went. */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date, limit: number): Promise<number> {
  const expired = db
    .selectFrom('sessions')
    .select('id_hash')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .limit(limit);
  const result = await db.deleteFrom('sessions').where('id_hash', 'in', expired).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertSession(
  db: Db,
  session: { idHash: string; userId: number; tenantId: number | null; lastSeenAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      tenant_id: session.tenantId,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The session with its user, its store's name and whether the user belongs to that store. */
export async function findSessionWithUser(db: Db, idHash: string) {
  // Subqueries rather than outer joins: this runs on every call, and planning joins cost more than running it;
  // prepared once per connection, so it is parsed and planned only once there.
  const query = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      's.id_hash',
      's.tenant_id',
      's.last_seen_at',
      's.expires_at',
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      eb.selectFrom('tenants as t').select('t.name').whereRef('t.id', '=', 's.tenant_id').as('tenant_name'),
      eb.selectFrom('tenants as t').select('t.status').whereRef('t.id', '=', 's.tenant_id').as('tenant_status'),
      eb.selectFrom('tenants as t').select('t.features').whereRef('t.id', '=', 's.tenant_id').as('tenant_features'),
      eb
        .exists(
          eb
            .selectFrom('tenant_users as tu')
            .select('tu.user_id')
            .whereRef('tu.tenant_id', '=', 's.tenant_id')
            .whereRef('tu.user_id', '=', 's.user_id'),
        )
        .as('member'),
    ])
    .where('s.id_hash', '=', idHash)
    // A disabled account's sessions are deleted with the disabling; one opened in the same instant is refused here.
    .where('u.disabled_at', 'is', null);
  return (await executePrepared(db, query))[0];
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function touchSession(db: Db, idHash: string, lastSeenAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id_hash', '=', idHash).execute();
}

export async function updateSessionTenant(db: Db, idHash: string, tenantId: number): Promise<void> {
  await db.updateTable('sessions').set({ tenant_id: tenantId }).where('id_hash', '=', idHash).execute();
}

/** Ends every session of the user, but the one with `keepHash` when given. */
export async function deleteUserSessions(db: Db, userId: number, keepHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepHash) query = query.where('id_hash', '<>', keepHash);
  await query.execute();
}
