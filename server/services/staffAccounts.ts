import type { Db } from '../db/connection.js';
import { conflict, isUniqueViolation, notFound, validation } from '../errors.js';
import { isStaffRole } from '../../domain/access.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import type { InviteStaff, StaffAccount, StaffAccounts } from '../../contract/accounts.js';
import { findAccount, insertUser, listStaffAccounts } from '../repositories/users.js';
import { sendInvitationMail } from './accountMail.js';
import { accountStateOf } from './accountRows.js';
import { issueLink } from './passwordLinks.js';
import { inTransaction, type InviteContext } from './tenantUsers.js';
import { assertEmailFree, emailProblems, emailTaken, nameProblems } from './users.js';

export async function getStaffAccounts(db: Db): Promise<StaffAccounts> {
  const rows = await listStaffAccounts(db);
  const data = rows.flatMap((row) =>
    isStaffRole(row.role)
      ? [{ id: row.id, name: row.name, email: row.email, role: row.role, ...accountStateOf(row) }]
      : [],
  );
  return { data, page: 0, size: data.length, total: data.length };
}

/** Creates the invitation link and sends it; `ctx.db` is the transaction that a mail not sent rolls back. */
async function sendStaffInvitation(
  ctx: InviteContext,
  user: { id: number; email: string; name: string },
  language: string,
) {
  const token = await issueLink(ctx.db, user.id, 'invitation', ctx.config.invitationLinkTtlHours * 3_600_000);
  await sendInvitationMail(ctx.config, ctx.log, { ...user, language, place: null, token });
}

/**
 * Invites a new moderator or administrator (the route is for administrators): an invited account and an
 * invitation e-mail in the inviter's language. An e-mail that has an account already is 409 EMAIL_TAKEN:
 * a store account is never turned into staff. The account exists only once its e-mail is sent (else 502
 * MAIL_NOT_SENT, nothing created).
 */
export async function inviteStaff(ctx: InviteContext, body: InviteStaff): Promise<StaffAccount> {
  const email = body.email.trim().toLowerCase();
  const name = body.name.trim();
  const problems = [...emailProblems(email), ...nameProblems(name)];
  if (problems.length > 0) throw validation(problems);
  await assertEmailFree(ctx.db, email);
  let created: { id: number };
  try {
    created = await inTransaction(ctx, async (trx) => {
      const user = await insertUser(trx.db, { email, name, role: body.role, passwordHash: null });
      await sendStaffInvitation(trx, { id: user.id, email, name }, body.language);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { id: created.id, name, email, role: body.role, state: 'invited', lastSignInAt: null };
}

/** Sends a staff account still invited a new invitation (the earlier link stops working, unless the mail fails). */
export async function resendStaffInvitation(ctx: InviteContext, userId: number, language: string): Promise<void> {
  const account = await findAccount(ctx.db, userId);
  if (!account || !isStaffRole(account.role)) throw notFound('No staff account has this id.');
  if (accountStateOf(account).state !== 'invited') {
    throw conflict(
      ErrorCodes.NOT_INVITED,
      'This account is not waiting for an invitation: it has a password or is disabled.',
    );
  }
  await inTransaction(ctx, (trx) => sendStaffInvitation(trx, account, language));
}
