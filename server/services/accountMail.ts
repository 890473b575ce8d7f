import type { FastifyBaseLogger } from 'fastify';
import { accountMailTexts } from '../../domain/accountMailTexts.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import type { Config } from '../config.js';
import { badGateway } from '../errors.js';
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

const mailNotSent = () =>
  badGateway(
    ErrorCodes.MAIL_NOT_SENT,
    'The invitation e-mail could not be sent: nothing was changed. Check the mail settings and try again.',
  );

/**
 * Sends an invitation. Callers send it inside the transaction that creates the account, membership or
 * link, so a mail server that refuses or does not answer fails the whole change: 502 MAIL_NOT_SENT, with
 * the mail server's own error in the log.
 */
export async function sendInvitationMail(
  config: AccountMailConfig,
  log: FastifyBaseLogger,
  invite: { email: string; name: string; language: string; place: string | null; token: string },
): Promise<void> {
  const texts = accountMailTexts(invite.language);
  const link = passwordLinkUrl(config.appUrl, invite.token);
  try {
    await sendMail(
      config,
      {
        to: invite.email,
        subject: texts.invitationSubject,
        text: texts.invitation({ name: invite.name, place: invite.place, link, hours: config.invitationLinkTtlHours }),
      },
      log,
    );
  } catch (error) {
    log.error({ err: error, to: invite.email }, 'invitation e-mail not sent');
    throw mailNotSent();
  }
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
