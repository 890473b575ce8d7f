import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/**
 * The attempt counters: sign-in failures per e-mail and address, and per address; password-reset
 * requests the same way (migration 036).
 */
export type FailureTable =
  'sign_in_failures' | 'sign_in_address_failures' | 'password_reset_requests' | 'password_reset_address_requests';
/** A counter row's key: its column names and values. */
export type FailureKey = Record<string, string>;

/** Deletes the counter rows whose last failure is at or before `windowStart`. */
export async function deleteFailuresBefore(db: Db, table: FailureTable, windowStart: Date): Promise<void> {
  await db.deleteFrom(table).where('last_failure_at', '<=', windowStart).execute();
}

/**
 * Adds one failure to the key's row in one statement, unless the row is blocked past `now`; the count
 * starts over when the last failure is at or before `windowStart`, and reaching `max` blocks the row
 * until `blockedUntil`. Returns false when the row was blocked, so nothing changed.
 */
export async function addFailure(
  db: Db,
  table: FailureTable,
  key: FailureKey,
  { now, windowStart, blockedUntil, max }: { now: Date; windowStart: Date; blockedUntil: Date; max: number },
): Promise<boolean> {
  const columns = sql.join(Object.keys(key).map((column) => sql.ref(column)));
  const { rows } = await sql<{ failures: number }>`
    INSERT INTO ${sql.table(table)} AS f (${columns}, failures, last_failure_at, blocked_until)
    VALUES (${sql.join(Object.values(key))}, 1, ${now}, NULL)
    ON CONFLICT (${columns}) DO UPDATE SET
      failures = CASE WHEN f.last_failure_at <= ${windowStart} THEN 1 ELSE f.failures + 1 END,
      last_failure_at = EXCLUDED.last_failure_at,
      blocked_until = CASE
        WHEN f.last_failure_at > ${windowStart} AND f.failures + 1 >= ${max} THEN ${blockedUntil}::timestamptz
        ELSE NULL END
    WHERE f.blocked_until IS NULL OR f.blocked_until <= ${now}
    RETURNING failures`.execute(db);
  return rows.length > 0;
}

/** Until when the key's row is blocked (null when it is not, undefined when there is no row). */
export async function findBlockedUntil(db: Db, table: FailureTable, key: FailureKey): Promise<Date | null | undefined> {
  const { rows } = await sql<{ blocked_until: Date | null }>`
    SELECT blocked_until FROM ${sql.table(table)}
    WHERE ${sql.join(
      Object.entries(key).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
      sql` AND `,
    )}`.execute(db);
  return rows[0]?.blocked_until;
}

/** Forgets the failures of this e-mail (already trimmed and lower-cased) from this address. */
export async function deleteEmailFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).where('ip', '=', ip).execute();
}

/**
 * Takes one failure back from the address's count; the block stays only while the count taken back
 * still reaches `max`.
 */
export async function takeBackAddressFailure(db: Db, ip: string, max: number): Promise<void> {
  await db
    .updateTable('sign_in_address_failures')
    .set((eb) => ({
      failures: sql<number>`greatest(${eb.ref('failures')} - 1, 0)`,
      // Counting this attempt may have reached the limit; taken back, the limit is not reached.
      blocked_until: sql<Date | null>`CASE WHEN ${eb.ref('failures')} - 1 >= ${max} THEN ${eb.ref('blocked_until')} END`,
    }))
    .where('ip', '=', ip)
    .execute();
}
