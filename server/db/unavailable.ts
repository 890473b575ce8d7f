import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { AppError } from '../errors.js';
import { statementOf } from './preparedStatements.js';

export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

export const databaseUnavailable = () =>
  new AppError(503, DATABASE_UNAVAILABLE, 'The database is not answering. Try again in a moment.');

// SQLSTATE 53100: the database could not write, its disk being full. It takes writes again once space is freed.
const DISK_FULL = '53100';
export const databaseDiskFull = () =>
  new AppError(
    503,
    DATABASE_UNAVAILABLE,
    "The database's disk is full: nothing more can be saved until space is freed on it. Try again then.",
  );

// Socket errors of a server that is gone or restarting.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATE: class 08 is "connection exception"; 57P01-57P03 a server shutting down, crashed or starting;
// 57014 a statement cancelled, past the requests' statement_timeout. 08P01 (protocol violation) is a statement
// the server refused, such as one with more than 65,535 parameters: the database answered, and reporting it as
// unreachable would send the operator after the wrong cause.
const SERVER_GONE = /^(08(?!P01)...|57P0[123]|57014)$/;
// pg reports a dropped connection in plain words, without a code.
const DROPPED = /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection refused/i;

/** True when the error says the database cannot be reached, not that the query was wrong. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE.test(code))) return true;
  return DROPPED.test(error.message);
}

/**
 * Settles as `work` does, its failure to reach the database turned into DATABASE_UNAVAILABLE and a full disk
 * into its own 503: what every statement sent through guardPool answers, and what work on a client borrowed
 * from the pool directly (a COPY stream) answers too.
 */
export async function translated<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: unknown } | undefined)?.code === DISK_FULL)
      throw Object.assign(databaseDiskFull(), { cause: error });
    if (!isConnectionFailure(error)) throw error;
    throw Object.assign(databaseUnavailable(), { cause: error });
  }
}

function guardCursor<R>(cursor: PostgresCursor<R>): PostgresCursor<R> {
  const read = cursor.read.bind(cursor);
  cursor.read = (rowsCount) => translated(read(rowsCount));
  return cursor;
}

/**
 * The pool as Kysely sees it, with failures to reach the database turned into 503 DATABASE_UNAVAILABLE
 * errors, so a request made while the database is down answers that instead of a 500. A connection that
 * breaks while checked out is reported to `onLost` (pg would otherwise raise an unhandled 'error' event)
 * and handed back as broken, so the pool destroys it instead of lending it again. A statement registered by
 * `executePrepared` goes out named, so each connection prepares it once (preparedStatements.ts).
 */
export function guardPool(pool: pg.Pool, onLost: (error: Error) => void): PostgresPool {
  return {
    async connect() {
      const client = await translated(pool.connect());
      let broken: Error | undefined;
      const lost = (error: Error) => {
        broken = error;
        onLost(error);
      };
      client.on('error', lost);
      const guarded: PostgresPoolClient = {
        query: ((query: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) =>
          typeof query === 'string'
            ? translated(client.query(statementOf(query, parameters)))
            : guardCursor(client.query(query as never) as PostgresCursor<unknown>)) as PostgresPoolClient['query'],
        release: () => {
          client.off('error', lost);
          client.release(broken);
        },
      };
      return guarded;
    },
    end: () => pool.end(),
  };
}
