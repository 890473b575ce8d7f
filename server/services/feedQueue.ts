import type { FeedJob, QueueEntry } from '../../contract/feeds.js';
import type { Db } from '../db/connection.js';
import { HEARTBEAT_MS, MAX_JOB_ATTEMPTS, STALE_HEARTBEATS } from '../feeds/heartbeat.js';
import { conflict, notFound } from '../errors.js';
import {
  activeImportOf,
  deleteWaitingJob,
  dismissFailedJob,
  enqueueImport,
  failRunningJobs,
  findJob,
  findQueueEntry,
  insertDryRun,
  listQueue,
  lockWaitingImports,
  merchantFeedState,
  removeSilentWorkers,
  renumberWaiting,
  replaceWaitingSource,
  MAX_WAITING_JOBS_PER_STORE,
  resumeReturnsJob,
  type InterruptedJob,
  type JobSource,
  type RunProgressRow,
} from '../repositories/feedJobs.js';
import type { StoredFile } from '../http/storedUploads.js';
import { feedStores, findIntegrationSettings } from '../repositories/tenantIntegration.js';
import { tenantExists } from '../repositories/tenants.js';

export type QueueMove = 'UP' | 'DOWN' | 'TOP';

const progressOf = (row: RunProgressRow) =>
  row.runId === null || row.read === null
    ? null
    : {
        runId: row.runId,
        read: row.read,
        inserted: row.inserted ?? 0,
        updated: row.updated ?? 0,
        unknown: row.unknown ?? 0,
        errors: row.errors ?? 0,
        bytesRead: 0,
        bytesTotal: null,
      };

export async function getQueue(db: Db): Promise<QueueEntry[]> {
  const rows = await listQueue(db);
  return rows.map((row) => ({
    id: row.id,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    feedUrl: row.feedUrl,
    totalProducts: row.totalProducts,
    status: row.status,
    position: row.place,
    queuedAt: row.queuedAt.toISOString(),
    failure: row.failure,
    progress: row.status === 'running' ? progressOf(row) : null,
  }));
}

/**
 * Queues an import of the store from its feed URL; a store already queued (or running) keeps its entry,
 * which is answered. A store without a feed URL cannot be queued.
 */
export async function enqueueStore(db: Db, tenantId: number): Promise<{ id: number; created: boolean }> {
  if (!(await tenantExists(db, tenantId))) throw notFound('Store not found.');
  const existing = await activeImportOf(db, tenantId);
  if (existing) return { id: existing.id, created: false };
  const settings = await findIntegrationSettings(db, tenantId);
  const url = settings?.productIntegrationXmlLink;
  if (!url) throw conflict('NO_FEED_URL', 'The store has no feed URL to import from.');
  return { id: await enqueueImport(db, tenantId, { url }), created: true };
}

/** Queues an import of an uploaded feed file; a waiting entry of the store reads the file instead. */
export async function enqueueUpload(db: Db, tenantId: number, file: StoredFile): Promise<number> {
  const existing = await activeImportOf(db, tenantId);
  if (existing?.status === 'running' || (existing && !(await replaceWaitingSource(db, existing.id, { file })))) {
    throw conflict('IMPORT_RUNNING', 'An import of this store is running; upload the file when it ends.');
  }
  return existing ? existing.id : enqueueImport(db, tenantId, { file });
}

/** Refusal of a dry run or returns file while the store has MAX_WAITING_JOBS_PER_STORE of them waiting. */
export const tooManyJobsWaiting = () =>
  conflict(
    'TOO_MANY_JOBS_WAITING',
    `This store already has ${MAX_WAITING_JOBS_PER_STORE} checks or files waiting; send more when one of them ends.`,
  );

export async function startDryRun(db: Db, tenantId: number, source: JobSource): Promise<number> {
  const id = await insertDryRun(db, tenantId, source);
  if (id === null) throw tooManyJobsWaiting();
  return id;
}

const movedOrder = (ids: number[], id: number, move: QueueMove): number[] => {
  const at = ids.indexOf(id);
  const order = ids.filter((other) => other !== id);
  const to = move === 'TOP' ? 0 : move === 'UP' ? Math.max(0, at - 1) : Math.min(ids.length - 1, at + 1);
  order.splice(to, 0, id);
  return order;
};

/** Moves a waiting entry one place up or down, or to the top. */
export async function moveQueueEntry(db: Db, id: number, move: QueueMove): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = await lockWaitingImports(trx);
    if (!ids.includes(id)) {
      if (await findQueueEntry(trx, id))
        throw conflict('QUEUE_ENTRY_NOT_WAITING', 'Only a waiting entry of the queue can be moved.');
      throw notFound('Queue entry not found.');
    }
    await renumberWaiting(trx, movedOrder(ids, id, move));
  });
}

/** Removes a waiting entry (it will not run) or a failed one (it leaves the list); a running one is stopped by a restart. */
export async function removeQueueEntry(db: Db, id: number): Promise<void> {
  const entry = await findQueueEntry(db, id);
  if (!entry || (entry.status === 'failed' && entry.dismissed) || entry.status === 'finished') {
    throw notFound('Queue entry not found.');
  }
  if (entry.status === 'running')
    throw conflict('QUEUE_ENTRY_NOT_WAITING', 'This import is running; restart the merchant feed to stop it.');
  const removed = entry.status === 'waiting' ? await deleteWaitingJob(db, id) : await dismissFailedJob(db, id);
  if (!removed) throw conflict('QUEUE_ENTRY_NOT_WAITING', 'The entry changed meanwhile; reload the queue.');
}

export async function getJob(db: Db, tenantId: number, id: number): Promise<FeedJob> {
  const job = await findJob(db, tenantId, id);
  if (!job) throw notFound('Job not found.');
  return {
    id: job.id,
    tenantId: job.tenantId,
    // findJob reads imports and dry runs only.
    kind: job.kind as FeedJob['kind'],
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    failure: job.failure,
    failureDetail: (job.failureDetail as FeedJob['failureDetail']) ?? null,
    progress: progressOf(job),
    report: (job.report as FeedJob['report']) ?? null,
  };
}

/** Queues every store with XML integration and a feed URL (those already queued keep their place). */
export async function requeueFeedStores(db: Db): Promise<number> {
  let queued = 0;
  for (const store of await feedStores(db)) {
    if (await activeImportOf(db, store.id)) continue;
    await enqueueImport(db, store.id, { url: store.url });
    queued += 1;
  }
  return queued;
}

/**
 * Runs again a job cut short (a shutdown, a crash, a lost database connection), unless it was cut
 * MAX_JOB_ATTEMPTS times already: an import is queued anew, from the store's feed URL or the same file;
 * a returns file (failed or still running) waits again and goes on after the rows it recorded. Dry runs
 * are not run again. Answers whether it was queued.
 */
export async function requeueInterrupted(db: Db, job: InterruptedJob): Promise<boolean> {
  const attempts = job.attempts + 1;
  if (attempts >= MAX_JOB_ATTEMPTS) return false;
  if (job.kind === 'returns') return resumeReturnsJob(db, job.id, attempts);
  if (job.kind !== 'import' || (await activeImportOf(db, job.tenantId))) return false;
  const settings = await findIntegrationSettings(db, job.tenantId);
  const url = job.url ?? settings?.productIntegrationXmlLink ?? null;
  if (url) await enqueueImport(db, job.tenantId, { url }, attempts);
  else if (job.file) await enqueueImport(db, job.tenantId, { file: job.file }, attempts);
  else return false;
  return true;
}

/**
 * Jobs left running by a worker that died (heartbeat older than `staleBefore`) are marked failed
 * ('interrupted', their runs too) and their stores queued again. One transaction: a store is never
 * left failed without its new entry. The jobs the recovering worker is running (`runningHere`) are never among
 * them: it is alive, and a beat of its own that came late (a process starved of CPU) does not make its run a dead
 * worker's. A job still claimed by it that it no longer runs (its end could not be recorded) is recovered.
 */
export async function recoverInterruptedJobs(
  db: Db,
  staleBefore: Date,
  runningHere: readonly number[] = [],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await removeSilentWorkers(trx, staleBefore);
    const failed = await failRunningJobs(trx, 'interrupted', { before: staleBefore, except: runningHere });
    for (const job of failed) await requeueInterrupted(trx, job);
    return failed.length;
  });
}

/** Marks every running job failed (a restart stops them, in whichever process they run). */
export function stopRunningJobs(db: Db, reason: string) {
  return failRunningJobs(db, reason);
}

export async function getMerchantFeedState(db: Db, staleMs = HEARTBEAT_MS * STALE_HEARTBEATS) {
  const { heartbeatAt, runningTenantId } = await merchantFeedState(db);
  const active = heartbeatAt !== null && Date.now() - heartbeatAt.getTime() < staleMs;
  return {
    state: active ? ('active' as const) : ('inactive' as const),
    heartbeatAt: heartbeatAt?.toISOString() ?? null,
    runningTenantId: active ? runningTenantId : null,
  };
}
