import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connection.js';
import type { ProviderSyncJobsTable } from '../db/schema.js';
import type { ProviderSyncKind } from '../../contract/providerSync.js';

export type ProviderSyncJobRow = Selectable<ProviderSyncJobsTable>;

/** What a store's step added to a job's counts. */
export interface StoreStepCounts {
  created?: number;
  skipped?: number;
  linked?: number;
}

/**
 * Queues a sync job; null when a job of this kind is already waiting or running (one at a time: the
 * partial unique index of migration 040).
 */
export async function insertProviderSyncJob(
  db: Db,
  values: { kind: ProviderSyncKind; sizeSystem: string | null; authorId: number; authorName: string },
): Promise<ProviderSyncJobRow | null> {
  const row = await db
    .insertInto('provider_sync_jobs')
    .values({
      kind: values.kind,
      size_system: values.sizeSystem,
      author_id: values.authorId,
      author_name: values.authorName,
    })
    .onConflict((oc) => oc.column('kind').where('status', 'in', ['waiting', 'running']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The waiting or running job of a kind, if any. */
export function findOpenProviderSyncJob(db: Db, kind: ProviderSyncKind) {
  return db
    .selectFrom('provider_sync_jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', 'in', ['waiting', 'running'])
    .executeTakeFirst();
}

/** The latest job of each kind. */
export async function latestProviderSyncJobs(db: Db): Promise<ProviderSyncJobRow[]> {
  const { rows } = await sql<ProviderSyncJobRow>`
    SELECT DISTINCT ON (kind) * FROM provider_sync_jobs ORDER BY kind, id DESC`.execute(db);
  return rows;
}

/**
 * Takes the oldest waiting job, or a running one whose process stopped beating before `staleBefore` (it goes
 * on after the last store it finished). Several processes never take one job twice.
 */
export async function claimProviderSyncJob(db: Db, staleBefore: Date): Promise<ProviderSyncJobRow | undefined> {
  const { rows } = await sql<ProviderSyncJobRow>`
    UPDATE provider_sync_jobs SET status = 'running', started_at = coalesce(started_at, now()), heartbeat_at = now()
    WHERE id = (
      SELECT id FROM provider_sync_jobs
      WHERE status = 'waiting' OR (status = 'running' AND heartbeat_at < ${staleBefore})
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return rows[0];
}

/** The stores a job goes through, in order: those with tables of its size system, or with linked products. */
export async function storesOfJob(db: Db, job: Pick<ProviderSyncJobRow, 'kind' | 'size_system'>): Promise<number[]> {
  const rows =
    job.kind === 'create_tables'
      ? await db
          .selectFrom('modelings')
          .select('tenant_id')
          .distinct()
          .where('size_system', '=', job.size_system as string)
          .orderBy('tenant_id')
          .execute()
      : await db
          .selectFrom('products')
          .select('tenant_id')
          .distinct()
          .where((eb) => eb.or([eb('strong_brand_id', 'is not', null), eb('strong_modeling_id', 'is not', null)]))
          .orderBy('tenant_id')
          .execute();
  return rows.map((r) => r.tenant_id);
}

export async function setProviderSyncTotal(db: Db, id: number, storesTotal: number): Promise<void> {
  await db
    .updateTable('provider_sync_jobs')
    .set({ stores_total: storesTotal, heartbeat_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** A store done: in the transaction that did its work, so the counts and the place to go on from stay exact. */
export async function recordStoreDone(trx: Db, id: number, tenantId: number, counts: StoreStepCounts): Promise<void> {
  await trx
    .updateTable('provider_sync_jobs')
    .set((eb) => ({
      stores_done: eb('stores_done', '+', 1),
      last_tenant_id: tenantId,
      created_count: eb('created_count', '+', counts.created ?? 0),
      skipped_count: eb('skipped_count', '+', counts.skipped ?? 0),
      linked_count: eb('linked_count', '+', counts.linked ?? 0),
      heartbeat_at: sql`now()`,
    }))
    .where('id', '=', id)
    .execute();
}

export async function finishProviderSyncJob(db: Db, id: number, unmatched: number): Promise<void> {
  await db
    .updateTable('provider_sync_jobs')
    .set({ status: 'finished', unmatched_count: unmatched, finished_at: sql`now()`, heartbeat_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function failProviderSyncJob(db: Db, id: number, failure: string): Promise<void> {
  await db
    .updateTable('provider_sync_jobs')
    .set({ status: 'failed', failure, finished_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
