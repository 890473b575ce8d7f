import { sql } from 'kysely';
import type { DetailParams } from '../../domain/errorCodes.js';
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
      'error_count as errorCount',
      'error_message as errorMessage',
      'failure_code as failureCode',
      'failure_params as failureParams',
      'notice_code as noticeCode',
      'notice_params as noticeParams',
      'errors',
    ])
    .where('tenant_id', '=', tenantId)
    .where('source', '=', 'feed')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What a feed run has done so far, as its row keeps it. */
export interface FeedRunCounts {
  read: number;
  inserted: number;
  updated: number;
  unknown: number;
  errors: number;
  deactivated: number;
  bytesRead: number;
}

/** Starts a feed run of the store; answers its id. */
export async function createFeedRun(db: Db, tenantId: number, bytesTotal: number | null): Promise<number> {
  const row = await db
    .insertInto('import_runs')
    .values({ tenant_id: tenantId, source: 'feed', bytes_total: bytesTotal })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const countColumns = (c: FeedRunCounts) => ({
  read_count: c.read,
  inserted_count: c.inserted,
  updated_count: c.updated,
  unknown_count: c.unknown,
  error_count: c.errors,
  deactivated_count: c.deactivated,
  bytes_read: c.bytesRead,
});

/** Writes a run's counts and the errors it keeps, so screens can show its progress. */
export async function setFeedRunProgress(db: Db, runId: number, counts: FeedRunCounts, errors?: unknown[]) {
  await db
    .updateTable('import_runs')
    .set({ ...countColumns(counts), ...(errors ? { errors: JSON.stringify(errors) } : {}) })
    .where('id', '=', runId)
    .execute();
}

/** Why a run failed, or why it switched nothing off: a detail code, its words, the feed's line and its text's params. */
export interface RunReason {
  code: string;
  message: string;
  line: number | null;
  params: DetailParams;
}

/** Ends a run: finished (with a notice, when it switched nothing off), or failed with a reason. */
export async function endFeedRun(
  db: Db,
  runId: number,
  counts: FeedRunCounts,
  errors: unknown[],
  failure?: RunReason,
  notice?: RunReason,
) {
  await db
    .updateTable('import_runs')
    .set({
      ...countColumns(counts),
      errors: JSON.stringify(errors),
      status: failure ? 'failed' : 'finished',
      finished_at: sql`now()`,
      failure_code: failure?.code ?? null,
      error_message: failure?.message ?? null,
      failed_line: failure?.line ?? null,
      failure_params: failure ? JSON.stringify(failure.params) : null,
      notice_code: notice?.code ?? null,
      notice_params: notice ? JSON.stringify(notice.params) : null,
    })
    .where('id', '=', runId)
    .execute();
}

/**
 * The items read by the store's last complete feed run other than `runId` (finished, and not one that held back
 * its switching off), or null when there is none.
 */
export async function lastCompleteRunItems(db: Db, tenantId: number, runId: number | null): Promise<number | null> {
  const row = await db
    .selectFrom('import_runs')
    .select('read_count')
    .where('tenant_id', '=', tenantId)
    .where('source', '=', 'feed')
    .where('status', '=', 'finished')
    .where('notice_code', 'is', null)
    .$if(runId !== null, (qb) => qb.where('id', '<>', runId!))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? row.read_count : null;
}
