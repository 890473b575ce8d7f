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

let ready: Promise<string> | undefined;

/**
 * This test worker's own database, cloned from the migrated template the first time it is asked for: test
 * files running at the same time never see each other's rows.
 */
export function workerDatabaseUrl(): Promise<string> {
  ready ??= (async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const template = inject('templateDatabase');
    const name = `${template}${WORKER_SUFFIX}${process.env.VITEST_POOL_ID ?? '1'}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin.end();
    }
    return databaseUrl(adminUrl, name);
  })();
  return ready;
}
