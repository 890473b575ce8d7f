import type { Db } from '../db/connection.js';
import { STOPPED_BY_RESTART } from '../feeds/heartbeat.js';
import type { FeedWorker } from './feedWorker.js';
import { stopRunningJobs } from './feedQueue.js';

/**
 * Stops every running feed job (marked failed, with its run) — a worker in another process sees its
 * job taken at its next heartbeat and stops it — then restarts this process's worker loop, if it has one.
 */
export async function restartMerchantFeed(db: Db, worker: FeedWorker | undefined): Promise<void> {
  await stopRunningJobs(db, STOPPED_BY_RESTART);
  await worker?.restart(STOPPED_BY_RESTART);
}
