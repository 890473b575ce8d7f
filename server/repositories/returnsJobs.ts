import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { ReturnsUploadOptions } from '../../contract/returns.js';
import { markReturnedStatement, type ItemReturn } from './orders.js';

/** Returns files are feed jobs of kind 'returns' (migration 013): the upload waits in `file`. */
export async function insertReturnsJob(
  db: Db,
  tenantId: number,
  userId: number,
  file: Buffer,
  options: ReturnsUploadOptions,
): Promise<number> {
  const row = await db
    .insertInto('feed_jobs')
    .values({ tenant_id: tenantId, kind: 'returns', user_id: userId, file, returns_options: JSON.stringify(options) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A returns job of the store (another store's, or another kind of job, is not found). */
export function findReturnsJob(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('feed_jobs')
    .select([
      'id',
      'status',
      'failure',
      'rows_read as rows',
      'returned_count as inserted',
      'already_returned_count as alreadyReturned',
      'invalid_count as invalid',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('kind', '=', 'returns')
    .executeTakeFirst();
}

export async function findReturnsResult(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('feed_jobs')
    .select(['status', 'result_file as resultFile'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('kind', '=', 'returns')
    .executeTakeFirst();
}

/** What the worker needs besides the file: the options asked, the e-mail of who asked, the store's language. */
export function returnsJobRequest(db: Db, id: number) {
  return db
    .selectFrom('feed_jobs as j')
    .innerJoin('tenants as t', 't.id', 'j.tenant_id')
    .leftJoin('users as u', 'u.id', 'j.user_id')
    .select(['j.returns_options as options', 'u.email', 't.language'])
    .where('j.id', '=', id)
    .executeTakeFirst();
}

/**
 * One batch of a returns file in one statement (atomic by itself): marks the batch's returns, on items
 * not returned yet, and adds the batch's counts to the job, a return whose item was returned meanwhile
 * counting as already returned. Answers the ids of the items it changed.
 */
export async function recordReturnsBatch(
  db: Db,
  job: { id: number; tenantId: number },
  returns: ItemReturn[],
  counts: { rows: number; alreadyReturned: number; invalid: number },
): Promise<Set<number>> {
  const { rows } = await sql<{ id: number }>`
    WITH changed AS (${markReturnedStatement(job.tenantId, returns)}), counted AS (
      UPDATE feed_jobs SET rows_read = rows_read + ${counts.rows},
        returned_count = returned_count + (SELECT count(*) FROM changed),
        already_returned_count = already_returned_count + ${counts.alreadyReturned + returns.length}
          - (SELECT count(*) FROM changed),
        invalid_count = invalid_count + ${counts.invalid}
      WHERE id = ${job.id}
    )
    SELECT id FROM changed`.execute(db);
  return new Set(rows.map((row) => row.id));
}

export async function storeReturnsResult(db: Db, id: number, resultFile: Buffer): Promise<void> {
  await db.updateTable('feed_jobs').set({ result_file: resultFile }).where('id', '=', id).execute();
}
