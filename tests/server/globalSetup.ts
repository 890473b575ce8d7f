import { PGLITE_EXTENSIONS } from '../../server/db/pgliteExtensions.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { sql } from 'kysely';
import { connectPostgres } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'pglite' | 'postgres';
  }
}

/**
 * One database for the whole server run: in-memory PGlite by default, or the PostgreSQL server named
 * by DATABASE_URL (the PostgreSQL lane). Test files take turns and truncate tables between tests.
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  let url: string;
  let stop: () => Promise<void>;
  if (external) {
    url = external;
    const handle = connectPostgres(url, 1);
    await sql`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public`.execute(handle.db);
    await handle.close();
    stop = async () => undefined;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'provador-test-'));
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const server = new PGLiteSocketServer({ db: pglite, path: join(dir, '.s.PGSQL.5432') });
    await server.start();
    url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
    stop = async () => {
      await server.stop();
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const handle = connectPostgres(url, 1);
  await migrateToLatest(handle.db as never);
  await handle.close();
  project.provide('databaseUrl', url);
  project.provide('databaseKind', external ? 'postgres' : 'pglite');
  return stop;
}
