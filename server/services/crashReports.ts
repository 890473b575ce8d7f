import http from 'node:http';
import https from 'node:https';
import type { CrashReport } from '../../contract/crashReports.js';
import type { FastifyBaseLogger } from 'fastify';
import { checkedTarget, pinnedLookup, type TargetRules } from '../feeds/feedFetch.js';
import { redactSessionIds } from '../plugins/logRedaction.js';

const WEBHOOK_TIMEOUT_MS = 5000;

// Anyone may send a report, and chat services turn `<users/all>` or `<!channel>` into mentions:
// a zero-width space after each `<` keeps the text readable but never notifies a whole team.
const defuseMentions = (text: string) => text.replace(/</g, '<\u200B');

/** How much of a report reaches the log or the chat: the top of a stack trace is what helps. */
export const MAX_FORWARDED = 4000;

function truncated(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never split a character made of two UTF-16 units.
  const cut = /[\uD800-\uDBFF]$/.test(text.slice(0, max)) ? text.slice(0, max - 1) : text.slice(0, max);
  return `${cut}… [${text.length - cut.length} more characters]`;
}

// Control and format characters (a terminal escape, a bidi override) would be replayed by a log viewer
// or the chat as they are; they are written as their code instead. New lines and tabs keep a stack
// trace readable, and the JSON of a log line escapes them.
const UNPRINTABLE = /(?![\n\t])[\p{Cc}\p{Cf}]/gu;
const visible = (text: string) =>
  text.replace(UNPRINTABLE, (c) => `\\u{${c.codePointAt(0)!.toString(16).padStart(4, '0')}}`);

/** The report as the team sees it: capped, printable, without session ids or mentions. */
export function crashMessage(report: CrashReport): string {
  const location = report.location?.trim();
  const full = location ? `${location}\n${report.text}` : report.text;
  return defuseMentions(redactSessionIds(truncated(visible(full), MAX_FORWARDED)));
}

/**
 * Posts `{text}` to the webhook, to the addresses its host was checked to have (public ones, or those the
 * feeds' allow-lists allow: nobody may make the server post to its own network), following no redirect.
 * Answers the status; fails when the address is refused or cannot be reached in time.
 */
async function postToWebhook(webhookUrl: string, text: string, rules: TargetRules): Promise<number> {
  const signal = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
  const { url, addresses } = await checkedTarget(webhookUrl, rules, signal);
  const body = JSON.stringify({ text });
  return new Promise<number>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) },
      agent: false,
      lookup: pinnedLookup(addresses),
      signal,
    });
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
    request.end(body);
  });
}

/**
 * Posts the report to the team's chat webhook as `{text}`, or logs it when none is configured.
 * Never throws: a report that cannot be delivered must not turn into a second error for the user.
 */
export async function forwardCrashReport(
  report: CrashReport,
  webhookUrl: string | undefined,
  log: FastifyBaseLogger,
  rules: TargetRules,
): Promise<void> {
  const text = crashMessage(report);
  if (!webhookUrl) {
    log.warn({ crashReport: text }, 'crash report from the web app');
    return;
  }
  try {
    const status = await postToWebhook(webhookUrl, text, rules);
    if (status < 200 || status > 299) log.warn({ status, crashReport: text }, 'crash webhook refused the report');
  } catch (error) {
    log.warn({ err: error, crashReport: text }, 'crash webhook could not be reached');
  }
}
