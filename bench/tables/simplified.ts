// GET /modelings/simplified/all for a store with 1,000 size tables, on the embedded database or on
// the PostgreSQL of DATABASE_URL (whose schema is wiped). Prints numbers, asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/open.js';
import { connectPostgres } from '../../server/db/connection.js';
import { createSession } from '../../server/services/sessions.js';
import { toModelingValues } from '../../server/services/modelings.js';
import { insertModeling } from '../../server/repositories/modelings.js';
import { demoTables } from '../../server/demo/demoTables.js';
import { formatSummary, summarize } from '../stats.js';

const TABLES = 1000;
const REQUESTS = 200;
const url = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'provador-bench-'));
if (url) {
  console.log(`Wiping schema public of ${url}`);
  const wipe = connectPostgres(url, 1);
  await sql`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public`.execute(wipe.db);
  await wipe.close();
}
const handle = await openDatabase({ dataDir, databaseUrl: url });
const { id: tenantId } = await handle.db
  .insertInto('tenants')
  .values({ name: 'Bench Store' })
  .returning('id')
  .executeTakeFirstOrThrow();
const { id: userId } = await handle.db
  .insertInto('users')
  .values({ email: 'bench@example.com', name: 'Bench', password_hash: 'x', role: 'store' })
  .returning('id')
  .executeTakeFirstOrThrow();
await handle.db.insertInto('tenant_users').values({ tenant_id: tenantId, user_id: userId }).execute();
const samples = demoTables().map((t) => toModelingValues(t).values);
for (let i = 0; i < TABLES; i++) {
  const base = samples[i % samples.length]!;
  await insertModeling(handle.db, tenantId, { ...base, name: `${base.name} ${i + 1}` });
}
const session = await createSession(handle.db, userId, tenantId, { idleMinutes: 60, maxHours: 1 });
const { app } = await buildApp({ db: handle.db, config: { ...loadConfig({}), dataDir, webDir: '/nonexistent' } });

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < REQUESTS + 20; i++) {
  const start = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/modelings/simplified/all',
    headers: { 'x-session-id': session },
  });
  if (i >= 20) times.push(performance.now() - start);
  bytes = res.rawPayload.length;
}
console.log(
  `GET /modelings/simplified/all, ${TABLES} tables, ${url ? 'PostgreSQL' : 'embedded'}: ${formatSummary(summarize(times))}, ${(bytes / 1024).toFixed(0)} KiB`,
);
await app.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
