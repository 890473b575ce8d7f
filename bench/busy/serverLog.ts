// What the server's log says about a time window: its requests answered 5xx or slower than a limit, grouped by
// route (ids and keys replaced), and its error lines.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

interface LogLine {
  time?: number;
  level?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string };
}

/** A JSON line of the logger; null for anything else (the start-up banner, a child's output). */
function parsed(text: string): LogLine | null {
  if (!text.startsWith('{')) return null;
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return null;
  }
}

/** A route's shape: numbers and storefront keys as placeholders, no query. */
const routeOf = (method = '?', url = '?') =>
  `${method} ${url
    .replace(/\?.*/, '')
    .replace(/\/storefront\/[^/]+/, '/storefront/:key')
    .replace(/\/\d+(?=\/|$)/g, '/:id')}`;

/** Lines of the log between `from` and `to` (epoch milliseconds), summarised: slow or 5xx requests by route, errors by message. */
export async function serverLogBetween(path: string, from: number, to: number, slowMs: number): Promise<string[]> {
  const routes = new Map<string, string>();
  const slow = new Map<string, { count: number; maxMs: number; statuses: Set<number> }>();
  const errors = new Map<string, number>();
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  for await (const text of lines) {
    const line = parsed(text);
    if (!line) continue;
    if (line.reqId && line.req) routes.set(line.reqId, routeOf(line.req.method, line.req.url));
    if (line.time === undefined || line.time < from || line.time > to) continue;
    const status = line.res?.statusCode;
    if (status !== undefined && (status >= 500 || (line.responseTime ?? 0) > slowMs)) {
      const route = routes.get(line.reqId ?? '') ?? '?';
      const entry = slow.get(route) ?? { count: 0, maxMs: 0, statuses: new Set<number>() };
      entry.count += 1;
      entry.maxMs = Math.max(entry.maxMs, line.responseTime ?? 0);
      entry.statuses.add(status);
      slow.set(route, entry);
    }
    if ((line.level ?? 0) >= 50) {
      const message = `${line.msg ?? ''} ${line.err?.message ?? ''}`.trim().slice(0, 160);
      errors.set(message, (errors.get(message) ?? 0) + 1);
    }
  }
  return [
    ...[...slow].map(
      ([route, e]) =>
        `${route}: ${e.count} over ${slowMs} ms or 5xx (statuses ${[...e.statuses].join(', ')}, longest ${e.maxMs.toFixed(0)} ms)`,
    ),
    ...[...errors].map(([message, count]) => `error ×${count}: ${message}`),
  ];
}
