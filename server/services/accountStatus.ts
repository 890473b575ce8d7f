import type { Db } from '../db/connection.js';
import { conflict, notFound } from '../errors.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import { deleteUserLinks } from '../repositories/passwordLinks.js';
import { deleteUserSessions } from '../repositories/sessions.js';
import { findAccount, updateDisabledAt } from '../repositories/users.js';

/**
 * Disables an account (or enables it again); the route is for administrators. A disabled account can no
 * longer sign in, and its sessions and links end in the same transaction, so it is out at once. Nobody
 * disables their own account: the last administrator could lock everyone out.
 */
export async function setAccountDisabled(db: Db, actorId: number, userId: number, disabled: boolean): Promise<void> {
  if (userId === actorId) throw conflict(ErrorCodes.OWN_ACCOUNT, 'You cannot disable or enable your own account.');
  const account = await findAccount(db, userId);
  if (!account) throw notFound('No account has this id.');
  await db.transaction().execute(async (trx) => {
    await updateDisabledAt(trx, userId, disabled ? (account.disabled_at ?? new Date()) : null);
    if (disabled) {
      await deleteUserSessions(trx, userId);
      await deleteUserLinks(trx, userId);
    }
  });
}
