import { unescape } from 'node:querystring';
import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/**
 * A query parameter (`?name=value` or `&name=value`) anywhere in a text: a URL, a message quoting
 * one, or a whole JSON log line (so the value stops at a quote or backslash too).
 */
const QUERY_PARAMETER = /([?&])([^=&#?\s"\\]*)=([^&#\s"\\]*)/g;

/** The name as a server would read it, however it was escaped (`session%49d`, twice escaped, `+`). */
function decodedName(name: string): string {
  let decoded = name;
  for (let i = 0; i < 3; i++) {
    const next = unescape(decoded.replace(/\+/g, ' '));
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

// Letters only, any case: `sessionId`, `SESSIONID`, `session_id` and `session-id` all name the session.
const namesTheSession = (name: string) =>
  decodedName(name)
    .replace(/[^a-z]/gi, '')
    .toLowerCase() === 'sessionid';

/** Replaces the value of every query parameter whose name decodes to the session id. */
export function redactSessionIds(text: string): string {
  return text.replace(QUERY_PARAMETER, (whole, separator: string, name: string) =>
    namesTheSession(name) ? `${separator}${name}=${REDACTED}` : whole,
  );
}

// Credentials travel in these headers; whatever serialises a request or its headers, they are censored.
const CREDENTIAL_HEADERS = ['.authorization', '["x-session-id"]', '.cookie'];
const REDACTED_PATHS = ['req.headers', 'request.headers', 'headers'].flatMap((at) =>
  CREDENTIAL_HEADERS.map((h) => at + h),
);

interface LogStream {
  write(line: string): unknown;
}

// JSON escapes C0 controls but writes DEL, C1 controls and format characters (bidi overrides,
// zero-width) as they are, and a terminal or log viewer would act on them.
const UNESCAPED_CONTROLS = /[\u007f-\u009f\p{Cf}]/gu;
const jsonEscape = (character: string) =>
  character
    .split('')
    .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('');

/** Every finished log line passes through here, so no message or field can carry a session id or a raw control character out. */
const redactingStream = (target: LogStream): LogStream => ({
  write: (line: string) => target.write(redactSessionIds(line).replace(UNESCAPED_CONTROLS, jsonEscape)),
});

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's logger: requests are logged as method and URL only, credential headers are censored,
 * and every line has its session ids redacted, however their parameter name was escaped (Fastify's
 * own "Route ... not found" message quotes the raw URL, for one).
 */
export function loggerOptions(level: string, options: LoggerOptions | true): LoggerOptions {
  const base = options === true ? {} : options;
  const target = (base as { stream?: LogStream }).stream ?? process.stdout;
  return {
    level,
    ...base,
    stream: redactingStream(target),
    serializers: { ...base.serializers, req: (req) => ({ method: req.method, url: redactSessionIds(req.url ?? '') }) },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  } as LoggerOptions;
}
