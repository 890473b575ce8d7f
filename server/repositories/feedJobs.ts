import { sql, type Insertable, type UpdateObject } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import type { StoredFile } from '../http/storedUploads.js';

/** Where a job reads its feed: the store's URL, or a file uploaded with the request. */
export type JobSource = { url: string; file?: undefined } | { file: StoredFile; url?: undefined };

const jobColumns = [
  'j.id',
  'j.tenant_id as tenantId',
  'j.kind',
  'j.status',
  'j.created_at as createdAt',
  'j.started_at as startedAt',
  'j.finished_at as finishedAt',
  'j.failure',
  'j.failure_detail as failureDetail',
  'j.report',
  'j.run_id as runId',
] as const;

const progressColumns = [
  'r.read_count as read',
  'r.inserted_count as inserted',
  'r.updated_count as updated',
  'r.unknown_count as unknown',
  sql<number>`jsonb_array_length(r.errors)`.as('errors'),
] as const;

/** A job's import run and its counts as far as they go (all null before the run has started). */
export interface RunProgressRow {
  runId: number | null;
  read: number | null;
  inserted: number | null;
  updated: number | null;
  unknown: number | null;
  errors: number | null;
}

/**
 * Queues an import of the store, last in line; a store already waiting or running keeps its entry
 * (the partial unique index decides, so two requests at once still make one entry). Answers the entry.
 */
export async function enqueueImport(db: Db, tenantId: number, source: JobSource, attempts = 0): Promise<number> {
  const inserted = await sql<{ id: number }>`
    INSERT INTO feed_jobs (tenant_id, kind, url, file, attempts, position)
    VALUES (${tenantId}, 'import', ${source.url ?? null}, ${source.file ?? null}, ${attempts},
      (SELECT coalesce(max(position), 0) + 1 FROM feed_jobs WHERE status = 'waiting'))
    ON CONFLICT (tenant_id) WHERE kind = 'import' AND status IN ('waiting', 'running') DO NOTHING
    RETURNING id`.execute(db);
  if (inserted.rows[0]) return inserted.rows[0].id;
  const existing = await activeImportOf(db, tenantId);
  // Finished between the insert and this read: queue it anew.
  return existing ? existing.id : enqueueImport(db, tenantId, source);
}

export function activeImportOf(db: Db, tenantId: number) {
  return db
    .selectFrom('feed_jobs')
    .select(['id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'import')
    .where('status', 'in', ['waiting', 'running'])
    .executeTakeFirst();
}

/** A waiting import now reads this uploaded file instead (its place in line is kept). */
export async function replaceWaitingSource(db: Db, id: number, source: JobSource): Promise<boolean> {
  const result = await db
    .updateTable('feed_jobs')
    .set({ url: source.url ?? null, file: source.file ?? null })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Queues a dry run; null when the store has too many jobs waiting (insertStoreJob). */
export function insertDryRun(db: Db, tenantId: number, source: JobSource): Promise<number | null> {
  return insertStoreJob(db, {
    tenant_id: tenantId,
    kind: 'dry_run',
    url: source.url ?? null,
    file: source.file ?? null,
  });
}

/** A job of the store (jobs of other stores are not found). */
export function findJob(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('feed_jobs as j')
    .leftJoin('import_runs as r', 'r.id', 'j.run_id')
    .select([...jobColumns, ...progressColumns])
    .where('j.tenant_id', '=', tenantId)
    .where('j.id', '=', id)
    .where('j.kind', 'in', ['import', 'dry_run'])
    .executeTakeFirst();
}

/**
 * The queue: imports waiting (in order), running, and each store's latest import when it failed and
 * was not removed since. `place` is 1 for the next to run, 0 for the others.
 */
export async function listQueue(db: Db) {
  const { rows } = await sql<
    {
      id: number;
      tenantId: number;
      tenantName: string;
      feedUrl: string | null;
      totalProducts: number;
      status: 'waiting' | 'running' | 'failed';
      place: number;
      queuedAt: Date;
      failure: string | null;
    } & RunProgressRow
  >`
    WITH latest AS (
      SELECT DISTINCT ON (tenant_id) * FROM feed_jobs WHERE kind = 'import' ORDER BY tenant_id, id DESC
    ), entries AS (
      SELECT * FROM latest WHERE status IN ('waiting', 'running') OR (status = 'failed' AND NOT dismissed)
    )
    SELECT j.id, j.tenant_id AS "tenantId", t.name AS "tenantName", j.url AS "feedUrl",
      (SELECT coalesce(sum(n), 0) FROM product_state_counts c WHERE c.tenant_id = j.tenant_id)::int AS "totalProducts",
      j.status,
      CASE WHEN j.status = 'waiting'
        THEN row_number() OVER (PARTITION BY j.status = 'waiting' ORDER BY j.position, j.id) ELSE 0 END::int AS place,
      j.created_at AS "queuedAt", j.failure, j.run_id AS "runId",
      r.read_count AS read, r.inserted_count AS inserted, r.updated_count AS updated,
      r.unknown_count AS unknown, jsonb_array_length(r.errors) AS errors
    FROM entries j
    JOIN tenants t ON t.id = j.tenant_id
    LEFT JOIN import_runs r ON r.id = j.run_id AND j.status = 'running'
    ORDER BY CASE j.status WHEN 'running' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END, j.position, j.id`.execute(db);
  return rows;
}

export function findQueueEntry(db: Db, id: number) {
  return db
    .selectFrom('feed_jobs')
    .select(['id', 'tenant_id as tenantId', 'status', 'dismissed'])
    .where('id', '=', id)
    .where('kind', '=', 'import')
    .executeTakeFirst();
}

/** The waiting imports' ids in order, locked until the transaction ends. */
export async function lockWaitingImports(trx: Db): Promise<number[]> {
  const rows = await trx
    .selectFrom('feed_jobs')
    .select('id')
    .where('status', '=', 'waiting')
    .where('kind', '=', 'import')
    .orderBy('position')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** Numbers the waiting imports 1..n in this order. */
export async function renumberWaiting(trx: Db, orderedIds: number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await sql`
    UPDATE feed_jobs j SET position = o.place
    FROM unnest(${orderedIds}::int[]) WITH ORDINALITY AS o(id, place)
    WHERE j.id = o.id`.execute(trx);
}

export async function deleteWaitingJob(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('feed_jobs')
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function dismissFailedJob(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('feed_jobs')
    .set({ dismissed: true })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What a worker needs to run a claimed job. */
export interface ClaimedJob {
  id: number;
  tenantId: number;
  kind: 'import' | 'dry_run' | 'returns';
  url: string | null;
  /** The uploaded file, compressed (uploadedStream reads it as it was sent), when the job reads one. */
  file: StoredFile | null;
  /** Earlier runs of this job (or of the import it continues) cut short. */
  attempts: number;
}

// Claims are taken one at a time (a transaction-level lock of this number): two claims at once could
// otherwise each see a store with nothing running and both start one of its jobs.
const CLAIM_LOCK = 2_026_112_718;

/**
 * Takes the next waiting job for this worker, fairly: a store with a job running gets no second one, and
 * of the others the job queued first runs first, whatever its kind. Imports keep the queue's order among
 * themselves (an entry moved up runs before the imports it passed) and, as a lane, the time of the
 * oldest waiting import. Returns files only for a worker that runs them.
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  can: { returns: boolean } = { returns: false },
): Promise<ClaimedJob | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
    const { rows } = await sql<ClaimedJob>`
      WITH free AS (
        SELECT id, kind, position, created_at FROM feed_jobs w
        WHERE status = 'waiting' ${can.returns ? sql`` : sql`AND kind <> 'returns'`}
          AND NOT EXISTS (SELECT 1 FROM feed_jobs r WHERE r.tenant_id = w.tenant_id AND r.status = 'running')
      ), lanes AS (
        (SELECT id, (SELECT min(created_at) FROM free WHERE kind = 'import') AS queued_at
          FROM free WHERE kind = 'import' ORDER BY position, id LIMIT 1)
        UNION ALL
        (SELECT id, created_at FROM free WHERE kind <> 'import' ORDER BY created_at, id LIMIT 1)
      )
      UPDATE feed_jobs SET status = 'running', started_at = now(), heartbeat_at = now(), claimed_by = ${workerId}
      WHERE id = (SELECT id FROM lanes ORDER BY queued_at, id LIMIT 1) AND status = 'waiting'
      RETURNING id, tenant_id AS "tenantId", kind, url, file, attempts`.execute(trx);
    return rows[0];
  });
}

/** Dry runs and returns files one store may have waiting at once (its import is one entry anyway). */
export const MAX_WAITING_JOBS_PER_STORE = 3;

/**
 * Queues a dry run or a returns file of the store, unless it already has MAX_WAITING_JOBS_PER_STORE of
 * them waiting: then nothing is written and the answer is null. The store's row is locked meanwhile, so
 * requests at once cannot pass the limit together.
 */
export async function insertStoreJob(
  db: Db,
  values: Insertable<Database['feed_jobs']> & { tenant_id: number; kind: 'dry_run' | 'returns' },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('tenants').select('id').where('id', '=', values.tenant_id).forUpdate().execute();
    const { waiting } = await trx
      .selectFrom('feed_jobs')
      .select((eb) => eb.fn.countAll<number>().as('waiting'))
      .where('tenant_id', '=', values.tenant_id)
      .where('status', '=', 'waiting')
      .where('kind', '<>', 'import')
      .executeTakeFirstOrThrow();
    if (Number(waiting) >= MAX_WAITING_JOBS_PER_STORE) return null;
    const row = await trx.insertInto('feed_jobs').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function attachRun(db: Db, jobId: number, runId: number): Promise<void> {
  await db.updateTable('feed_jobs').set({ run_id: runId }).where('id', '=', jobId).execute();
}

/** Updates the job while it is this worker's running job; false when it is not (stopped elsewhere). */
async function updateClaimedJob(
  db: Db,
  jobId: number,
  workerId: string,
  values: UpdateObject<Database, 'feed_jobs'>,
): Promise<boolean> {
  const result = await db
    .updateTable('feed_jobs')
    .set(values)
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .where('claimed_by', '=', workerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps the claim alive; false when the job is no longer this worker's running job (stopped elsewhere). */
export async function heartbeatJob(db: Db, jobId: number, workerId: string): Promise<boolean> {
  return updateClaimedJob(db, jobId, workerId, { heartbeat_at: sql`now()` });
}

/** Ends this worker's running job; nothing happens when it was already stopped elsewhere. */
export async function endJob(
  db: Db,
  jobId: number,
  workerId: string,
  end: { status: 'finished'; report?: unknown } | { status: 'failed'; failure: string; detail?: unknown },
): Promise<boolean> {
  return updateClaimedJob(db, jobId, workerId, {
    status: end.status,
    finished_at: sql`now()`,
    failure: end.status === 'failed' ? end.failure : null,
    failure_detail: end.status === 'failed' && end.detail ? JSON.stringify(end.detail) : null,
    report: end.status === 'finished' && end.report !== undefined ? JSON.stringify(end.report) : null,
    // The uploaded file is not needed any more.
    file: null,
  });
}

/** A job stopped before its end, as running it again needs it. */
export interface InterruptedJob {
  id: number;
  tenantId: number;
  kind: string;
  url: string | null;
  attempts: number;
  file?: StoredFile | null;
}

/**
 * A returns job stopped before its end (failed, or still running) waits again, its file and rows
 * recorded so far kept (its next run goes on after them); false when it is no such returns job.
 */
export async function resumeReturnsJob(db: Db, id: number, attempts: number): Promise<boolean> {
  const result = await db
    .updateTable('feed_jobs')
    .set({
      status: 'waiting',
      failure: null,
      finished_at: null,
      started_at: null,
      heartbeat_at: null,
      claimed_by: null,
      attempts,
    })
    .where('id', '=', id)
    .where('kind', '=', 'returns')
    .where('status', 'in', ['failed', 'running'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Marks running jobs failed with this reason, with their import runs, and answers them. `staleBefore`:
 * only those whose heartbeat is older (left by a dead worker); without it, every running job.
 */
export async function failRunningJobs(
  trx: Db,
  failure: string,
  stale?: { before: Date; except: readonly number[] },
): Promise<InterruptedJob[]> {
  const { rows } = await sql<InterruptedJob & { runId: number | null }>`
    UPDATE feed_jobs SET status = 'failed', failure = ${failure}, finished_at = now()
    WHERE status = 'running' ${
      stale
        ? sql`AND (heartbeat_at IS NULL OR heartbeat_at < ${stale.before})
              AND NOT (id = ANY(${[...stale.except]}::int[]))`
        : sql``
    }
    RETURNING id, tenant_id AS "tenantId", kind, url, attempts, run_id AS "runId"`.execute(trx);
  const runIds = rows.map((r) => r.runId).filter((id): id is number => id !== null);
  if (runIds.length > 0) {
    await trx
      .updateTable('import_runs')
      .set({ status: 'failed', error_message: failure, finished_at: sql`now()` })
      .where('id', 'in', runIds)
      .where('status', '=', 'running')
      .execute();
  }
  return rows;
}

export async function beatWorker(db: Db, workerId: string, runningJobId: number | null): Promise<void> {
  await sql`
    INSERT INTO feed_workers (id, heartbeat_at, running_job_id) VALUES (${workerId}, now(), ${runningJobId})
    ON CONFLICT (id) DO UPDATE SET heartbeat_at = now(), running_job_id = excluded.running_job_id`.execute(db);
}

/** Rows of workers silent since before this time (a killed process leaves its row). */
export async function removeSilentWorkers(db: Db, silentSince: Date): Promise<void> {
  await db.deleteFrom('feed_workers').where('heartbeat_at', '<', silentSince).execute();
}

export async function removeWorker(db: Db, workerId: string): Promise<void> {
  await db.deleteFrom('feed_workers').where('id', '=', workerId).execute();
}

/** The most recent worker heartbeat and the store of a running import, if any. */
export async function merchantFeedState(db: Db) {
  const worker = await db
    .selectFrom('feed_workers')
    .select(['heartbeat_at as heartbeatAt'])
    .orderBy('heartbeat_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const running = await db
    .selectFrom('feed_jobs')
    .select('tenant_id as tenantId')
    .where('status', '=', 'running')
    .where('kind', '=', 'import')
    .orderBy('started_at')
    .limit(1)
    .executeTakeFirst();
  return { heartbeatAt: worker?.heartbeatAt ?? null, runningTenantId: running?.tenantId ?? null };
}

/** Opens the import run of a claimed import job (the run the importer updates as it goes). */
export async function startFeedRun(db: Db, jobId: number, tenantId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const run = await trx
      .insertInto('import_runs')
      .values({ tenant_id: tenantId, source: 'feed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachRun(trx, jobId, run.id);
    return run.id;
  });
}

/** Closes a run the importer left open: finished, or failed with the reason. */
export async function closeFeedRun(db: Db, runId: number, failure: string | null): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({ status: failure === null ? 'finished' : 'failed', error_message: failure, finished_at: sql`now()` })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .execute();
}
