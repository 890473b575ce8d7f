import type { FastifyBaseLogger } from 'fastify';

export interface CrashReport {
  text: string;
  location?: string;
}

const WEBHOOK_TIMEOUT_MS = 5000;

// Anyone may send a report, and chat services turn `<users/all>` or `<!channel>` into mentions:
// a zero-width space after each `<` keeps the text readable but never notifies a whole team.
const defuseMentions = (text: string) => text.replace(/</g, '<\u200B');

export function crashMessage(report: CrashReport): string {
  const location = report.location?.trim();
  return defuseMentions(location ? `${location}\n${report.text}` : report.text);
}

/**
 * Posts the report to the team's chat webhook as `{text}`, or logs it when none is configured.
 * Never throws: a report that cannot be delivered must not turn into a second error for the user.
 */
export async function forwardCrashReport(report: CrashReport, webhookUrl: string | undefined, log: FastifyBaseLogger): Promise<void> {
  const text = crashMessage(report);
  if (!webhookUrl) {
    log.warn({ crashReport: text }, 'crash report from the web app');
    return;
  }
  try {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) log.warn({ status: response.status, crashReport: text }, 'crash webhook refused the report');
  } catch (error) {
    log.warn({ err: error, crashReport: text }, 'crash webhook could not be reached');
  }
}
