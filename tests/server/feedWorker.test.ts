import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { connectPostgres } from '../../server/db/connection.js';
import { STOPPED_BY_RESTART } from '../../server/feeds/heartbeat.js';
import { FeedWorker } from '../../server/services/feedWorker.js';
import { recoverInterruptedJobs } from '../../server/services/feedQueue.js';
import type { FeedRunner } from '../../server/feeds/feedRunner.js';
import { claimNextJob, enqueueImport, insertDryRun } from '../../server/repositories/feedJobs.js';
import { storedFileOf } from '../../server/http/storedUploads.js';
import { stage, stagedItems } from './stagedFeeds.js';
import { useTestApp, type TestContext } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { gate, lineFeedRunner } from './feedTestRunner.js';
import { until } from './until.js';

const file = (text: string) => storedFileOf(Buffer.from(text));

// A second connection to the same database, as another server process has.
const otherProcess = (t: TestContext) => connectPostgres(t.databaseUrl, 2);

function workerOf(
  t: TestContext,
  runner: FeedRunner,
  extra: Partial<ConstructorParameters<typeof FeedWorker>[0]> = {},
) {
  return new FeedWorker({
    db: t.db,
    runner,
    allowedUrlPrefixes: [],
    scheduleHours: 24,
    pollMs: 20,
    heartbeatMs: 50,
    log: () => undefined,
    ...extra,
  });
}

const jobOf = (t: TestContext, id: number) =>
  t.db.selectFrom('feed_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** An import left running by the worker `claimed_by`, last heard of at `heartbeat_at`. */
const runningImport = (
  t: TestContext,
  job: { tenant_id: number; claimed_by: string; heartbeat_at: Date } & (
    { url: string; run_id?: number } | { file: Buffer }
  ),
) =>
  t.db
    .insertInto('feed_jobs')
    .values({ kind: 'import', status: 'running', ...job })
    .returning('id')
    .executeTakeFirstOrThrow();

/** A stage holding staging rows, last touched `agoMs` before now: an import's, alive or left by a dead process. */
async function stageTouched(t: TestContext, agoMs: number): Promise<number> {
  const id = await stage(t.db, stagedItems(3));
  await t.db
    .updateTable('feed_stages')
    .set({ touched_at: new Date(Date.now() - agoMs) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The stages holding staging rows. */
const stagedStages = async (t: TestContext) =>
  (await t.db.selectFrom('feed_stage_items').select('stage_id').distinct().orderBy('stage_id').execute()).map(
    (row) => row.stage_id,
  );

async function feedStore(t: TestContext, tenantId: number, url: string | null) {
  await t.db
    .updateTable('tenants')
    .set({ product_integration: 'INTEGRATION_WITH_XML', product_integration_xml_link: url })
    .where('id', '=', tenantId)
    .execute();
}

describe('feed worker', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('runs jobs in the order queued, imports in queue order, recording products, runs and jobs', async () => {
    const { alpha, beta } = t.fx.tenants;
    const first = await enqueueImport(t.db, beta, { file: file('b1|Blusa\nb2|Saia') });
    const second = await enqueueImport(t.db, alpha, { file: file('a1|Calça') });
    const dryRun = (await insertDryRun(t.db, alpha, { file: file('a1\na2') }))!;
    const runner = lineFeedRunner(t.db);
    const worker = workerOf(t, runner);

    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(true);
    expect(runner.runs).toEqual([beta, alpha]);
    expect((await jobOf(t, dryRun)).status).toBe('waiting');
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);
    const checked = await jobOf(t, dryRun);
    expect(checked.status).toBe('finished');
    expect(checked.report).toMatchObject({ items: 2, wouldInsert: 1, wouldUpdate: 1 });

    const done = await jobOf(t, first);
    expect(done.status).toBe('finished');
    expect(done.file).toBeNull();
    const run = await t.db
      .selectFrom('import_runs')
      .selectAll()
      .where('id', '=', done.run_id!)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'finished', read_count: 2, inserted_count: 2, source: 'feed' });
    expect((await jobOf(t, second)).status).toBe('finished');
    const names = await t.db
      .selectFrom('products')
      .select('name')
      .where('tenant_id', '=', beta)
      .orderBy('name')
      .execute();
    expect(names.map((p) => p.name)).toEqual(['Blusa', 'Saia']);
  });

  it('marks a job failed with the reason when the runner throws, and its run too', async () => {
    const id = await enqueueImport(t.db, t.fx.tenants.alpha, { url: 'http://127.0.0.1:9/feed.xml' });
    const broken: FeedRunner = {
      importFeed: async () => {
        throw new Error('Bad XML at line 3');
      },
      analyseFeed: async () => {
        throw new Error('unused');
      },
    };
    await workerOf(t, broken).runOnce();
    const job = await jobOf(t, id);
    expect(job).toMatchObject({ status: 'failed', failure: 'Bad XML at line 3' });
    const run = await t.db
      .selectFrom('import_runs')
      .selectAll()
      .where('id', '=', job.run_id!)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'failed', error_message: 'Bad XML at line 3' });
  });

  it('never lets two workers take the same job or the same store', async () => {
    const other = otherProcess(t);
    try {
      const { alpha, beta } = t.fx.tenants;
      await enqueueImport(t.db, alpha, { file: file('a1') });
      await enqueueImport(t.db, beta, { file: file('b1') });
      // Racing claims from two connections: each job goes to exactly one of them.
      const claims = await Promise.all([
        claimNextJob(t.db, 'one'),
        claimNextJob(other.db, 'two'),
        claimNextJob(other.db, 'three'),
      ]);
      const taken = claims.filter((c) => c !== undefined);
      expect(taken.map((c) => c!.tenantId).sort()).toEqual([alpha, beta].sort());
      // The store being run cannot be queued a second time, so no other worker can get it.
      expect(await enqueueImport(t.db, alpha, { file: file('a2') })).toBe(taken.find((c) => c!.tenantId === alpha)!.id);
      expect(await claimNextJob(other.db, 'four')).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('two running workers run the waiting stores once each', async () => {
    const other = otherProcess(t);
    const runner = lineFeedRunner(t.db);
    const a = workerOf(t, runner);
    const b = workerOf(t, runner, { db: other.db });
    try {
      const { alpha, beta } = t.fx.tenants;
      const ids = [
        await enqueueImport(t.db, alpha, { file: file('a1') }),
        await enqueueImport(t.db, beta, { file: file('b1') }),
      ];
      await Promise.all([a.start(), b.start()]);
      await until(
        async () => (await Promise.all(ids.map((id) => jobOf(t, id)))).every((j) => j.status === 'finished'),
        'both',
      );
      expect(runner.runs.sort()).toEqual([alpha, beta].sort());
      const claimers = await t.db.selectFrom('feed_jobs').select('claimed_by').execute();
      expect(claimers).toHaveLength(2);
    } finally {
      await a.stop();
      await b.stop();
      await other.close();
    }
  });

  it('on start marks runs a dead worker left as interrupted, queues their stores again and deletes their staging rows', async () => {
    const { alpha, beta } = t.fx.tenants;
    await feedStore(t, alpha, 'https://alfa.example/feed.xml');
    const run = await t.db
      .insertInto('import_runs')
      .values({ tenant_id: alpha, source: 'feed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stale = await runningImport(t, {
      tenant_id: alpha,
      url: 'https://alfa.example/feed.xml',
      run_id: run.id,
      claimed_by: 'dead',
      heartbeat_at: new Date(Date.now() - 3_600_000),
    });
    // A live worker's job (recent heartbeat) is left alone.
    const live = await runningImport(t, {
      tenant_id: beta,
      file: file('b1'),
      claimed_by: 'alive',
      heartbeat_at: new Date(),
    });
    await t.db
      .insertInto('feed_workers')
      .values({ id: 'dead', heartbeat_at: new Date(Date.now() - 3_600_000) })
      .execute();
    // The staging rows of an import whose process died, and those of one that is alive.
    await stageTouched(t, 3_600_000);
    const liveStage = await stageTouched(t, 0);
    // Heartbeats a minute apart: the live job stays fresh however slowly this worker starts.
    const worker = workerOf(t, lineFeedRunner(t.db), { pollMs: 60_000, heartbeatMs: 60_000 });
    await worker.start();
    try {
      expect(await stagedStages(t)).toEqual([liveStage]);
      const stages = await t.db.selectFrom('feed_stages').select('id').execute();
      expect(stages).toEqual([{ id: liveStage }]);
      const workers = await t.db.selectFrom('feed_workers').select('id').execute();
      expect(workers).toEqual([{ id: worker.id }]);
      expect(await jobOf(t, stale.id)).toMatchObject({ status: 'failed', failure: 'interrupted' });
      const failedRun = await t.db
        .selectFrom('import_runs')
        .selectAll()
        .where('id', '=', run.id)
        .executeTakeFirstOrThrow();
      expect(failedRun).toMatchObject({ status: 'failed', error_message: 'interrupted' });
      expect((await jobOf(t, live.id)).status).toBe('running');
      const requeued = await t.db
        .selectFrom('feed_jobs')
        .selectAll()
        .where('tenant_id', '=', alpha)
        .where('id', '<>', stale.id)
        .execute();
      expect(requeued).toHaveLength(1);
      expect(requeued[0]).toMatchObject({ url: 'https://alfa.example/feed.xml', kind: 'import' });
      expect(['waiting', 'running', 'failed']).toContain(requeued[0].status);
    } finally {
      await worker.stop();
    }
  });

  it('never recovers a job its worker is running, even when its beats came late', async () => {
    const { alpha } = t.fx.tenants;
    await feedStore(t, alpha, 'https://alfa.example/feed.xml');
    // A process starved of CPU: its job's last beat is older than the stale time when its own worker's beat runs.
    const late = await runningImport(t, {
      tenant_id: alpha,
      url: 'https://alfa.example/feed.xml',
      claimed_by: 'alive',
      heartbeat_at: new Date(0),
    });
    expect(await recoverInterruptedJobs(t.db, new Date(), [late.id])).toBe(0);
    expect(await jobOf(t, late.id)).toMatchObject({ status: 'running', failure: null });
    // Not among the jobs running here (another worker's, or one whose end could not be recorded): recovered.
    expect(await recoverInterruptedJobs(t.db, new Date(), [])).toBe(1);
    expect(await jobOf(t, late.id)).toMatchObject({ status: 'failed', failure: 'interrupted' });
  });

  it('while running, recovers a job whose worker went silent once its heartbeat is stale, and its staging rows', async () => {
    const { alpha } = t.fx.tenants;
    await feedStore(t, alpha, 'https://alfa.example/feed.xml');
    const worker = workerOf(t, lineFeedRunner(t.db), { pollMs: 60_000 });
    await worker.start();
    // Killed while this worker runs: only a heartbeat of the running worker can recover its job.
    const orphan = await runningImport(t, {
      tenant_id: alpha,
      url: 'https://alfa.example/feed.xml',
      claimed_by: 'killed',
      heartbeat_at: new Date(),
    });
    // Its import's staging rows, last touched an hour before.
    await stageTouched(t, 3_600_000);
    try {
      await until(async () => (await jobOf(t, orphan.id)).status === 'failed', 'the orphan to be recovered');
      await until(async () => (await stagedStages(t)).length === 0, "the orphan's staging rows to be deleted");
      expect((await jobOf(t, orphan.id)).failure).toBe('interrupted');
      const again = await t.db.selectFrom('feed_jobs').select('status').where('id', '<>', orphan.id).execute();
      expect(again).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });

  it('a restart stops the running import (failed, run too) and the loop takes the next job', async () => {
    const { alpha, beta } = t.fx.tenants;
    const held = gate();
    const runner = lineFeedRunner(t.db, {
      beforeItem: (tenantId, _index, signal) => (tenantId === alpha ? held.wait(signal) : Promise.resolve()),
    });
    const worker = workerOf(t, runner);
    const stuck = await enqueueImport(t.db, alpha, { file: file('a1') });
    const next = await enqueueImport(t.db, beta, { file: file('b1') });
    await worker.start();
    try {
      await held.atGate;
      expect(worker.runningJobId).toBe(stuck);
      await worker.restart(STOPPED_BY_RESTART);
      const job = await jobOf(t, stuck);
      expect(job).toMatchObject({ status: 'failed', failure: STOPPED_BY_RESTART });
      const run = await t.db
        .selectFrom('import_runs')
        .select('status')
        .where('id', '=', job.run_id!)
        .executeTakeFirstOrThrow();
      expect(run.status).toBe('failed');
      await until(async () => (await jobOf(t, next)).status === 'finished', 'the next job');
    } finally {
      await worker.stop();
    }
  });

  it('a restart does not wait on a run that ignores its signal: it is marked failed and the loop goes on', async () => {
    const { alpha, beta } = t.fx.tenants;
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    const base = lineFeedRunner(t.db);
    const runner: FeedRunner = {
      analyseFeed: (args) => base.analyseFeed(args),
      importFeed: (args) => {
        if (args.tenantId !== alpha) return base.importFeed(args);
        entered();
        return new Promise<void>(() => undefined);
      },
    };
    const worker = workerOf(t, runner, { stopGraceMs: 100 });
    const stuck = await enqueueImport(t.db, alpha, { file: file('a1') });
    const next = await enqueueImport(t.db, beta, { file: file('b1') });
    await worker.start();
    try {
      await started;
      await worker.restart(STOPPED_BY_RESTART);
      expect(await jobOf(t, stuck)).toMatchObject({ status: 'failed', failure: STOPPED_BY_RESTART });
      await until(async () => (await jobOf(t, next)).status === 'finished', 'the next job');
    } finally {
      await worker.stop();
    }
  });

  it('POST /gmerchant/restart stops a run held by a worker elsewhere, which notices at its heartbeat', async () => {
    const { alpha } = t.fx.tenants;
    const held = gate();
    const worker = workerOf(t, lineFeedRunner(t.db, { beforeItem: (_t, _i, signal) => held.wait(signal) }));
    const id = await enqueueImport(t.db, alpha, { file: file('a1\na2') });
    await worker.start();
    try {
      await held.atGate;
      const admin = await t.sessionFor(t.fx.users.administrator, alpha);
      const res = await t.call(admin, { method: 'POST', url: '/api/v1/gmerchant/restart' });
      expect(res.statusCode).toBe(200);
      expect(await jobOf(t, id)).toMatchObject({ status: 'failed', failure: STOPPED_BY_RESTART });
      await until(async () => worker.runningJobId === null, 'the worker to drop the run');
      expect(await t.db.selectFrom('products').select('id').where('tenant_id', '=', alpha).execute()).toEqual([]);

      const moderator = await t.sessionFor(t.fx.users.moderator, alpha);
      const refused = await t.call(moderator, { method: 'POST', url: '/api/v1/gmerchant/restart' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'GMERCHANT_ADMIN_ONLY',
        message: 'Only administrators can reboot GMerchant',
      });
    } finally {
      await worker.stop();
    }
  });

  it('GET /gmerchant/state is active while a worker beats, inactive otherwise', async () => {
    const moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    const state = async () => (await t.call(moderator, { method: 'GET', url: '/api/v1/gmerchant/state' })).json();
    expect(await state()).toMatchObject({ state: 'inactive', heartbeatAt: null });
    const worker = workerOf(t, lineFeedRunner(t.db), { pollMs: 60_000 });
    await worker.start();
    try {
      expect(await state()).toMatchObject({ state: 'active' });
    } finally {
      await worker.stop();
    }
    expect((await state()).state).toBe('inactive');
  });

  it('runs a worker in the app unless FEED_WORKER=off', async () => {
    expect(loadConfig({ FEED_WORKER: 'off' }).feedWorker).toBe(false);
    expect(loadConfig({}).feedWorker).toBe(true);
    expect(() => loadConfig({ FEED_WORKER: 'maybe' })).toThrow(/FEED_WORKER/);
    const runner = lineFeedRunner(t.db);
    const id = await enqueueImport(t.db, t.fx.tenants.alpha, { file: file('a1') });

    const apiOnly = await buildApp({ db: t.db, config: { ...t.config, feedWorker: false }, feedRunner: runner });
    expect(apiOnly.feedWorker).toBeUndefined();
    // A worker has registered by the time the app is built (see below): none did here, and the job waits.
    expect(await t.db.selectFrom('feed_workers').selectAll().execute()).toEqual([]);
    expect((await jobOf(t, id)).status).toBe('waiting');
    await apiOnly.app.close();

    const withWorker = await buildApp({ db: t.db, config: t.config, feedRunner: runner });
    try {
      expect(withWorker.feedWorker).toBeDefined();
      expect(await t.db.selectFrom('feed_workers').select('id').execute()).toEqual([{ id: withWorker.feedWorker!.id }]);
      await until(async () => (await jobOf(t, id)).status === 'finished', 'the app worker');
    } finally {
      await withWorker.app.close();
    }
    expect(await t.db.selectFrom('feed_workers').selectAll().execute()).toEqual([]);
  });

  it('the schedule queues every store with XML integration and a feed URL, never twice', async () => {
    const { alpha, beta } = t.fx.tenants;
    await feedStore(t, alpha, 'https://alfa.example/feed.xml');
    await feedStore(t, beta, null);
    const worker = workerOf(t, lineFeedRunner(t.db));
    expect(await worker.requeue()).toBe(1);
    expect(await worker.requeue()).toBe(0);
    const jobs = await t.db.selectFrom('feed_jobs').selectAll().execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ tenant_id: alpha, status: 'waiting', url: 'https://alfa.example/feed.xml' });
    expect(loadConfig({ FEED_SCHEDULE_HOURS: '6' }).feedScheduleHours).toBe(6);
  });

  it('the schedule follows a changed interval without a restart, from its last tick', async () => {
    let hours = 1000;
    const worker = workerOf(t, lineFeedRunner(t.db), { scheduleHours: () => hours });
    // The interval in force at each tick: none may come while it is 1000 hours.
    const ticks: number[] = [];
    worker.requeue = async () => {
      ticks.push(hours);
      return 0;
    };
    const startedAt = Date.now();
    await worker.start();
    try {
      // A second: the new interval counts from the start, so the tick comes then, not 1000 hours later.
      hours = 1 / 3600;
      worker.reschedule();
      await until(async () => ticks.length >= 1, 'the scheduled re-queue');
      expect(ticks[0]).toBe(1 / 3600);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(990);
    } finally {
      await worker.stop();
    }
  });
});
