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

type PlanNode = Record<string, number> & { 'Node Type': string; Plans?: PlanNode[] };

/**
 * The table rows a query's scans visit, from EXPLAIN (ANALYZE): those they return and those their filters
 * drop, over every loop. It tells whether a read steps over rows, whatever is cached and whatever the buffers.
 */
export async function rowsVisited(db: Db, query: { sql: string; parameters: readonly unknown[] }): Promise<number> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, [...query.parameters]),
  );
  const visited = (node: PlanNode): number =>
    (node['Node Type'].endsWith('Scan')
      ? (node['Actual Rows']! + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']!
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + visited(child), 0);
  return visited(rows[0]!['QUERY PLAN'][0].Plan);
}
