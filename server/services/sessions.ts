import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.js';
import type { Role } from '../db/schema.js';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
  updateSessionTenant,
} from '../repositories/sessions.js';

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
  /** The current store's status (domain/storeStatus.ts says what it lets run). */
  tenantStatus: string | null;
  /** The current store's features (domain/featureGates.ts says what they open). */
  tenantFeatures: string[];
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
  return deleteExpiredSessions(db, now, idleSince, SWEEP_BATCH);
}

export async function createSession(db: Db, userId: number, tenantId: number | null, limits: SessionLimits) {
  const id = randomBytes(32).toString('base64url');
  const now = new Date();
  await sweepExpiredSessions(db, limits, now);
  await insertSession(db, {
    idHash: hashSessionId(id),
    userId,
    tenantId,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + limits.maxHours * 3_600_000),
  });
  return id;
}

/** The session's user and store, or null when it is unknown, idle too long or past its end. */
export async function loadSession(db: Db, id: string, limits: SessionLimits): Promise<Auth | null> {
  const idHash = hashSessionId(id);
  const now = new Date();
  const idleSince = new Date(now.getTime() - limits.idleMinutes * 60_000);
  const row = await findSessionWithUser(db, idHash);
  if (!row) return null;
  if (row.expires_at <= now || row.last_seen_at <= idleSince) {
    await deleteSession(db, idHash);
    return null;
  }
  // Touch at most once a minute: keeps the idle clock right without a write on every request.
  if (now.getTime() - row.last_seen_at.getTime() > 60_000) {
    await touchSession(db, idHash, now);
  }
  return {
    sessionHash: idHash,
    user: { id: row.id, email: row.email, name: row.name, role: row.role },
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    storeMember: Boolean(row.member),
    tenantStatus: row.tenant_status,
    tenantFeatures: row.tenant_features ?? [],
  };
}

export async function endSession(db: Db, sessionHash: string): Promise<void> {
  await deleteSession(db, sessionHash);
}

export async function setSessionTenant(db: Db, sessionHash: string, tenantId: number): Promise<void> {
  await updateSessionTenant(db, sessionHash, tenantId);
}
