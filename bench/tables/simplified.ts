// GET /modelings/simplified/all for a store with 1,000 size tables, on each lane of bench/lanes.ts (the embedded
// PostgreSQL; the one of DATABASE_URL too when it is set, its schema WIPED). Prints numbers, asserts nothing.
//   npm run bench:tables            BENCH_TABLES_LANES=postgres (or embedded, or embedded,postgres) for those lanes
import type { DatabaseHandle } from '../../server/db/connection.js';
import { toModelingValues } from '../../server/services/modelings.js';
import { insertModeling } from '../../server/repositories/modelings.js';
import { demoTables } from '../../server/demo/demoTables.js';
import { machineLine, measureLanes, printLanes, signedInApp, timeGet } from '../lanes.js';
import { formatSummary } from '../stats.js';

const TABLES = 1000;
const REQUESTS = 200;

async function measure({ db, background }: DatabaseHandle) {
  const { id: tenantId } = await background
    .insertInto('tenants')
    .values({ name: 'Bench Store' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const samples = demoTables().map((t) => toModelingValues(t).values);
  for (let i = 0; i < TABLES; i++) {
    const base = samples[i % samples.length]!;
    await insertModeling(background, tenantId, { ...base, name: `${base.name} ${i + 1}` });
  }
  const { app, sessionId } = await signedInApp(db, 'store', tenantId);
  const url = '/api/v1/modelings/simplified/all';
  const bytes = (await app.inject({ method: 'GET', url, headers: { 'x-session-id': sessionId } })).rawPayload.length;
  const timing = await timeGet(app, sessionId, url, REQUESTS);
  await app.close();
  return {
    [`GET /modelings/simplified/all, ${TABLES} tables`]: `${formatSummary(timing)}, ${(bytes / 1024).toFixed(0)} KiB`,
  };
}

console.log(`Table picker list; ${machineLine()}`);
printLanes(await measureLanes('tables', process.env.BENCH_TABLES_LANES, measure));
process.exit(0);
