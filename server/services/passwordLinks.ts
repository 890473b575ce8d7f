import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.js';
import { AppError, validation } from '../errors.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import type { PasswordLink } from '../../contract/accounts.js';
import {
  deleteExpiredLinks,
  deleteUserLinks,
  findLink,
  replaceLink,
  takeLink,
  type LinkPurpose,
} from '../repositories/passwordLinks.js';
import { deleteUserSessions } from '../repositories/sessions.js';
import { updatePasswordHash } from '../repositories/users.js';
import { newPasswordProblems } from './newPassword.js';
import { hashPassword, OWASP_SCRYPT, type ScryptParams } from './passwords.js';

/** Only this hash of a link's token is stored, so a database dump opens no account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const linkInvalid = () =>
  new AppError(400, ErrorCodes.PASSWORD_LINK_INVALID, 'This link is not valid or was already used. Ask for a new one.');
const linkExpired = () =>
  new AppError(400, ErrorCodes.PASSWORD_LINK_EXPIRED, 'This link has expired. Ask for a new one.');

/**
 * A new one-time link for the account, replacing its earlier links of the same purpose; answers the token,
 * which only the e-mail carries. Links past their end are swept on the way.
 */
export async function issueLink(db: Db, userId: number, purpose: LinkPurpose, ttlMs: number): Promise<string> {
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  await deleteExpiredLinks(db, now);
  await replaceLink(db, { tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** A usable link's account and purpose; a link unknown, used, of a disabled account or expired is refused. */
async function liveLink(db: Db, token: string) {
  const link = await findLink(db, hashToken(token));
  if (!link || link.disabled_at) throw linkInvalid();
  if (link.expires_at <= new Date()) throw linkExpired();
  return link;
}

/** What a link is for, so its page can say so before the form is filled in. */
export async function describeLink(db: Db, token: string): Promise<PasswordLink> {
  const link = await liveLink(db, token);
  return { email: link.email, purpose: link.purpose };
}

/**
 * Uses a link: sets the account's password (an invited account becomes active), and ends every session
 * and every other link of the account, in one transaction. Of two requests using one link, one wins.
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  password: string,
  hashParams: ScryptParams = OWASP_SCRYPT,
): Promise<void> {
  const link = await liveLink(db, token);
  const problems = newPasswordProblems(password, link.email);
  if (problems.length > 0) throw validation(problems);
  // Hash outside the transaction: it takes a good part of a second and would hold the connection.
  const passwordHash = await hashPassword(password, hashParams);
  await db.transaction().execute(async (trx) => {
    const taken = await takeLink(trx, hashToken(token));
    if (!taken) throw linkInvalid();
    if (taken.expires_at <= new Date()) throw linkExpired();
    await updatePasswordHash(trx, taken.user_id, passwordHash);
    await deleteUserLinks(trx, taken.user_id);
    await deleteUserSessions(trx, taken.user_id);
  });
}
