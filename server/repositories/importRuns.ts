import type { Db } from '../db/connection.js';

/** The store's most recent feed import run (the XML sync the product list reports on). */
export function latestFeedRun(db: Db, tenantId: number) {
  return db
    .selectFrom('import_runs')
    .select([
      'id',
      'source',
      'status',
      'started_at as startedAt',
      'finished_at as finishedAt',
      'read_count as readCount',
      'updated_count as updatedCount',
      'inserted_count as insertedCount',
      'unknown_count as unknownCount',
      'error_message as errorMessage',
      'errors',
    ])
    .where('tenant_id', '=', tenantId)
    .where('source', '=', 'feed')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
