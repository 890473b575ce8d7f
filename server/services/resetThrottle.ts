import type { Db } from '../db/connection.js';
import { count, keyOf } from './signInThrottle.js';

/**
 * Password-reset requests of one e-mail from one address that block it there for BLOCK_MINUTES: a person
 * who lost a mail asks again once or twice; more floods their inbox.
 */
export const MAX_RESET_REQUESTS = 5;
/** Requests from one address across all e-mails that block the address. */
export const MAX_RESET_ADDRESS_REQUESTS = 20;

const what = 'password reset requests';

/**
 * Counts a password-reset request as the sign-in limit counts a failure (signInThrottle.ts: the same
 * windows, one statement per counter, the address first), or throws TooManyAttempts while blocked. Every
 * request counts, whether or not the e-mail has an account, so the limit says nothing about accounts.
 */
export async function countResetRequest(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  await count(
    db,
    { table: 'password_reset_address_requests', key: { ip }, max: MAX_RESET_ADDRESS_REQUESTS, what },
    now,
  );
  await count(
    db,
    { table: 'password_reset_requests', key: { email: keyOf(email), ip }, max: MAX_RESET_REQUESTS, what },
    now,
  );
}
