import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.js';
import type { Role } from '../db/schema.js';

export interface SessionLimits {
  idleMinutes: number;
  maxHours: number;
}

export interface Auth {
  sessionHash: string;
  user: { id: number; email: string; name: string; role: Role };
  tenantId: number | null;
  tenantName: string | null;
  /** Whether the user belongs to the current store, read with the session so no call asks twice. */
  storeMember: boolean;
}

/** Only this hash of a session id is ever stored, so a database dump cannot be replayed. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

/** How many expired sessions one sign-in deletes: enough to outpace the one it adds, small enough to stay quick. */
export const SWEEP_BATCH = 200;

/**
 * Deletes up to SWEEP_BATCH sessions past their absolute end or idle too long. A session nobody
 * presents again is otherwise never deleted; sweeping at each sign-in bounds the table, since only
 * sign-ins add rows, and several processes may sweep at once (a row deleted twice is simply gone).
 */
export async function sweepExpiredSessions(db: Db, limits: SessionLimits, now = new Date()): Promise<number> {
  const idleSince = new Date(now.getTime() - limits.idleMinutes * 60_000);
  const expired = db
    .selectFrom('sessions')
    .select('id_hash')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .limit(SWEEP_BATCH);
  const result = await db.deleteFrom('sessions').where('id_hash', 'in', expired).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function createSession(db: Db, userId: number, tenantId: number | null, limits: SessionLimits) {
  const id = randomBytes(32).toString('base64url');
  const now = new Date();
  await sweepExpiredSessions(db, limits, now);
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(id),
      user_id: userId,
      tenant_id: tenantId,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + limits.maxHours * 3_600_000),
    })
    .execute();
  return id;
}

/** The session's user and store, or null when it is unknown, idle too long or past its end. */
export async function loadSession(db: Db, id: string, limits: SessionLimits): Promise<Auth | null> {
  const idHash = hashSessionId(id);
  const now = new Date();
  const idleSince = new Date(now.getTime() - limits.idleMinutes * 60_000);
  // Subqueries rather than outer joins: this runs on every call, and planning joins cost more than running it.
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      's.id_hash', 's.tenant_id', 's.last_seen_at', 's.expires_at', 'u.id', 'u.email', 'u.name', 'u.role',
      eb.selectFrom('tenants as t').select('t.name').whereRef('t.id', '=', 's.tenant_id').as('tenant_name'),
      eb
        .exists(eb.selectFrom('tenant_users as tu').select('tu.user_id').whereRef('tu.tenant_id', '=', 's.tenant_id').whereRef('tu.user_id', '=', 's.user_id'))
        .as('member'),
    ])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now || row.last_seen_at <= idleSince) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  // Touch at most once a minute: keeps the idle clock right without a write on every request.
  if (now.getTime() - row.last_seen_at.getTime() > 60_000) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
  }
  return {
    sessionHash: idHash,
    user: { id: row.id, email: row.email, name: row.name, role: row.role },
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    storeMember: Boolean(row.member),
  };
}

export async function endSession(db: Db, sessionHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', sessionHash).execute();
}

export async function setSessionTenant(db: Db, sessionHash: string, tenantId: number): Promise<void> {
  await db.updateTable('sessions').set({ tenant_id: tenantId }).where('id_hash', '=', sessionHash).execute();
}
