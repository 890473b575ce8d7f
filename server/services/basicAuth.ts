import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.js';
import type { Role } from '../db/schema.js';
import { forbidden, unauthorized } from '../errors.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import { admitSignIn, ServerBusy } from './hashingQueue.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import { clearFailures, countAttempt, TooManyAttempts } from './signInThrottle.js';
import { findUserCredentialsByEmail } from '../repositories/users.js';

export interface Credentials {
  /** Trimmed and lower-cased: e-mails are compared without regard to case. */
  email: string;
  password: string;
}

export interface VerifiedUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  termsAccepted: boolean;
}

// Longer values are no one's credentials; refusing them early keeps junk out of the throttle table.
const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const invalidCredentials = () => unauthorized('INVALID_CREDENTIALS', 'E-mail or password is incorrect');

/**
 * The credentials of an `Authorization: Basic` header; null when the request carries no Basic header.
 * A Basic header that cannot be read is a 401, never a server error.
 */
export function parseBasic(header: string | undefined): Credentials | null {
  if (!header) return null;
  const match = /^basic(?:\s+(.*))?$/is.exec(header.trim());
  if (!match) return null;
  const encoded = (match[1] ?? '').trim();
  if (!BASE64.test(encoded) || encoded.length % 4 === 1) throw invalidCredentials();
  let decoded: string;
  try {
    decoded = utf8.decode(Buffer.from(encoded, 'base64'));
  } catch {
    throw invalidCredentials();
  }
  const colon = decoded.indexOf(':');
  // No account's e-mail holds a NUL, and the database could not even look one up.
  if (colon < 0 || decoded.slice(0, colon).includes('\u0000')) throw invalidCredentials();
  const email = decoded.slice(0, colon).trim().toLowerCase();
  const password = decoded.slice(colon + 1);
  if (!email || !password || email.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw invalidCredentials();
  }
  return { email, password };
}

/**
 * Checks the credentials under the sign-in throttle: every attempt counts, a blocked address or e-mail
 * is refused before its password is looked at, and a success takes the attempt back. Unknown e-mails
 * are checked against a dummy hash so they take as long as a wrong password. Sign-ins of one address wait
 * for their turn; while too many checks are in progress the attempt is refused (503) before anything is
 * counted or hashed.
 */
export async function verifyCredentials(
  db: Db,
  credentials: Credentials,
  ip: string,
  maxFailures: number,
): Promise<VerifiedUser> {
  const end = await admitSignIn(ip);
  try {
    return await checkCredentials(db, credentials, ip, maxFailures);
  } finally {
    end();
  }
}

async function checkCredentials(
  db: Db,
  { email, password }: Credentials,
  ip: string,
  maxFailures: number,
): Promise<VerifiedUser> {
  await countAttempt(db, email, ip, maxFailures);
  const user = await findUserCredentialsByEmail(db, email);
  const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  // The attempt was counted up front, so a failure leaves the count as it is.
  if (!user || !matches) throw invalidCredentials();
  await clearFailures(db, email, ip);
  // Said only to someone who knows the password: the account exists, but an administrator switched it off.
  if (user.disabled_at)
    throw forbidden(ErrorCodes.ACCOUNT_DISABLED, 'This account is disabled. Contact your administrator.');
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    termsAccepted: user.accepted_privacy_policy_at !== null && user.accepted_use_terms_at !== null,
  };
}

/**
 * The Basic credentials of a request, verified under the sign-in limit in effect (`maxFailures`); 401 when absent or wrong, 429 (with Retry-After)
 * while blocked, 503 (with Retry-After) while too many sign-ins are being checked.
 */
export async function authenticateBasic(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  maxFailures: number,
  credentials = parseBasic(request.headers.authorization),
): Promise<VerifiedUser> {
  if (!credentials) throw unauthorized('UNAUTHENTICATED', 'Sign in with your e-mail and password.');
  try {
    return await verifyCredentials(db, credentials, request.ip, maxFailures);
  } catch (error) {
    if (error instanceof TooManyAttempts || error instanceof ServerBusy)
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
