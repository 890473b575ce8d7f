import type { Identifier } from 'react-admin';
import type { FeedJob, MerchantFeedState, QueueEntry } from '../../../contract/feeds';
import { call, getJson, send, sendFile, withQuery } from '../../providers/apiCalls';
import type { ImportRun } from '../../../contract/importRuns';

export type QueueMove = 'UP' | 'DOWN' | 'TOP';
/** What a feed check reads: the address typed, or a file the user chose. */
export type FeedSource = { url: string } | { file: File };

/** The feed imports' calls: the queue (whose list the data provider serves), runs, checks, the merchant feed. */
export const importationsApi = {
  /** The last feed sync of the store, or null before the first. */
  getLatestImport: async (signal?: AbortSignal) =>
    (await getJson<ImportRun | null>('/importations/latest', { signal })) ?? null,
  /** Moderators: moves a queue entry one place up or down, or to the top of the import queue. */
  moveQueueEntry: (id: Identifier, option: QueueMove) =>
    call(withQuery(`/importations/queue/${encodeURIComponent(id)}`, { option }), send('PUT')),
  /** Queues a feed import of the current store (or, for moderators, of the store named). */
  enqueueImport: (tenantId?: number) =>
    getJson<QueueEntry>('/importations/queue', send('POST', tenantId === undefined ? {} : { tenantId })),
  /** Starts a feed check of an address or a file, without writing anything; answers the job to poll. */
  startFeedCheck: async (source: FeedSource) => {
    const options = 'file' in source ? sendFile(source.file) : send('POST', { url: source.url });
    return (await getJson<{ jobId: number }>('/importations/dry-run', options)).jobId;
  },
  /** Moderators: imports a feed file once into the current store; answers the job to poll. */
  uploadFeed: async (file: File) => (await getJson<{ jobId: number }>('/importations/upload', sendFile(file))).jobId,
  /** A feed job (import or check) as it runs. */
  getFeedJob: (id: number, signal?: AbortSignal) =>
    getJson<FeedJob>(`/importations/jobs/${encodeURIComponent(id)}`, { signal }),
  /** Whether the merchant-feed worker is alive. */
  getMerchantFeedState: (signal?: AbortSignal) => getJson<MerchantFeedState>('/gmerchant/state', { signal }),
  /** Administrators: stops a stuck import and restarts the merchant-feed worker. */
  restartMerchantFeed: () => call('/gmerchant/restart', send('POST')),
};
