// Measures that the HTTP server keeps answering while the embedded PostgreSQL runs a long query: the
// database runs in a process of its own with a backend per connection, so a request that needs no database
// never waits for it, and one that does (the health check's query) waits only for a free connection of the
// pool, not for the long query. Prints numbers, asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/open.js';
import { formatSummary, summarize } from './stats.js';

const SLOW_QUERY_SECONDS = 2;
const dataDir = mkdtempSync(join(tmpdir(), 'provador-bench-'));
const handle = await openDatabase({ dataDir });
const config = { ...loadConfig({}), dataDir, webDir: '/nonexistent' };
const { app } = await buildApp({ db: handle.db, config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function timed(path: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(address + path);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - start;
}

/** The path's timings, one request after another for `seconds`. */
async function probe(path: string, seconds: number): Promise<number[]> {
  const samples: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    samples.push(await timed(path));
    await new Promise((r) => setTimeout(r, 20));
  }
  return samples;
}

const PATHS = ['/api/v1/app-info', '/api/v1/health'];
await Promise.all(PATHS.map((path) => probe(path, 1))); // warm-up: compiled code, the pool's connections open
const idle = await Promise.all(PATHS.map((path) => probe(path, 1)));
const slow = sql`SELECT pg_sleep(${SLOW_QUERY_SECONDS})`.execute(handle.db);
await new Promise((r) => setTimeout(r, 100));
const during = await Promise.all(PATHS.map((path) => probe(path, SLOW_QUERY_SECONDS - 0.5)));
await slow;

console.log(`While a ${SLOW_QUERY_SECONDS} s query ran on the embedded database (idle before it in brackets):`);
PATHS.forEach((path, i) =>
  console.log(
    `  ${path.padEnd(18)} ${formatSummary(summarize(during[i]!))}\n  ${' '.repeat(18)} (${formatSummary(summarize(idle[i]!))})`,
  ),
);

await app.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
