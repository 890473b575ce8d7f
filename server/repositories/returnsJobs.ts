import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { ReturnsUploadOptions } from '../../contract/returns.js';

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

/** What the worker needs besides the file: the options asked and the e-mail of who asked. */
export function returnsJobRequest(db: Db, id: number) {
  return db
    .selectFrom('feed_jobs as j')
    .leftJoin('users as u', 'u.id', 'j.user_id')
    .select(['j.returns_options as options', 'u.email'])
    .where('j.id', '=', id)
    .executeTakeFirst();
}

/** Adds one batch's counts to the job (in the batch's transaction). */
export async function addReturnsProgress(
  db: Db,
  id: number,
  counts: { rows: number; returned: number; alreadyReturned: number; invalid: number },
): Promise<void> {
  await db
    .updateTable('feed_jobs')
    .set({
      rows_read: sql`rows_read + ${counts.rows}`,
      returned_count: sql`returned_count + ${counts.returned}`,
      already_returned_count: sql`already_returned_count + ${counts.alreadyReturned}`,
      invalid_count: sql`invalid_count + ${counts.invalid}`,
    })
    .where('id', '=', id)
    .execute();
}

export async function storeReturnsResult(db: Db, id: number, resultFile: Buffer): Promise<void> {
  await db.updateTable('feed_jobs').set({ result_file: resultFile }).where('id', '=', id).execute();
}
