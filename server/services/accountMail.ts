import type { FastifyBaseLogger } from 'fastify';
import { accountMailTexts } from '../../domain/accountMailTexts.js';
import type { Config } from '../config.js';
import { sendMail } from './mail.js';

/** What the account e-mails take from the configuration. */
export type AccountMailConfig = Pick<
  Config,
  'smtpUrl' | 'mailFrom' | 'dataDir' | 'appUrl' | 'passwordLinkTtlMinutes' | 'invitationLinkTtlHours'
>;

/**
 * The web app's page that sets a password. The token travels after `#`: browsers never send it to a
 * server, so it stays out of access logs and Referer headers.
 */
export const passwordLinkUrl = (appUrl: string, token: string) => `${appUrl}/set-password#token=${token}`;

export async function sendInvitationMail(
  config: AccountMailConfig,
  log: FastifyBaseLogger,
  invite: { email: string; name: string; language: string; place: string | null; token: string },
): Promise<void> {
  const texts = accountMailTexts(invite.language);
  const link = passwordLinkUrl(config.appUrl, invite.token);
  await sendMail(
    config,
    {
      to: invite.email,
      subject: texts.invitationSubject,
      text: texts.invitation({ name: invite.name, place: invite.place, link, hours: config.invitationLinkTtlHours }),
    },
    log,
  );
}

export async function sendResetMail(
  config: AccountMailConfig,
  log: FastifyBaseLogger,
  reset: { email: string; language: string; token: string },
): Promise<void> {
  const texts = accountMailTexts(reset.language);
  const link = passwordLinkUrl(config.appUrl, reset.token);
  await sendMail(
    config,
    {
      to: reset.email,
      subject: texts.resetSubject,
      text: texts.reset({ link, minutes: config.passwordLinkTtlMinutes }),
    },
    log,
  );
}
