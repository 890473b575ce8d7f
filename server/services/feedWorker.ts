import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { DEFAULT_IMPORTATION_RULES, type ImportationRules } from '../../contract/feeds.js';
import type { Db } from '../db/connection.js';
import {
  beatWorker,
  claimNextJob,
  closeFeedRun,
  endJob,
  heartbeatJob,
  removeWorker,
  startFeedRun,
  type ClaimedJob,
} from '../repositories/feedJobs.js';
import { sweepAbandonedStages } from '../repositories/feedStage.js';
import { findImportationRules, findIntegrationSettings } from '../repositories/tenantIntegration.js';
import { refreshStoreHealth } from '../repositories/storeHealth.js';
import { DASHBOARD_REFRESH_SECONDS } from '../../domain/dashboard.js';
import { recoverInterruptedJobs, requeueFeedStores, requeueInterrupted } from './feedQueue.js';
import type { ReturnsRunner } from './returnsFile.js';
import type { FeedRunner, FeedSource } from '../feeds/feedRunner.js';
import { AppError } from '../errors.js';
import { DATABASE_UNAVAILABLE } from '../db/unavailable.js';
import {
  CONNECTION_LOST,
  HEARTBEAT_MS,
  INTERRUPTED,
  STAGE_STALE_MS,
  STALE_HEARTBEATS,
  STOPPED_BY_RESTART,
} from '../feeds/heartbeat.js';
import { feedFailureDetailOf } from '../feeds/feedFailure.js';

export interface FeedWorkerOptions {
  db: Db;
  runner: FeedRunner;
  /** Runs returns files (jobs of kind 'returns'); without it this worker leaves them to other processes. */
  returnsRunner?: ReturnsRunner;
  allowedUrlPrefixes: readonly string[];
  /** Hours between two scheduled re-queues of the stores with XML integration (read again at each arming). */
  scheduleHours: number | (() => number);
  /** Wait between two looks at an empty queue. */
  pollMs?: number;
  /** Between two heartbeats of the worker and of its running job. */
  heartbeatMs?: number;
  /** How long a stop waits for the running job to end after aborting it. */
  stopGraceMs?: number;
  /** Between two refreshes of the health dashboard's per-store figures. */
  healthRefreshMs?: number;
  /** Jobs this worker runs at once (of different stores): a store whose feed host is slow holds one of them only. */
  concurrency?: number;
  log?: (message: string, error?: unknown) => void;
  id?: string;
}

const MAX_TIMER_MS = 2_147_483_647;

const sourceOf = (job: ClaimedJob): FeedSource =>
  job.file ? { kind: 'file', file: job.file } : { kind: 'url', url: job.url as string };

/**
 * The database connection was lost while the job ran (not a fault of the job or its feed): the pool
 * answers such failures as DATABASE_UNAVAILABLE (db/unavailable.ts); a feed host's network errors are not.
 */
const lostConnection = (error: unknown) => error instanceof AppError && error.code === DATABASE_UNAVAILABLE;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A job this worker runs now: how to stop it and its import run, once opened. */
interface RunningJob {
  controller: AbortController;
  runId: number | null;
}

/**
 * Runs feed jobs from the database, up to `concurrency` at once: each of its loops claims the next
 * waiting job (fairly: see claimNextJob), keeps it alive with heartbeats, runs it through the runner
 * and records its end. Several workers (processes) may share one database: claims are taken one at a
 * time, and never two running jobs of one store.
 */
export class FeedWorker {
  readonly id: string;
  private readonly db: Db;
  private readonly options: Required<Omit<FeedWorkerOptions, 'id' | 'db' | 'returnsRunner'>>;
  private readonly returnsRunner: ReturnsRunner | undefined;
  private loops: Promise<void> | null = null;
  private running = false;
  private readonly wakers = new Set<() => void>();
  private readonly jobs = new Map<number, RunningJob>();
  private beat: NodeJS.Timeout | null = null;
  private schedule: NodeJS.Timeout | null = null;
  private healthTimer: NodeJS.Timeout | null = null;
  private requeueStopped = false;
  /** When the schedule last re-queued (or started): the next tick is scheduleHours after it. */
  private scheduledFrom = 0;
  private generation = 0;

  constructor({ db, id, returnsRunner, ...options }: FeedWorkerOptions) {
    this.db = db;
    this.returnsRunner = returnsRunner;
    this.id = id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.options = {
      pollMs: 2000,
      heartbeatMs: HEARTBEAT_MS,
      stopGraceMs: 10_000,
      healthRefreshMs: DASHBOARD_REFRESH_SECONDS * 1000,
      concurrency: 1,
      log: (message, error) => console.error(`[feed worker] ${message}${error ? `: ${messageOf(error)}` : ''}`),
      ...options,
    };
  }

  get staleMs(): number {
    return this.options.heartbeatMs * STALE_HEARTBEATS;
  }

  /**
   * Recovers jobs a dead worker left running and deletes the stages of imports a dead process left, then starts the
   * loop, the heartbeat and the schedule.
   */
  async start(): Promise<void> {
    if (this.running) return;
    await recoverInterruptedJobs(this.db, new Date(Date.now() - this.staleMs));
    await sweepAbandonedStages(this.db, STAGE_STALE_MS);
    await beatWorker(this.db, this.id, null);
    this.running = true;
    this.generation += 1;
    this.beat = setInterval(() => void this.heartbeat(), this.options.heartbeatMs);
    this.beat.unref();
    this.scheduledFrom = Date.now();
    this.armSchedule();
    this.healthTimer = setInterval(() => void this.refreshHealth(), this.options.healthRefreshMs);
    this.healthTimer.unref();
    void this.refreshHealth();
    const generation = this.generation;
    this.loops = Promise.all(Array.from({ length: this.options.concurrency }, () => this.runLoop(generation))).then(
      () => undefined,
    );
  }

  /**
   * Stops the running job (marked failed with the reason) and the loop; the worker's row is removed.
   * An import stopped by a shutdown is queued again, to run on the next start.
   */
  async stop(reason = INTERRUPTED): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.beat) clearInterval(this.beat);
    if (this.schedule) clearTimeout(this.schedule);
    this.schedule = null;
    if (this.healthTimer) clearInterval(this.healthTimer);
    this.requeueStopped = reason === INTERRUPTED;
    for (const job of this.jobs.values()) job.controller.abort(new Error(reason));
    for (const wake of this.wakers) wake();
    // A runner that ignores its signal must not hold a restart: after the grace time the loops are left
    // to end by themselves (their generation is over, so they stop after that run) and new ones may start.
    const grace = new Promise((resolve) => setTimeout(resolve, this.options.stopGraceMs).unref());
    await Promise.race([this.loops, grace]);
    this.loops = null;
    // Still running: recorded as stopped here; whatever they do later is no longer written as their end.
    const stuck = [...this.jobs];
    this.jobs.clear();
    for (const [jobId, { runId }] of stuck) await this.recordFailure(jobId, runId, reason);
    await removeWorker(this.db, this.id).catch((error: unknown) => this.options.log('could not remove its row', error));
  }

  /** Stops a stuck run (marked failed) and starts the loop again. */
  async restart(reason = STOPPED_BY_RESTART): Promise<void> {
    await this.stop(reason);
    await this.start();
  }

  private scheduleMs(): number {
    const { scheduleHours } = this.options;
    return (typeof scheduleHours === 'function' ? scheduleHours() : scheduleHours) * 3_600_000;
  }

  // One timer to the next tick; a timer cannot wait more than about 24.8 days, so a longer wait wakes
  // up early, finds it is not time yet and waits again.
  private armSchedule(): void {
    if (this.schedule) clearTimeout(this.schedule);
    const due = this.scheduledFrom + this.scheduleMs();
    this.schedule = setTimeout(() => void this.scheduleTick(), Math.min(Math.max(0, due - Date.now()), MAX_TIMER_MS));
    this.schedule.unref();
  }

  private async scheduleTick(): Promise<void> {
    if (!this.running) return;
    if (Date.now() >= this.scheduledFrom + this.scheduleMs()) {
      this.scheduledFrom = Date.now();
      await this.requeue();
    }
    if (this.running) this.armSchedule();
  }

  /** Re-arms the schedule after the interval changed: the next tick is the new interval after the last one. */
  reschedule(): void {
    if (this.running) this.armSchedule();
  }

  /** The jobs this worker runs now, oldest claim first. */
  get runningJobIds(): number[] {
    return [...this.jobs.keys()];
  }

  /** The job this worker claimed first of those it runs now, if any. */
  get runningJobId(): number | null {
    return this.runningJobIds[0] ?? null;
  }

  /** Re-queues every store with XML integration and a feed URL (the schedule's tick). */
  async requeue(): Promise<number> {
    try {
      return await requeueFeedStores(this.db);
    } catch (error) {
      this.options.log('scheduled re-queue failed', error);
      return 0;
    }
  }

  /**
   * Recomputes the health dashboard's figures of every store, or of one (after its feed import ended);
   * answers how long it took, in ms, or null when it failed (logged; the next refresh tries again).
   */
  async refreshHealth(tenantId?: number): Promise<number | null> {
    const started = performance.now();
    try {
      await refreshStoreHealth(this.db, tenantId);
      return performance.now() - started;
    } catch (error) {
      this.options.log('health figures refresh failed', error);
      return null;
    }
  }

  /** Claims and runs one job; false when none was waiting. */
  async runOnce(): Promise<boolean> {
    const job = await claimNextJob(this.db, this.id, { returns: this.returnsRunner !== undefined });
    if (!job) return false;
    const controller = new AbortController();
    const running: RunningJob = { controller, runId: null };
    this.jobs.set(job.id, running);
    await beatWorker(this.db, this.id, this.runningJobId);
    const jobBeat = setInterval(() => void this.beatJob(job.id, controller), this.options.heartbeatMs);
    let runId: number | null = null;
    try {
      if (job.kind === 'returns') {
        await this.returnsRunner!({ id: job.id, tenantId: job.tenantId, file: job.file!, signal: controller.signal });
        controller.signal.throwIfAborted();
        await endJob(this.db, job.id, this.id, { status: 'finished' });
        return true;
      }
      const settings = await findIntegrationSettings(this.db, job.tenantId);
      const rules = (await findImportationRules(this.db, job.tenantId)) ?? DEFAULT_IMPORTATION_RULES;
      if (!settings) throw new Error('The store no longer exists.');
      const args = {
        tenantId: job.tenantId,
        source: sourceOf(job),
        rules: rules as ImportationRules,
        settings,
        signal: controller.signal,
        allowedUrlPrefixes: this.options.allowedUrlPrefixes,
      };
      if (job.kind === 'import') {
        runId = await startFeedRun(this.db, job.id, job.tenantId);
        running.runId = runId;
        await this.options.runner.importFeed({ ...args, runId });
        controller.signal.throwIfAborted();
        await closeFeedRun(this.db, runId, null);
        await endJob(this.db, job.id, this.id, { status: 'finished' });
      } else {
        const report = await this.options.runner.analyseFeed(args);
        controller.signal.throwIfAborted();
        await endJob(this.db, job.id, this.id, { status: 'finished', report });
      }
    } catch (error) {
      const lost = !controller.signal.aborted && lostConnection(error);
      const reason = controller.signal.aborted
        ? messageOf(controller.signal.reason)
        : lost
          ? CONNECTION_LOST
          : messageOf(error);
      // Cut short by a shutdown or by its connection's loss, not by its own fault: run again.
      if (lost || (reason === INTERRUPTED && this.requeueStopped)) await this.runAgain(job, runId, reason);
      else await this.recordFailure(job.id, runId, reason, feedFailureDetailOf(error));
    } finally {
      clearInterval(jobBeat);
      if (job.kind === 'import') await this.refreshHealth(job.tenantId);
      if (this.jobs.get(job.id) === running) {
        this.jobs.delete(job.id);
        if (this.running) await beatWorker(this.db, this.id, this.runningJobId).catch(() => undefined);
      }
    }
    return true;
  }

  /**
   * Ends a job cut short and queues it again (requeueInterrupted), in one transaction. When the database
   * cannot take it, the job stays running without heartbeats and is recovered as interrupted, and
   * queued again, once its heartbeat is stale.
   */
  private async runAgain(job: ClaimedJob, runId: number | null, reason: string): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        // A returns file waits again as it is, its file and recorded rows kept.
        if (job.kind === 'returns' && (await requeueInterrupted(trx, job))) return;
        if (runId !== null) await closeFeedRun(trx, runId, reason);
        if (await endJob(trx, job.id, this.id, { status: 'failed', failure: reason })) {
          await requeueInterrupted(trx, job);
        }
      });
    } catch (error) {
      this.options.log(`could not queue job ${job.id} again; it is recovered once its heartbeat is stale`, error);
    }
  }

  private async recordFailure(jobId: number, runId: number | null, reason: string, detail?: unknown): Promise<void> {
    try {
      if (runId !== null) await closeFeedRun(this.db, runId, reason);
      await endJob(this.db, jobId, this.id, { status: 'failed', failure: reason, detail });
    } catch (error) {
      // The database is gone: the job stays running and is recovered as interrupted on a later start.
      this.options.log(`could not record the end of job ${jobId}`, error);
    }
  }

  private async runLoop(generation: number): Promise<void> {
    while (this.running && this.generation === generation) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (error) {
        this.options.log('could not claim a job', error);
      }
      if (!worked && this.running && this.generation === generation) await this.pause(this.options.pollMs);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  // Each beat also recovers jobs whose worker went silent (a process killed and restarted at once finds
  // its old job still fresh on start; it is recovered here once its heartbeat is stale), and deletes the stages
  // of imports whose process died.
  private async heartbeat(): Promise<void> {
    try {
      await beatWorker(this.db, this.id, this.runningJobId);
      await recoverInterruptedJobs(this.db, new Date(Date.now() - this.staleMs), [...this.jobs.keys()]);
      await sweepAbandonedStages(this.db, STAGE_STALE_MS);
    } catch (error) {
      this.options.log('heartbeat failed', error);
    }
  }

  // A job marked failed elsewhere (a restart from another process) is no longer ours: stop running it.
  private async beatJob(jobId: number, controller: AbortController): Promise<void> {
    try {
      if (!(await heartbeatJob(this.db, jobId, this.id))) {
        controller.abort(new Error('The run was stopped.'));
      }
    } catch (error) {
      this.options.log('job heartbeat failed', error);
    }
  }
}
