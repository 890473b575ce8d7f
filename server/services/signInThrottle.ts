import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { AppError } from '../errors.js';

/** Consecutive failures for one e-mail from one address that block it there. */
export const MAX_FAILURES = 10;
/** How long a block lasts, and how long a failure keeps counting. */
export const BLOCK_MINUTES = 15;
const BLOCK_MS = BLOCK_MINUTES * 60_000;

export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number, retryAt: Date) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${retryAt.toISOString()}).`,
    );
  }
}

// The key is per e-mail and per address: an attacker blocks only their own address, never the
// account for everyone else.
const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * Counts an attempt before its password is checked, or throws TooManyAttempts while this e-mail is
 * blocked for this address (then the password is not even looked at). Counting first, in one
 * statement, keeps the limit exact when many attempts arrive at once, also across API processes;
 * a success then clears the count. The count starts over when the previous failure is older than
 * the window.
 */
export async function countAttempt(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - BLOCK_MS);
  const blockedUntil = new Date(now.getTime() + BLOCK_MS);
  // Rows past their window are dead (a block ends exactly one window after its last failure).
  await db.deleteFrom('sign_in_failures').where('last_failure_at', '<=', windowStart).execute();
  const { rows } = await sql<{ failures: number }>`
    INSERT INTO sign_in_failures AS f (email, ip, failures, last_failure_at, blocked_until)
    VALUES (${keyOf(email)}, ${ip}, 1, ${now}, NULL)
    ON CONFLICT (email, ip) DO UPDATE SET
      failures = CASE WHEN f.last_failure_at <= ${windowStart} THEN 1 ELSE f.failures + 1 END,
      last_failure_at = EXCLUDED.last_failure_at,
      blocked_until = CASE
        WHEN f.last_failure_at > ${windowStart} AND f.failures + 1 >= ${MAX_FAILURES} THEN ${blockedUntil}::timestamptz
        ELSE NULL END
    WHERE f.blocked_until IS NULL OR f.blocked_until <= ${now}
    RETURNING failures`.execute(db);
  if (rows.length > 0) return;
  const row = await db
    .selectFrom('sign_in_failures')
    .select('blocked_until')
    .where('email', '=', keyOf(email))
    .where('ip', '=', ip)
    .executeTakeFirst();
  // The block may have been lifted in between by a success; then there is nothing to refuse.
  if (row?.blocked_until && row.blocked_until > now) {
    throw new TooManyAttempts(Math.ceil((row.blocked_until.getTime() - now.getTime()) / 1000), row.blocked_until);
  }
}

/** A successful sign-in forgets the failures of this e-mail from this address. */
export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', keyOf(email)).where('ip', '=', ip).execute();
}
