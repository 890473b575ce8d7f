import type { Db } from '../db/connection.js';
import { conflict, notFound } from '../errors.js';
import { tooManyJobsWaiting } from './feedQueue.js';
import { Readable } from 'node:stream';
import {
  findReturnsJob,
  findReturnsJobStatus,
  insertReturnsJob,
  returnsResultParts,
} from '../repositories/returnsJobs.js';
import type { ReturnsJob } from '../../contract/returns.js';
import type { ReturnsUploadOptions } from '../../domain/returnsFile.js';
import type { StoredFile } from '../http/storedUploads.js';

/**
 * Holds an uploaded returns file as a job the feed worker runs; answers its id at once, or 409
 * TOO_MANY_JOBS_WAITING while the store has too many jobs waiting.
 */
export async function startReturnsJob(
  db: Db,
  tenantId: number,
  userId: number,
  file: StoredFile,
  options: ReturnsUploadOptions,
): Promise<number> {
  const id = await insertReturnsJob(db, tenantId, userId, file, options);
  if (id === null) throw tooManyJobsWaiting();
  return id;
}

/** A returns job of the store: its status, rows processed, and once finished its counts. */
export async function getReturnsJob(db: Db, tenantId: number, id: number): Promise<ReturnsJob> {
  const job = await findReturnsJob(db, tenantId, id);
  if (!job) throw notFound('Returns job not found.');
  return {
    id: job.id,
    status: job.status,
    progress: { rows: job.rows },
    summary:
      job.status === 'finished'
        ? { inserted: job.inserted, alreadyReturned: job.alreadyReturned, invalid: job.invalid, total: job.rows }
        : null,
    failure: job.failure,
  };
}

/** The result file of a finished returns job, read part after part as it is sent; before it ends, 409 CONFLICT. */
export async function getReturnsResult(db: Db, tenantId: number, id: number): Promise<Readable> {
  const job = await findReturnsJobStatus(db, tenantId, id);
  if (!job) throw notFound('Returns job not found.');
  if (job.status !== 'finished') {
    throw conflict('CONFLICT', 'The returns file has no result yet: wait until its job is finished.');
  }
  return Readable.from(returnsResultParts(db, id));
}
