import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

// Dates come back as Date objects; bigint counts (count(*)) as numbers, which they always fit.
pg.types.setTypeParser(20, (value) => Number(value));

export function connectPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

const SOCKET_NAME = '.s.PGSQL.5432';
// Unix socket paths are limited to about 107 bytes.
const MAX_SOCKET_PATH = 100;

/** Starts PGlite in a child process on dataDir/pgdata and connects to it with one connection. */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  let socketDir = dataDir;
  let ownSocketDir = false;
  if (join(dataDir, SOCKET_NAME).length > MAX_SOCKET_PATH) {
    socketDir = mkdtempSync(join(tmpdir(), 'provador-db-'));
    ownSocketDir = true;
  }
  const socketPath = join(socketDir, SOCKET_NAME);
  rmSync(socketPath, { force: true });

  const here = dirname(fileURLToPath(import.meta.url));
  const child = fork(join(here, 'pgliteProcess.ts'), [join(dataDir, 'pgdata'), socketPath], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await waitReady(child);

  // PGlite is a single session: one connection, so two transactions never interleave.
  const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send('close');
      });
      if (ownSocketDir) rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

function waitReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`embedded database exited with code ${code}`)));
    child.once('error', reject);
  });
}
