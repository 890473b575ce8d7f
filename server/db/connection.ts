import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema.js';
import { guardPool } from './unavailable.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * A Kysely on the same connections that, each time it takes one (for a statement, or a transaction
   * whole), first awaits `turn`: work in the background that lets others go first (`feedPacing`).
   */
  yielding(turn: () => Promise<void>): Db;
  close(): Promise<void>;
}

/** Where the database layer reports trouble it recovers from by itself (a dropped connection, a restart). */
export type DatabaseLog = (message: string, error?: unknown) => void;

export const logToStderr: DatabaseLog = (message, error) =>
  console.error(`[database] ${message}${error instanceof Error ? `: ${error.message}` : ''}`);

// Dates come back as Date objects; bigint counts (count(*)) as numbers, which they always fit.
pg.types.setTypeParser(20, (value) => Number(value));

// A request waiting longer than this for a connection answers 503 instead of hanging while the database is unreachable.
const CONNECT_TIMEOUT_MS = 15_000;

/**
 * A Kysely instance over a pg pool that survives losing its connections, and the maker of Kysely instances
 * on the same pool that await their turn before taking a connection (DatabaseHandle.yielding).
 */
export function kyselyOverPool(config: pg.PoolConfig, log: DatabaseLog): Pick<DatabaseHandle, 'db' | 'yielding'> {
  const pool = new pg.Pool({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config });
  // An idle connection that breaks (server restart, pg_terminate_backend) is reported here; without a
  // listener the 'error' event would end the process. The pool has already dropped the client, and
  // opens a new connection for the next query.
  pool.on('error', (error) => log('lost an idle connection; the next query opens a new one', error));
  const lostInUse = (error: Error) =>
    log('lost a connection in use; it is dropped and the next query opens a new one', error);
  const guarded = guardPool(pool, lostInUse);
  const over = (connections: PostgresPool) =>
    new Kysely<Database>({ dialect: new PostgresDialect({ pool: connections, cursor: Cursor }) });
  return {
    db: over(guarded),
    yielding: (turn) =>
      over({
        connect: async () => {
          await turn();
          return guarded.connect();
        },
        // The pool is the main instance's to end.
        end: async () => undefined,
      }),
  };
}

export function connectPostgres(
  connectionString: string,
  poolSize = 10,
  log: DatabaseLog = logToStderr,
): DatabaseHandle {
  const { db, yielding } = kyselyOverPool({ connectionString, max: poolSize }, log);
  return { db, yielding, kind: 'postgres', close: () => db.destroy() };
}
