import type { Db } from '../db/connection.js';
import { claimProviderSyncJob, failProviderSyncJob, finishProviderSyncJob } from '../repositories/providerSyncJobs.js';
import { runProviderSyncJob } from './providerSync.js';

export interface ProviderSyncWorkerOptions {
  db: Db;
  /** Between two looks for jobs queued through another process (a job queued here wakes it at once). */
  pollMs?: number;
  /** A running job whose heartbeat is older is taken again (its process stopped): it goes on where it was. */
  staleMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the provider tables' sync jobs (migration 040) beside the feed worker, never in a request: one job
 * at a time in a process; several processes share the queue (claims skip locked rows).
 */
export class ProviderSyncWorker {
  private readonly pollMs: number;
  private readonly staleMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly controller = new AbortController();

  constructor(private readonly options: ProviderSyncWorkerOptions) {
    this.pollMs = options.pollMs ?? 5000;
    this.staleMs = options.staleMs ?? 120_000;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for jobs now (after the one running, if any). */
  wake(): void {
    if (this.controller.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Runs jobs until none is left; ends quietly when stopped. */
  private async drain(): Promise<void> {
    const { db } = this.options;
    try {
      for (;;) {
        if (this.controller.signal.aborted) return;
        const job = await claimProviderSyncJob(db, new Date(Date.now() - this.staleMs));
        if (!job) return;
        try {
          await finishProviderSyncJob(db, job.id, await runProviderSyncJob(db, job, this.controller.signal));
        } catch (error) {
          // Stopped: the job stays running and another process (or this one's next start) goes on with it.
          if (this.controller.signal.aborted) return;
          this.options.log?.(`sync job ${job.id} failed`, error);
          await failProviderSyncJob(db, job.id, messageOf(error));
        }
      }
    } catch (error) {
      if (!this.controller.signal.aborted) this.options.log?.('looking for sync jobs failed', error);
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.controller.abort(new Error('stopped'));
    await this.running;
  }
}
