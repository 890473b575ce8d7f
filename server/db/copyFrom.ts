import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { poolUnder, type Db } from './connection.js';
import { translated } from './unavailable.js';

/**
 * Runs `statement` (a `COPY … FROM STDIN`) with `data` as its whole body, on a connection of `db`'s own pool
 * (Kysely sends no COPY). One statement, so a transaction of its own: all its rows are written or none is.
 * Failures to reach the database answer as a statement sent through Kysely would (DATABASE_UNAVAILABLE).
 */
export async function copyFromStdin(db: Db, statement: string, data: Uint8Array): Promise<void> {
  const client = await translated(poolUnder(db).connect());
  let failure: Error | undefined;
  try {
    const copy = client.query(copyFrom(statement));
    copy.end(data);
    await translated(finished(copy));
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection a COPY failed on is dropped rather than lent again in whatever state the failure left it.
    client.release(failure);
  }
}
