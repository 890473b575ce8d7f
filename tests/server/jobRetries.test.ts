import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectPostgres } from '../../server/db/connection.js';
import { databaseUnavailable } from '../../server/db/unavailable.js';
import { CONNECTION_LOST, MAX_JOB_ATTEMPTS } from '../../server/feeds/heartbeat.js';
import type { FeedRunner } from '../../server/feeds/feedRunner.js';
import { FeedWorker } from '../../server/services/feedWorker.js';
import type { Db } from '../../server/db/connection.js';
import { enqueueImport } from '../../server/repositories/feedJobs.js';
import { insertReturnsJob, returnsResultParts } from '../../server/repositories/returnsJobs.js';
import { storedFileOf } from '../../server/http/storedUploads.js';
import { processReturnsFile, returnsFileRunner } from '../../server/services/returnsFile.js';
import { lineFeedRunner } from './feedTestRunner.js';
import { useTestApp, type TestContext } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { workerDatabaseUrl } from './testDatabase.js';
import { until } from './until.js';

const options = { processingType: 'PRODUCT_ID', ignorePurchasedSize: false, ignoreSkuSpaces: false } as const;
/** A returns file of `rows` rows naming orders the store does not have (each row is answered "invalid"). */
const returnsFile = (rows: number) =>
  Buffer.from(
    ['orderId,productId,size', ...Array.from({ length: rows }, (_, i) => `${900_000 + i},1,M`)].join('\r\n') + '\r\n',
  );

const jobIn = (db: Db, id: number) =>
  db.selectFrom('feed_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jobOf = (t: TestContext, id: number) => jobIn(t.db, id);

async function resultLines(db: Db, jobId: number): Promise<string[]> {
  let text = '';
  for await (const part of returnsResultParts(db, jobId)) text += part;
  return text.trim().split('\r\n');
}

function workerOf(t: TestContext, runner: FeedRunner, db: Db = t.db) {
  return new FeedWorker({
    db,
    runner,
    returnsRunner: returnsFileRunner(db, t.config, t.app.log),
    allowedUrlPrefixes: [],
    scheduleHours: 24,
    pollMs: 20,
    heartbeatMs: 50,
    log: () => undefined,
  });
}

describe('jobs cut short', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('queues an import whose database connection was lost again, at most a few times', async () => {
    const { alpha } = t.fx.tenants;
    const base = lineFeedRunner(t.db);
    let cuts = 0;
    const runner: FeedRunner = {
      analyseFeed: (args) => base.analyseFeed(args),
      importFeed: async (args) => {
        if (cuts++ < 1) throw databaseUnavailable();
        return base.importFeed(args);
      },
    };
    const first = await enqueueImport(t.db, alpha, { file: storedFileOf(Buffer.from('a1|Calça')) });
    const worker = workerOf(t, runner);
    expect(await worker.runOnce()).toBe(true);
    expect(await jobOf(t, first)).toMatchObject({ status: 'failed', failure: CONNECTION_LOST });
    const again = await t.db.selectFrom('feed_jobs').selectAll().where('id', '<>', first).executeTakeFirstOrThrow();
    expect(again).toMatchObject({ tenant_id: alpha, kind: 'import', status: 'waiting', attempts: 1 });
    expect(await worker.runOnce()).toBe(true);
    expect((await jobOf(t, again.id)).status).toBe('finished');
    expect(await t.db.selectFrom('products').select('name').where('tenant_id', '=', alpha).execute()).toEqual([
      { name: 'Calça' },
    ]);

    // A job whose connection is lost every time stops being queued after MAX_JOB_ATTEMPTS runs.
    const always: FeedRunner = { ...runner, importFeed: () => Promise.reject(databaseUnavailable()) };
    await enqueueImport(t.db, alpha, { file: storedFileOf(Buffer.from('a2')) });
    const losing = workerOf(t, always);
    while (await losing.runOnce());
    const failed = await t.db
      .selectFrom('feed_jobs')
      .select('attempts')
      .where('failure', '=', CONNECTION_LOST)
      .where('id', '<>', first)
      .execute();
    expect(failed.map((job) => job.attempts)).toEqual([0, 1, 2].slice(0, MAX_JOB_ATTEMPTS));
  });

  // Batches of two rows decided whole, and batches of three decided a row at a time (the cut drops a batch half decided).
  it.each([
    { batchRows: 2, sliceRows: 2 },
    { batchRows: 3, sliceRows: 1 },
  ])(
    'resumes a returns file cut by a crash after its last recorded batch: every row once in the result (%o)',
    async (sizes) => {
      const { alpha } = t.fx.tenants;
      const file = storedFileOf(returnsFile(7));
      const id = (await insertReturnsJob(t.db, alpha, t.fx.users.storeAlpha, file, options))!;
      await t.db
        .updateTable('feed_jobs')
        .set({ status: 'running', claimed_by: 'killed' })
        .where('id', '=', id)
        .execute();
      // The process dies part-way: some batches are recorded, not all.
      let checks = 0;
      const dying = {
        throwIfAborted: () => {
          if (++checks > 4) throw new Error('killed');
        },
      } as AbortSignal;
      await expect(
        processReturnsFile(t.db, { id, tenantId: alpha, file, language: 'en', signal: dying, options, ...sizes }),
      ).rejects.toThrow('killed');
      const recorded = (await jobOf(t, id)).rows_read;
      expect(recorded).toBeGreaterThan(0);
      expect(recorded).toBeLessThan(7);
      await t.db
        .updateTable('feed_jobs')
        .set({ heartbeat_at: new Date(Date.now() - 3_600_000) })
        .where('id', '=', id)
        .execute();

      const worker = workerOf(t, lineFeedRunner(t.db));
      await worker.start();
      try {
        await until(async () => (await jobOf(t, id)).status === 'finished', 'the resumed returns file', 30_000);
      } finally {
        await worker.stop();
      }
      expect(await jobOf(t, id)).toMatchObject({ rows_read: 7, invalid_count: 7, attempts: 1 });
      const lines = await resultLines(t.db, id);
      expect(lines[0]).toMatch(/^orderId,productId,size,/);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
        Array.from({ length: 7 }, (_, i) => String(900_000 + i)),
      );
    },
  );
});

describe('jobs whose database backend is ended (pg_terminate_backend)', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  // Its waits take up to 30 s each: one that does not end says which it was, not the test's own limit.
  it('runs a returns file again after its connection is ended mid-job and records every row once', async () => {
    const url = new URL(await workerDatabaseUrl());
    url.searchParams.set('application_name', 'provador-job-victim');
    const victim = connectPostgres(url.toString(), 2, () => undefined);
    const rows = 30_000;
    const id = (await insertReturnsJob(
      t.db,
      t.fx.tenants.alpha,
      t.fx.users.storeAlpha,
      storedFileOf(returnsFile(rows)),
      options,
    ))!;
    const worker = workerOf(t, lineFeedRunner(victim.db), victim.db);
    await worker.start();
    try {
      // Holds the inserts into the result parts while the job has recorded some batches and not all: its next
      // batch's statement then waits in the middle of its work, and ending that backend cuts the job mid-work.
      await until(
        () =>
          t.db.transaction().execute(async (trx) => {
            await sql`LOCK TABLE returns_result_parts IN SHARE MODE`.execute(trx);
            const { rows_read: read } = await jobIn(trx, id);
            if (read === 0 || read === rows) return false;
            await until(
              async () => {
                // A transaction reads the server's activity once unless told to read it again.
                await sql`SELECT pg_stat_clear_snapshot()`.execute(trx);
                const { rows: ended } = await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                  WHERE application_name = 'provador-job-victim' AND wait_event_type = 'Lock'
                    AND query ILIKE '%INSERT INTO returns_result_parts%'`.execute(trx);
                return ended.length > 0;
              },
              'a batch to wait for the result parts',
              30_000,
            );
            return true;
          }),
        'some batches of the job to be recorded',
        30_000,
      );
      await until(async () => (await jobOf(t, id)).status === 'finished', 'the job to finish', 30_000);
    } finally {
      await worker.stop();
      await victim.close();
    }
    const job = await jobOf(t, id);
    expect(job.attempts).toBeGreaterThan(0);
    expect(job).toMatchObject({ rows_read: rows, invalid_count: rows, returned_count: 0 });
    const lines = await resultLines(t.db, id);
    expect(lines).toHaveLength(rows + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(rows);
  }, 100_000);
});
