import type { ForgotPassword } from '../../contract/accounts.js';
import { findUserCredentialsByEmail } from '../repositories/users.js';
import { sendResetMail } from './accountMail.js';
import { issueLink } from './passwordLinks.js';
import { countResetRequest } from './resetThrottle.js';
import { inTransaction, type InviteContext } from './tenantUsers.js';

/**
 * A forgotten password: counts the request (429 past the limit, for any e-mail alike), then answers at
 * once. Whether the e-mail has an account is looked at only after the answer has left, so the answer and
 * its timing are the same either way; an account that is not disabled then gets a reset link by e-mail.
 * A mail not sent is logged at error level and changes nothing; the answer has left already. Answers the
 * work that goes on, so tests can wait for it.
 */
export async function requestPasswordReset(
  ctx: InviteContext,
  body: ForgotPassword,
  ip: string,
): Promise<{ done: Promise<void> }> {
  const email = body.email.trim().toLowerCase();
  await countResetRequest(ctx.db, email, ip);
  const work = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const user = await findUserCredentialsByEmail(ctx.db, email);
    if (!user || user.disabled_at) return;
    // The link and its e-mail together: a mail not sent leaves the account's earlier reset link as it was.
    await inTransaction(ctx, async (trx) => {
      const token = await issueLink(trx.db, user.id, 'reset', ctx.config.passwordLinkTtlMinutes * 60_000);
      await sendResetMail(ctx.config, ctx.log, { email: user.email, language: body.language, token });
    });
  })().catch((error: unknown) => ctx.log.error({ err: error }, 'password reset e-mail not sent'));
  return { done: work };
}
