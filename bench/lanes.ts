// What the API benchmarks run on, written once: the database lanes (`embedded`: the PostgreSQL the app runs
// itself, in a temporary DATA_DIR; `postgres`: the server of DATABASE_URL, by default the local test database,
// whose schema public is WIPED), the real app with a signed-in user, timed GETs through it, and the figures
// printed lane beside lane with their goals.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { connectPostgres, type DatabaseHandle, type Db } from '../server/db/connection.js';
import { openDatabase } from '../server/db/open.js';
import { boundHeapGrowth } from '../server/heapGrowth.js';
import { createSession } from '../server/services/sessions.js';
import type { Role } from '../domain/enums.js';
import { summarize } from './stats.js';

export type Lane = 'embedded' | 'postgres';
const LANES: Lane[] = ['embedded', 'postgres'];

/** The server of the postgres lane: DATABASE_URL, else the local test database (trust authentication). */
export const postgresLaneUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The lanes named in `only` (a comma list such as "embedded,postgres"; another name stops the bench); without it
 * the embedded PostgreSQL, and the postgres lane too when DATABASE_URL is set.
 */
export function lanesToRun(only?: string): Lane[] {
  if (!only) return process.env.DATABASE_URL ? LANES : ['embedded'];
  const named = only.split(',').map((name) => name.trim());
  const unknown = named.filter((name) => !LANES.includes(name as Lane));
  if (unknown.length > 0) throw new Error(`Unknown lane ${unknown.join(', ')}: the lanes are ${LANES.join(' and ')}`);
  return LANES.filter((lane) => named.includes(lane));
}

/**
 * A fresh, migrated database of the lane; `cleanup` removes the embedded lane's temporary DATA_DIR. The benchmark's
 * process stands for the server's, so it takes the server's heap setting (HEAP_GROWTH_PERCENT; 0 for V8's own).
 */
export async function openLane(lane: Lane, name: string): Promise<{ handle: DatabaseHandle; cleanup: () => void }> {
  boundHeapGrowth(loadConfig().heapGrowthPercent);
  if (lane === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), `provador-bench-${name}-`));
    return {
      handle: await openDatabase({ dataDir }),
      cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = postgresLaneUrl();
  console.warn(`!!! WIPING schema public of ${url.replace(/\/\/[^@]*@/, '//')} !!!`);
  const wipe = connectPostgres(url, 1);
  await sql`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public`.execute(wipe.db);
  await wipe.close();
  return { handle: await openDatabase({ databaseUrl: url, dataDir: '' }), cleanup: () => undefined };
}

/**
 * Each lane's results, lane by lane (`only`: see lanesToRun): `measure` fills a fresh database of the lane,
 * times what it will and answers its rows; the database is closed and removed after, whatever happens. As in the
 * server, requests (the app) use `db`, whose statements are cut after 60 s; loading the data and the workers'
 * jobs use `background`, which has no such limit.
 */
export async function measureLanes(
  name: string,
  only: string | undefined,
  measure: (handle: DatabaseHandle) => Promise<Record<string, string>>,
): Promise<Map<Lane, Record<string, string>>> {
  const byLane = new Map<Lane, Record<string, string>>();
  for (const lane of lanesToRun(only)) {
    const { handle, cleanup } = await openLane(lane, name);
    try {
      byLane.set(lane, await measure(handle));
    } finally {
      await handle.close();
      cleanup();
    }
  }
  return byLane;
}

export type BenchApp = Awaited<ReturnType<typeof buildApp>>['app'];

/** The real app (no web files) and the session of a new user of this role in this store (a member when a store user). */
export async function signedInApp(
  db: Db,
  role: Role,
  tenantId: number,
): Promise<{ app: BenchApp; sessionId: string; userId: number }> {
  const user = await db
    .insertInto('users')
    .values({ email: `bench-${role}@provador.test`, name: 'Bench', role, password_hash: 'not-a-hash' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (role === 'store') await db.insertInto('tenant_users').values({ tenant_id: tenantId, user_id: user.id }).execute();
  const config = { ...loadConfig({}), webDir: '/nonexistent' };
  const sessionId = await createSession(db, user.id, tenantId, {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
  });
  const { app } = await buildApp({ db, config });
  return { app, sessionId, userId: user.id };
}

/** `requests` GETs of `url` one after another; each must answer 200. */
/** Requests made before timing a call, so the figures are of a warm process (compiled code, cached plans). */
const WARM_UP_REQUESTS = 5;

export async function timeGet(app: BenchApp, sessionId: string, url: string, requests: number) {
  const samples: number[] = [];
  for (let i = -WARM_UP_REQUESTS; i < requests; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { 'x-session-id': sessionId } });
    if (i >= 0) samples.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  return summarize(samples);
}

/** The machine's state, printed with the figures: they mean little on a loaded machine. */
export const machineLine = () =>
  `${availableParallelism()} CPUs, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`;

/** Each row of results, then one line per lane; `goals` adds a row's goal beside its name. */
export function printLanes(byLane: Map<Lane, Record<string, string>>, goals: Record<string, string> = {}) {
  const lanes = [...byLane.keys()];
  for (const row of Object.keys(byLane.get(lanes[0]!)!)) {
    console.log(`\n${row}${goals[row] ? `  (goal ${goals[row]})` : ''}`);
    for (const lane of lanes) console.log(`  ${lane.padEnd(8)} ${byLane.get(lane)![row]}`);
  }
}
