// Measures that the HTTP server keeps answering while the embedded PostgreSQL runs a long query: the
// server runs it in a process of its own, so a request waits for it only if it needs the database, and
// then only for a free connection. Prints numbers, asserts nothing.
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
  return performance.now() - start;
}

const slow = sql`SELECT pg_sleep(${SLOW_QUERY_SECONDS})`.execute(handle.db);
await new Promise((r) => setTimeout(r, 100));
const during: number[] = [];
const until = Date.now() + (SLOW_QUERY_SECONDS - 0.5) * 1000;
while (Date.now() < until) {
  during.push(await timed('/api/v1/app-info'));
  await new Promise((r) => setTimeout(r, 20));
}
await slow;

console.log(`While a ${SLOW_QUERY_SECONDS} s query ran on the embedded database, /api/v1/app-info answered:`);
console.log(`  ${formatSummary(summarize(during))}`);

await app.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
