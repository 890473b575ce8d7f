import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/** The provider tables' two syncs over every store (`/strong/modelings/sync...`), each run as a job. */
export const PROVIDER_SYNC_KINDS = ['create_tables', 'link_products'] as const;
export type ProviderSyncKind = (typeof PROVIDER_SYNC_KINDS)[number];

const union = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** One sync job: how far it has gone (stores) and what it did so far. */
export const ProviderSyncJobSchema = Type.Object({
  id: Type.Integer(),
  kind: union(PROVIDER_SYNC_KINDS),
  /** The size system whose store tables `create_tables` copies; null for `link_products`. */
  sizeSystem: Nullable(Type.String()),
  status: union(['waiting', 'running', 'finished', 'failed'] as const),
  progress: Type.Object({ storesDone: Type.Integer(), storesTotal: Type.Integer() }),
  result: Type.Object({
    created: Type.Integer({ description: 'Provider tables created (create_tables).' }),
    skippedWithoutStrongBrand: Type.Integer({ description: 'Store tables whose brand links to no provider brand.' }),
    linked: Type.Integer({ description: 'Products whose provider table changed, set or cleared (link_products).' }),
    unmatched: Type.Integer({ description: 'Products with a strong link matching no provider table, at the end.' }),
  }),
  failure: Nullable(Type.String()),
  authorName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type ProviderSyncJob = Static<typeof ProviderSyncJobSchema>;

/** `GET /strong/modelings/sync/jobs`: the latest job of each kind (none before the first). */
export const ProviderSyncJobsSchema = Type.Object({ data: Type.Array(ProviderSyncJobSchema) });
export type ProviderSyncJobs = Static<typeof ProviderSyncJobsSchema>;
