import { CompiledQuery } from 'kysely';
import type { Db } from '../../server/db/connection.js';

/**
 * The buffers PostgreSQL touches to run a query, from EXPLAIN (ANALYZE, BUFFERS): a count that tells how much a
 * query reads whatever the machine's speed, for tests that a read stays cheap.
 */
export async function buffersRead(db: Db, query: { sql: string; parameters: readonly unknown[] }): Promise<number> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, [...query.parameters]),
  );
  const plan = rows[0]!['QUERY PLAN'][0].Plan;
  return plan['Shared Hit Blocks']! + plan['Shared Read Blocks']!;
}
