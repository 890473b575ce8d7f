import { inject } from 'vitest';
import pg from 'pg';

export const TEMPLATE_SUFFIX = '_template';
export const WORKER_SUFFIX = '_w';

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs work on a connection to the server's maintenance database. */
async function onAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new database of this worker on the test server (made again if a run left it), empty or a copy of another. */
async function freshDatabaseUrl(name: string, template?: string): Promise<string> {
  const database = `${inject('templateDatabase')}${WORKER_SUFFIX}${process.env.VITEST_POOL_ID ?? '1'}_${name}`;
  await onAdmin(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"` : ''}`);
  });
  return databaseUrl(inject('adminDatabaseUrl'), database);
}

/** A new empty database of this worker, for a test to fill. */
export const emptyDatabaseUrl = (name: string) => freshDatabaseUrl(name);

/** A new database of this worker copied from the migrated template, for a test that migrates more. */
export const templateCopyUrl = (name: string) => freshDatabaseUrl(name, inject('templateDatabase'));

let ready: Promise<string> | undefined;

/**
 * This test worker's own database, cloned from the migrated template the first time it is asked for: test
 * files running at the same time never see each other's rows.
 */
export function workerDatabaseUrl(): Promise<string> {
  ready ??= (async () => {
    const template = inject('templateDatabase');
    const name = `${template}${WORKER_SUFFIX}${process.env.VITEST_POOL_ID ?? '1'}`;
    await onAdmin(async (admin) => {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    });
    return databaseUrl(inject('adminDatabaseUrl'), name);
  })();
  return ready;
}
