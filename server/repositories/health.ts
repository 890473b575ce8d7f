import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/** Runs the most trivial query: it resolves only when the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
