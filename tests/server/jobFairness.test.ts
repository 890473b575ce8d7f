import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedReadOptions } from '../../server/config.js';
import { feedImporterRunner } from '../../server/services/feedImporterRunner.js';
import { FeedWorker } from '../../server/services/feedWorker.js';
import { claimNextJob, enqueueImport, insertDryRun } from '../../server/repositories/feedJobs.js';
import { insertReturnsJob } from '../../server/repositories/returnsJobs.js';
import { storedFileOf } from '../../server/http/storedUploads.js';
import { returnsFileRunner } from '../../server/services/returnsFile.js';
import { useTestApp, type TestContext } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { rssFeed } from './feedSamples.js';
import { until } from './until.js';

const file = (text: string) => storedFileOf(Buffer.from(text));
const returnsFile = file('orderId,productId,size\r\n999999,1,M\r\n');
const returnsOptions = { processingType: 'PRODUCT_ID', ignorePurchasedSize: false, ignoreSkuSpaces: false } as const;
const dryRunFeed = file(rssFeed([{ id: 'B1', title: 'Blusa', link: 'https://beta.example/b1', size: 'M' }]));

const jobOf = (t: TestContext, id: number) =>
  t.db.selectFrom('feed_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A host that accepts connections and never sends a byte; answers its address and the connections it holds. */
async function silentHost(): Promise<{ server: Server; url: string; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`, sockets };
}

describe('feed jobs of several stores', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let host: Awaited<ReturnType<typeof silentHost>>;
  beforeAll(async () => {
    host = await silentHost();
  });
  afterAll(async () => {
    host.sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => host.server.close(resolve));
  });

  const workerOf = (idleTimeoutMs: number, concurrency?: number) =>
    new FeedWorker({
      db: t.db,
      runner: feedImporterRunner(t.db, {
        ...feedReadOptions(t.config),
        idleTimeoutMs,
        allowedNetworks: ['127.0.0.1'],
      }),
      returnsRunner: returnsFileRunner(t.db, t.config, t.app.log),
      allowedUrlPrefixes: [],
      scheduleHours: 24,
      pollMs: 20,
      heartbeatMs: 50,
      concurrency,
      log: () => undefined,
    });

  it('a store whose feed host never answers does not hold the dry runs and returns files of others', async () => {
    const { alpha, beta } = t.fx.tenants;
    const stuck = await enqueueImport(t.db, alpha, { url: host.url });
    const dryRun = (await insertDryRun(t.db, beta, { file: dryRunFeed }))!;
    const returns = (await insertReturnsJob(t.db, beta, t.fx.users.storeBeta, returnsFile, returnsOptions))!;
    const worker = workerOf(60_000, t.config.feedWorkerJobs);
    await worker.start();
    try {
      await until(
        async () => (await jobOf(t, returns)).status === 'finished',
        "the other store's returns file",
        20_000,
      );
      expect((await jobOf(t, dryRun)).status).toBe('finished');
      expect(host.sockets.length).toBeGreaterThan(0);
      expect((await jobOf(t, stuck)).status).toBe('running');
    } finally {
      await worker.stop();
    }
  });

  it('fails an import whose feed host sends nothing for FEED_IDLE_TIMEOUT_MS, well before the total timeout', async () => {
    const id = await enqueueImport(t.db, t.fx.tenants.alpha, { url: host.url });
    expect(await workerOf(300).runOnce()).toBe(true);
    const job = await jobOf(t, id);
    expect(job).toMatchObject({ status: 'failed', failure: 'The feed server 127.0.0.1 sent nothing for 300 ms.' });
    const run = await t.db
      .selectFrom('import_runs')
      .select(['status', 'failure_code'])
      .where('id', '=', job.run_id!)
      .executeTakeFirstOrThrow();
    expect(run).toEqual({ status: 'failed', failure_code: 'FEED_IDLE_TIMEOUT' });
  });

  it('runs jobs in the order queued, whatever their kind, imports keeping the queue order among themselves', async () => {
    const { alpha, beta } = t.fx.tenants;
    const queued = [
      await enqueueImport(t.db, alpha, { file: dryRunFeed }),
      (await insertReturnsJob(t.db, beta, t.fx.users.storeBeta, returnsFile, returnsOptions))!,
      (await insertDryRun(t.db, alpha, { file: dryRunFeed }))!,
      await enqueueImport(t.db, beta, { file: dryRunFeed }),
    ];
    const worker = workerOf(60_000);
    while (await worker.runOnce());
    const started = await t.db.selectFrom('feed_jobs').select('id').orderBy('started_at').execute();
    expect(started.map((job) => job.id)).toEqual(queued);
  });

  it('never runs two jobs of one store at once: the next store goes first', async () => {
    const { alpha, beta } = t.fx.tenants;
    const running = await enqueueImport(t.db, alpha, { file: dryRunFeed });
    const alphaCheck = (await insertDryRun(t.db, alpha, { file: dryRunFeed }))!;
    const betaCheck = (await insertDryRun(t.db, beta, { file: dryRunFeed }))!;
    expect((await claimNextJob(t.db, 'one'))?.id).toBe(running);
    expect((await claimNextJob(t.db, 'two'))?.id).toBe(betaCheck);
    expect(await claimNextJob(t.db, 'three')).toBeUndefined();
    expect((await jobOf(t, alphaCheck)).status).toBe('waiting');
  });

  it('refuses a fourth waiting check or returns file of a store with 409 TOO_MANY_JOBS_WAITING, others still queue', async () => {
    const { alpha, beta } = t.fx.tenants;
    const moderator = await t.sessionFor(t.fx.users.moderator, alpha);
    const check = (session: typeof moderator) =>
      t.call(session, { method: 'POST', url: '/api/v1/importations/dry-run', payload: { url: 'https://a.example/f' } });
    for (let i = 0; i < 3; i++) expect((await check(moderator)).statusCode).toBe(202);
    const refused = await check(moderator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_JOBS_WAITING' });
    const boundary = 'returns-boundary';
    const upload = await t.call(await t.sessionFor(t.fx.users.storeAlpha, alpha), {
      method: 'POST',
      url: '/api/v1/report/returns?processingType=PRODUCT_ID',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.csv"\r\nContent-Type: text/csv\r\n\r\n` +
        `${returnsFile.toString()}\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({ code: 'TOO_MANY_JOBS_WAITING' });
    const waiting = await t.db.selectFrom('feed_jobs').select('id').where('tenant_id', '=', alpha).execute();
    expect(waiting).toHaveLength(3);
    expect((await check(await t.sessionFor(t.fx.users.moderator, beta))).statusCode).toBe(202);
  });
});
