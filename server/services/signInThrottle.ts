import type { Db } from '../db/connection.js';
import { AppError } from '../errors.js';
import {
  addFailure,
  deleteEmailFailures,
  deleteFailuresBefore,
  findBlockedUntil,
  takeBackAddressFailure,
  type FailureKey,
  type FailureTable,
} from '../repositories/signInFailures.js';

/**
 * Consecutive failures for one e-mail from one address that block it there, unless the admin settings or
 * SIGN_IN_MAX_FAILURES say otherwise (server/config.ts).
 */
export const MAX_FAILURES = 10;
/**
 * Failures from one address across all e-mails that block the address. Far above what the people of
 * one office mistype in a quarter of an hour, far below a spray of guessed e-mails.
 */
export const MAX_ADDRESS_FAILURES = 30;
/** How long a block lasts, and how long a failure keeps counting. */
export const BLOCK_MINUTES = 15;
const BLOCK_MS = BLOCK_MINUTES * 60_000;

export class TooManyAttempts extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    retryAt: Date,
    what = 'failed sign-in attempts',
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${retryAt.toISOString()}).`,
    );
  }
}

/** One failure count: a table, the key of its row and the failures that block the key. */
export interface Counter {
  table: FailureTable;
  key: FailureKey;
  max: number;
  /** What the counter counts, for the refusal's message (failed sign-in attempts by default). */
  what?: string;
}

// The e-mail counter is per e-mail and per address: an attacker blocks only their own address, never
// the account for everyone else. The address counter stops one address from trying e-mail after e-mail.
export const keyOf = (email: string) => email.trim().toLowerCase();
const emailCounter = (email: string, ip: string, max = MAX_FAILURES): Counter => ({
  table: 'sign_in_failures',
  key: { email: keyOf(email), ip },
  max,
});
const addressCounter = (ip: string): Counter => ({
  table: 'sign_in_address_failures',
  key: { ip },
  max: MAX_ADDRESS_FAILURES,
});

/**
 * Adds one failure to a counter in one statement, or throws TooManyAttempts while the key is blocked
 * (then nothing changes). The count starts over when the previous failure is older than the window.
 */
export async function count(db: Db, { table, key, max, what }: Counter, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - BLOCK_MS);
  const blockedUntil = new Date(now.getTime() + BLOCK_MS);
  // Rows past their window are dead (a block ends exactly one window after its last failure).
  await deleteFailuresBefore(db, table, windowStart);
  if (await addFailure(db, table, key, { now, windowStart, blockedUntil, max })) return;
  const until = await findBlockedUntil(db, table, key);
  // The block may have been lifted in between by a success; then there is nothing to refuse.
  if (until && until > now) throw new TooManyAttempts(Math.ceil((until.getTime() - now.getTime()) / 1000), until, what);
}

/**
 * Counts an attempt before its password is checked, or throws TooManyAttempts while its address, or
 * this e-mail from this address, is blocked (then the password is not even looked at). Counting first,
 * in one statement per counter, keeps the limits exact when many attempts arrive at once, also across
 * API processes; a success then takes the attempt back. The address is counted first, so attempts the
 * address block refuses do not count against the e-mail of someone signing in from the same office.
 */
export async function countAttempt(
  db: Db,
  email: string,
  ip: string,
  maxFailures = MAX_FAILURES,
  now = new Date(),
): Promise<void> {
  await count(db, addressCounter(ip), now);
  await count(db, emailCounter(email, ip, maxFailures), now);
}

/**
 * A successful sign-in forgets the failures of this e-mail from this address, and takes its own attempt
 * back from the address count; the address's other failures stay, so signing in to one's own account
 * now and then does not reset a spray of guesses.
 */
export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  const { key } = emailCounter(email, ip);
  await deleteEmailFailures(db, key.email, ip);
  await takeBackAddressFailure(db, ip, MAX_ADDRESS_FAILURES);
}
