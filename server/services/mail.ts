import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files read from disk, or streams, while sending (never loaded whole). */
  attachments?: ({ filename: string; path: string } | { filename: string; content: Readable })[];
}

export type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

// One pooled SMTP transport per server address, reused by every message.
const smtpTransports = new Map<string, Transporter>();

/**
 * How long a mail server may stay silent. Invitations are sent inside the transaction that writes the
 * account, so a server that does not answer must fail in seconds (nodemailer waits 2 minutes to connect by
 * default). The same names in SMTP_URL's query (`?connectionTimeout=…`) take precedence.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url });
    smtpTransports.set(url, transport);
  }
  return transport;
}

const outboxName = () => `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;

/**
 * Sends a message through SMTP_URL. Without one (development, demos, tests) the finished message
 * is written to DATA_DIR/outbox as an .eml file, so what would have been sent can still be opened.
 * Answers the outbox path in that case.
 */
export async function sendMail(
  config: MailConfig,
  message: MailMessage,
  log: FastifyBaseLogger,
): Promise<{ outboxPath?: string }> {
  const mail = {
    from: config.mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    attachments: message.attachments ?? [],
  };
  if (config.smtpUrl) {
    const info = await smtpTransport(config.smtpUrl).sendMail(mail);
    log.info({ messageId: info.messageId, to: message.to, subject: message.subject }, 'mail sent');
    return {};
  }
  const outbox = join(config.dataDir, 'outbox');
  await mkdir(outbox, { recursive: true });
  const outboxPath = join(outbox, outboxName());
  // Streamed to disk: an attachment may be a whole catalogue and is never held in memory.
  const built = await nodemailer.createTransport({ streamTransport: true }).sendMail(mail);
  await pipeline(built.message as Readable, createWriteStream(outboxPath));
  log.info({ outboxPath, to: message.to, subject: message.subject }, 'no SMTP_URL: mail written to the outbox');
  return { outboxPath };
}
