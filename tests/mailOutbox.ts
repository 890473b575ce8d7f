import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message of the outbox folder (mail written instead of sent when there is no SMTP_URL). */
export interface OutboxMail {
  to: string;
  /** The body as written, quoted-printable decoded. */
  text: string;
}

// Quoted-printable: soft line breaks go, `=XX` are bytes of UTF-8.
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parseMail(raw: string): OutboxMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const to = /^To: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
  const body = raw.slice(split).trim();
  const text = /^Content-Transfer-Encoding: quoted-printable/im.test(head) ? decodeQuotedPrintable(body) : body;
  return { to, text };
}

/** Every message in the outbox folder, oldest first (the file names start with their time). */
export async function outboxMails(outbox: string): Promise<OutboxMail[]> {
  const names = await readdir(outbox).catch(() => [] as string[]);
  const sorted = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(sorted.map(async (name) => parseMail(await readFile(join(outbox, name), 'utf8'))));
}

/** The address of the set-password link in a message, or undefined. */
export const passwordLinkIn = (mail: OutboxMail) =>
  /https?:\/\/\S+\/set-password#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];

/** The latest set-password link sent to this address, or undefined. */
export async function latestPasswordLink(outbox: string, to: string): Promise<string | undefined> {
  const mails = (await outboxMails(outbox)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  return mails.map(passwordLinkIn).filter(Boolean).at(-1);
}
