import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { connectPostgres, type DatabaseHandle } from '../../server/db/connection.js';
import { basic } from './harness.js';
import { workerDatabaseUrl } from './testDatabase.js';

const unavailable = { statusCode: 503, code: 'DATABASE_UNAVAILABLE' };

async function appOn(handle: DatabaseHandle): Promise<FastifyInstance> {
  return (await buildApp({ db: handle.db, config: { ...loadConfig({}), webDir: '/nonexistent' } })).app;
}

describe('a database that cannot be reached', () => {
  // Nothing listens on port 1: every connection is refused, as while PostgreSQL restarts.
  const handle = connectPostgres('postgres://postgres@127.0.0.1:1/provador', 2, () => undefined);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appOn(handle);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('makes the health route and every request answer 503 DATABASE_UNAVAILABLE, never a 500', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject(unavailable);
    const signIn = await app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: basic('ana@alfa.example', 'secret-pass') },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toMatchObject(unavailable);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { 'x-session-id': 'some-session' },
    });
    expect(list.json()).toMatchObject(unavailable);
  });
});

describe('PostgreSQL ending the server connections (pg_terminate_backend)', () => {
  const logged: string[] = [];
  let victim: DatabaseHandle;
  let admin: DatabaseHandle;
  let app: FastifyInstance;
  const terminateVictims = () =>
    sql<{
      ended: boolean;
    }>`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'provador-victim'`.execute(
      admin.db,
    );
  const health = () => app.inject({ method: 'GET', url: '/api/v1/health' });

  beforeAll(async () => {
    const url = new URL(await workerDatabaseUrl());
    url.searchParams.set('application_name', 'provador-victim');
    victim = connectPostgres(url.toString(), 2, (message) => logged.push(message));
    admin = connectPostgres(await workerDatabaseUrl(), 1);
    app = await appOn(victim);
  });
  afterAll(async () => {
    await app.close();
    await victim.close();
    await admin.close();
  });

  it('logs the loss of idle connections, drops them and answers the next request on a new one', async () => {
    expect((await health()).statusCode).toBe(200);
    const { rows } = await terminateVictims();
    expect(rows.length).toBeGreaterThan(0);
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    await expect.poll(async () => (await health()).json()).toEqual({ status: 'ok' });
  });

  it('answers 503 for the query the connection was running, and recovers for the next', async () => {
    // Its failure is caught at once: it may come while the poll below still runs.
    const running = sql`SELECT pg_sleep(10)`.execute(victim.db).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await expect.poll(async () => (await terminateVictims()).rows.length).toBeGreaterThan(0);
    expect(await running).toMatchObject(unavailable);
    // A request that picks a connection in the instant before its end is noticed answers 503 too; the next ones recover.
    await expect.poll(async () => (await health()).statusCode).toBe(200);
  });
});
