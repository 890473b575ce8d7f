import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { connectPostgres } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { startCluster } from '../../server/db/postgresCluster.js';
import { databaseUrl, TEMPLATE_SUFFIX, WORKER_SUFFIX } from './testDatabase.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's maintenance database, where each test worker creates its own from the template. */
    adminDatabaseUrl: string;
    /** The migrated database each test worker's database is cloned from. */
    templateDatabase: string;
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One PostgreSQL server for the whole run: the embedded one in a temporary folder, or the server named by
 * DATABASE_URL. A template database is migrated once; each test worker clones its own from it
 * (testDatabase.ts), so files run in parallel and truncate only their own tables between tests.
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  let adminUrl: string;
  let stop: () => Promise<void>;
  if (external) {
    adminUrl = external;
    stop = async () => undefined;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'provador-test-'));
    // Thrown away at the end of the run: nothing in it needs to reach the disk.
    const cluster = await startCluster(dir, { durable: false });
    const { host, port, user, password } = cluster.connection;
    adminUrl = `postgres://${user}:${encodeURIComponent(password)}@${host}:${port}/postgres`;
    stop = async () => {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = `${new URL(adminUrl).pathname.slice(1) || 'postgres'}${TEMPLATE_SUFFIX}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // What an earlier run on the same server left: its workers' databases, then its template.
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)',
      [template, `${template}${WORKER_SUFFIX}`],
    );
    const names = rows.map((row) => row.datname).filter((name) => name !== template);
    for (const name of [...names, template]) await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoted(template)}`);
  } finally {
    await admin.end();
  }
  const handle = connectPostgres(databaseUrl(adminUrl, template), 1);
  await migrateToLatest(handle.db as never);
  await handle.close();
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  return stop;
}
