import { availableParallelism } from 'node:os';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema.js';
import { guardPool } from './unavailable.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  /** What requests use: a pool sized for the machine, each statement bounded by `REQUEST_STATEMENT_TIMEOUT_MS`. */
  db: Db;
  /**
   * What background work uses (the feed worker, returns files, learning): its own few connections, so a
   * request never waits for a connection behind an import, and no statement timeout.
   */
  background: Db;
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

/** The longest a request's statement runs before the database cancels it (the request answers 503). */
export const REQUEST_STATEMENT_TIMEOUT_MS = 60_000;
/** Connections kept for requests: a few per core, as PostgreSQL runs a process per connection. */
export const REQUEST_POOL_SIZE = Math.max(10, 4 * availableParallelism());
/** Connections for background work: the feed worker, a returns file and learning may run at once. */
export const BACKGROUND_POOL_SIZE = 4;

/** A Kysely instance over a pg pool that survives losing its connections. */
export function kyselyOverPool(config: pg.PoolConfig, log: DatabaseLog): Db {
  const pool = new pg.Pool({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config });
  // An idle connection that breaks (server restart, pg_terminate_backend) is reported here; without a
  // listener the 'error' event would end the process. The pool has already dropped the client, and
  // opens a new connection for the next query.
  pool.on('error', (error) => log('lost an idle connection; the next query opens a new one', error));
  // A connection's end may also be told while it is neither idle nor lent (being handed out, or being closed
  // after it broke in use), where neither the pool nor guardPool listens: without a listener of its own that
  // 'error' event would end the process. The listeners above report it when they are there.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const lostInUse = (error: Error) =>
    log('lost a connection in use; it is dropped and the next query opens a new one', error);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: guardPool(pool, lostInUse), cursor: Cursor }),
  });
  poolsUnder.set(db, pool);
  return db;
}

/** The pg pool under each Kysely instance of kyselyOverPool, for what Kysely cannot send (a COPY stream). */
const poolsUnder = new WeakMap<Db, pg.Pool>();

/**
 * The pg pool `db` takes its connections from: a client borrowed from it counts against the same connections
 * (the background ones for background work). Only for a `Db` made by kyselyOverPool, not a transaction's.
 */
export function poolUnder(db: Db): pg.Pool {
  const pool = poolsUnder.get(db);
  if (!pool) throw new Error('This database handle was not made by kyselyOverPool: it has no pool of its own.');
  return pool;
}

/** The request and background pools on one server; `connection` names it without pool settings. */
export function poolsOn(connection: pg.PoolConfig, log: DatabaseLog, poolSize = REQUEST_POOL_SIZE): DatabaseHandle {
  const db = kyselyOverPool({ ...connection, max: poolSize, statement_timeout: REQUEST_STATEMENT_TIMEOUT_MS }, log);
  const background = kyselyOverPool({ ...connection, max: BACKGROUND_POOL_SIZE }, log);
  return {
    db,
    background,
    close: async () => {
      await Promise.all([db.destroy(), background.destroy()]);
    },
  };
}

export function connectPostgres(
  connectionString: string,
  poolSize = REQUEST_POOL_SIZE,
  log: DatabaseLog = logToStderr,
): DatabaseHandle {
  return poolsOn({ connectionString }, log, poolSize);
}
