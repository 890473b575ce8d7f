import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { ReturnsUploadOptions } from '../../domain/returnsFile.js';
import { insertStoreJob } from './feedJobs.js';
import { markReturnedStatement, type ItemReturn } from './orders.js';
import type { StoredFile } from '../http/storedUploads.js';

/**
 * Returns files are feed jobs of kind 'returns' (migration 013): the upload waits in `file`. Null when
 * the store has too many jobs waiting (insertStoreJob).
 */
export function insertReturnsJob(
  db: Db,
  tenantId: number,
  userId: number,
  file: StoredFile,
  options: ReturnsUploadOptions,
): Promise<number | null> {
  return insertStoreJob(db, {
    tenant_id: tenantId,
    kind: 'returns',
    user_id: userId,
    file,
    returns_options: JSON.stringify(options),
  });
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

/** A returns job of the store, as its result download needs it. */
export function findReturnsJobStatus(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('feed_jobs')
    .select(['status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('kind', '=', 'returns')
    .executeTakeFirst();
}

/** Result parts read per statement while a result is sent. */
const PARTS_PER_READ = 4;

/**
 * The job's result file, part after part (a few parts per statement, each statement reading after the
 * last part it sent), so a file of any size is never held whole in memory.
 */
export async function* returnsResultParts(db: Db, jobId: number): AsyncGenerator<string> {
  let after = -1;
  for (;;) {
    const parts = await db
      .selectFrom('returns_result_parts')
      .select(['first_row', 'lines'])
      .where('job_id', '=', jobId)
      .where('first_row', '>', after)
      .orderBy('first_row')
      .limit(PARTS_PER_READ)
      .execute();
    for (const part of parts) yield part.lines;
    if (parts.length < PARTS_PER_READ) return;
    after = parts[parts.length - 1]!.first_row;
  }
}

/** Writes one part of a job's result (a part already written, by a run cut short after it, is kept). */
export async function insertReturnsResultPart(db: Db, jobId: number, firstRow: number, lines: string): Promise<void> {
  await db
    .insertInto('returns_result_parts')
    .values({ job_id: jobId, first_row: firstRow, lines })
    .onConflict((oc) => oc.columns(['job_id', 'first_row']).doNothing())
    .execute();
}

/** Where a returns job stands: its rows recorded so far and their counts (a resumed job goes on from there). */
export function returnsJobProgress(db: Db, id: number) {
  return db
    .selectFrom('feed_jobs')
    .select([
      'rows_read as total',
      'returned_count as inserted',
      'already_returned_count as alreadyReturned',
      'invalid_count as invalid',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
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
 * A batch's part of the result file (its input rows with their outcome and reason, line breaks included), in
 * pieces: each row decided returned alone, the rows between as one piece.
 */
export interface ReturnsResultPart {
  firstRow: number;
  pieces: string[];
  /** For a piece that is a row decided returned: its item, and its line as "already returned" (else null, null). */
  returnedItems: (number | null)[];
  alreadyLines: (string | null)[];
}

/**
 * One batch of a returns file in one statement (atomic by itself): marks the batch's returns, on items
 * not returned yet, adds the batch's counts to the job, a return whose item was returned meanwhile
 * counting as already returned, and writes the batch's part of the result file, where such a return's row
 * reads "already returned" (a part already written, by a run cut short after it, is kept).
 */
export async function recordReturnsBatch(
  db: Db,
  job: { id: number; tenantId: number },
  returns: ItemReturn[],
  counts: { rows: number; alreadyReturned: number; invalid: number },
  part: ReturnsResultPart,
): Promise<void> {
  // Each sub-statement runs to its end whatever the last one reads.
  await sql`
    WITH changed AS (${markReturnedStatement(job.tenantId, returns)}), counted AS (
      UPDATE feed_jobs SET rows_read = rows_read + ${counts.rows},
        returned_count = returned_count + (SELECT count(*) FROM changed),
        already_returned_count = already_returned_count + ${counts.alreadyReturned + returns.length}
          - (SELECT count(*) FROM changed),
        invalid_count = invalid_count + ${counts.invalid}
      WHERE id = ${job.id}
    ), part AS (
      INSERT INTO returns_result_parts (job_id, first_row, lines)
      SELECT ${job.id}, ${part.firstRow}, string_agg(
        CASE WHEN l.item IS NULL OR l.item IN (SELECT id FROM changed) THEN l.line ELSE l.already END, '' ORDER BY l.n)
      FROM unnest(${part.pieces}::text[], ${part.returnedItems}::int[], ${part.alreadyLines}::text[])
        WITH ORDINALITY AS l(line, item, already, n)
      ON CONFLICT (job_id, first_row) DO NOTHING
    )
    SELECT 1`.execute(db);
}
