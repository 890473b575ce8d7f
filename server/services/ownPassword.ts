import type { Db } from '../db/connection.js';
import { AppError, validation } from '../errors.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import type { OwnPassword } from '../../contract/accounts.js';
import { deleteUserLinks } from '../repositories/passwordLinks.js';
import { deleteUserSessions } from '../repositories/sessions.js';
import { updatePasswordHash } from '../repositories/users.js';
import { verifyCredentials } from './basicAuth.js';
import { newPasswordProblems } from './newPassword.js';
import { hashPassword, OWASP_SCRYPT, type ScryptParams } from './passwords.js';
import type { Auth } from './sessions.js';

const wrongPassword = () =>
  new AppError(400, ErrorCodes.WRONG_PASSWORD, 'The current password is not right.', [
    { field: 'currentPassword', code: 'INVALID', message: 'The current password is not right.' },
  ]);

/**
 * Changes the signed-in person's password. The current one is checked as a sign-in is, under the same
 * limit (a stolen session cannot guess it freely); a wrong one is 400, not 401, because the session itself
 * is fine. Every other session of the account ends, and its pending links with them.
 */
export async function changeOwnPassword(
  db: Db,
  auth: Auth,
  body: OwnPassword,
  ip: string,
  maxFailures: number,
  hashParams: ScryptParams = OWASP_SCRYPT,
): Promise<void> {
  try {
    await verifyCredentials(
      db,
      { email: auth.user.email.toLowerCase(), password: body.currentPassword },
      ip,
      maxFailures,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCodes.INVALID_CREDENTIALS) throw wrongPassword();
    throw error;
  }
  const problems = newPasswordProblems(body.newPassword, auth.user.email, 'newPassword');
  if (problems.length > 0) throw validation(problems);
  const passwordHash = await hashPassword(body.newPassword, hashParams);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, auth.user.id, passwordHash);
    await deleteUserSessions(trx, auth.user.id, auth.sessionHash);
    await deleteUserLinks(trx, auth.user.id);
  });
}
