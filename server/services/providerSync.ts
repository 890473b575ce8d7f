import type { ProviderSyncJob, ProviderSyncKind } from '../../contract/providerSync.js';
import type { Db } from '../db/connection.js';
import {
  findOpenProviderSyncJob,
  insertProviderSyncJob,
  latestProviderSyncJobs,
  recordStoreDone,
  setProviderSyncTotal,
  storesOfJob,
  type ProviderSyncJobRow,
} from '../repositories/providerSyncJobs.js';
import { countUnmatchedProducts } from '../repositories/strongModelings.js';
import { createFromStoresIn, linkStoreProducts } from './strongModelings.js';
import type { Author } from './tableVersions.js';

export const providerSyncJobOf = (row: ProviderSyncJobRow): ProviderSyncJob => ({
  id: row.id,
  kind: row.kind,
  sizeSystem: row.size_system,
  status: row.status,
  progress: { storesDone: row.stores_done, storesTotal: row.stores_total },
  result: {
    created: row.created_count,
    skippedWithoutStrongBrand: row.skipped_count,
    linked: row.linked_count,
    unmatched: row.unmatched_count,
  },
  failure: row.failure,
  authorName: row.author_name,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

/**
 * Queues a sync over every store, for a worker to run; answers the job. One job of a kind at a time: while
 * one waits or runs, asking again answers that one.
 */
export async function startProviderSync(
  db: Db,
  kind: ProviderSyncKind,
  sizeSystem: string | null,
  author: Author,
): Promise<ProviderSyncJob> {
  const values = { kind, sizeSystem, authorId: author.userId, authorName: author.name };
  for (;;) {
    const row = (await insertProviderSyncJob(db, values)) ?? (await findOpenProviderSyncJob(db, kind));
    // Null only when the open job ended between the two statements: queue again.
    if (row) return providerSyncJobOf(row);
  }
}

/** The latest sync job of each kind. */
export async function listProviderSyncJobs(db: Db): Promise<ProviderSyncJob[]> {
  return (await latestProviderSyncJobs(db)).map(providerSyncJobOf);
}

/**
 * Runs a claimed job store after store (each in a transaction that also records it done), from the store
 * after the last one done; answers the products left unmatched at the end (link_products) or 0.
 */
export async function runProviderSyncJob(db: Db, job: ProviderSyncJobRow, signal: AbortSignal): Promise<number> {
  const stores = await storesOfJob(db, job);
  const left = stores.filter((id) => id > job.last_tenant_id);
  await setProviderSyncTotal(db, job.id, job.stores_done + left.length);
  const author = job.author_id === null ? null : { userId: job.author_id, name: job.author_name };
  for (const tenantId of left) {
    signal.throwIfAborted();
    await db.transaction().execute(async (trx) => {
      if (job.kind === 'create_tables') {
        const made = await createFromStoresIn(trx, { sizeSystem: job.size_system as string, tenantId }, author);
        await recordStoreDone(trx, job.id, tenantId, {
          created: made.created,
          skipped: made.skippedWithoutStrongBrand,
        });
      } else {
        await recordStoreDone(trx, job.id, tenantId, { linked: await linkStoreProducts(trx, tenantId) });
      }
    });
  }
  return job.kind === 'link_products' ? countUnmatchedProducts(db) : 0;
}
