import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedReadOptions } from '../../server/config.js';
import { feedImporterRunner } from '../../server/services/feedImporterRunner.js';
import { FeedWorker } from '../../server/services/feedWorker.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { rssFeed, rssItem, type SampleItem } from './feedSamples.js';

const link = (n: string) => `https://loja.example/p/${n}`;
const items: SampleItem[] = [
  { id: 'V1', title: 'Vestido', link: link('v1'), size: 'M', gender: 'female' },
  { id: 'S2', title: 'Saia', link: link('s2'), size: 'P', gender: 'female' },
];

/** A feed server on 127.0.0.1 (a private address): the same feed at an allowed path and at another. */
async function feedServer(): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/allowed/feed.xml' || request.url === '/other/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(rssFeed(items));
    } else if (request.url === '/allowed/broken.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end('<rss></rss>\nstray text');
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('feed worker with the real importer and a feed server', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let feeds: Awaited<ReturnType<typeof feedServer>>;
  beforeAll(async () => {
    feeds = await feedServer();
  });
  afterAll(() => new Promise<void>((resolve) => feeds.server.close(() => resolve())));

  const workerOf = () =>
    new FeedWorker({
      db: t.db,
      runner: feedImporterRunner(t.db, feedReadOptions(t.config)),
      allowedUrlPrefixes: [`${feeds.base}/allowed/`],
      scheduleHours: 24,
      log: () => undefined,
    });

  async function queueStoreWithFeed(url: string) {
    const { alpha } = t.fx.tenants;
    await t.db
      .updateTable('tenants')
      .set({ product_integration: 'INTEGRATION_WITH_XML', product_integration_xml_link: url })
      .where('id', '=', alpha)
      .execute();
    const session = await t.sessionFor(t.fx.users.moderator, alpha);
    const res = await t.call(session, {
      method: 'POST',
      url: '/api/v1/importations/queue',
      payload: { tenantId: alpha },
    });
    expect(res.statusCode).toBe(201);
    return { session, jobId: (res.json() as { id: number }).id };
  }

  const jobOf = (id: number) => t.db.selectFrom('feed_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const runOf = (id: number) =>
    t.db.selectFrom('import_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('imports a queued store from its feed at an allowed address: products appear, the run ends with counts', async () => {
    const { session, jobId } = await queueStoreWithFeed(`${feeds.base}/allowed/feed.xml`);
    expect(await workerOf().runOnce()).toBe(true);

    const job = await jobOf(jobId);
    expect(job).toMatchObject({ status: 'finished', failure: null });
    expect(await runOf(job.run_id!)).toMatchObject({
      status: 'finished',
      source: 'feed',
      read_count: 2,
      inserted_count: 2,
      failure_code: null,
    });
    const names = await t.db
      .selectFrom('products')
      .select('name')
      .where('tenant_id', '=', t.fx.tenants.alpha)
      .orderBy('name')
      .execute();
    expect(names.map((p) => p.name)).toEqual(['Saia', 'Vestido']);
    const polled = await t.call(session, { method: 'GET', url: `/api/v1/importations/jobs/${jobId}` });
    expect(polled.json()).toMatchObject({ status: 'finished', progress: { read: 2, inserted: 2 } });
  });

  it("refuses the same server's other path as a private address, recorded on the failed run and job", async () => {
    const { jobId } = await queueStoreWithFeed(`${feeds.base}/other/feed.xml`);
    expect(await workerOf().runOnce()).toBe(true);

    const job = await jobOf(jobId);
    expect(job.status).toBe('failed');
    expect(job.failure).toMatch(/not a public address/);
    const run = await runOf(job.run_id!);
    expect(run).toMatchObject({
      status: 'failed',
      failure_code: 'FEED_ADDRESS_NOT_PUBLIC',
      failure_params: { name: '127.0.0.1' },
      inserted_count: 0,
    });
    expect(run.error_message).toMatch(/not a public address/);
    const count = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', t.fx.tenants.alpha)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers why a check or an import failed as a code the screens translate, beside the English words', async () => {
    const session = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    const check = async (url: string) => {
      const started = await t.call(session, { method: 'POST', url: '/api/v1/importations/dry-run', payload: { url } });
      expect(started.statusCode).toBe(202);
      expect(await workerOf().runOnce()).toBe(true);
      const polled = await t.call(session, { method: 'GET', url: `/api/v1/importations/jobs/${started.json().jobId}` });
      return polled.json() as { status: string; failure: string; failureDetail: unknown };
    };
    const broken = await check(`${feeds.base}/allowed/broken.xml`);
    expect(broken).toMatchObject({ status: 'failed', failureDetail: { code: 'FEED_MALFORMED', params: { line: 2 } } });
    expect(broken.failure).toMatch(/text data outside of root node/);
    expect(await check(`${feeds.base}/allowed/missing.xml`)).toMatchObject({
      status: 'failed',
      failureDetail: { code: 'FEED_HTTP_STATUS', params: { status: 404 } },
    });

    const { jobId } = await queueStoreWithFeed(`${feeds.base}/allowed/broken.xml`);
    expect(await workerOf().runOnce()).toBe(true);
    const imported = await t.call(session, { method: 'GET', url: `/api/v1/importations/jobs/${jobId}` });
    expect(imported.json()).toMatchObject({ failureDetail: { code: 'FEED_MALFORMED', params: { line: 2 } } });
  });

  it('answers a dry run of the allowed feed with its report, writing no product', async () => {
    const { alpha } = t.fx.tenants;
    const session = await t.sessionFor(t.fx.users.moderator, alpha);
    const started = await t.call(session, {
      method: 'POST',
      url: '/api/v1/importations/dry-run',
      payload: { url: `${feeds.base}/allowed/feed.xml` },
    });
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json() as { jobId: number };
    expect(await workerOf().runOnce()).toBe(true);

    const polled = await t.call(session, { method: 'GET', url: `/api/v1/importations/jobs/${jobId}` });
    expect(polled.statusCode).toBe(200);
    expect(polled.json()).toMatchObject({
      kind: 'dry_run',
      status: 'finished',
      failure: null,
      report: { items: 2, products: 2, wouldInsert: 2, wouldUpdate: 0 },
    });
    const products = await t.db.selectFrom('products').select('id').where('tenant_id', '=', alpha).execute();
    expect(products).toEqual([]);
  });
});

const feedStart = rssFeed([]).replace('</channel>\n</rss>\n', '');
// 8 MB of blanks inside the channel, in about 8 KB of gzip; and a feed whose items never end.
const bomb = gzipSync(Buffer.concat([Buffer.from(feedStart), Buffer.alloc(8 * 1024 * 1024, ' ')]));

async function hostileFeedServer(): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/bomb.xml') {
      response.writeHead(200, { 'content-type': 'application/xml', 'content-encoding': 'gzip' }).end(bomb);
    } else if (request.url === '/endless.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.write(feedStart);
      let n = 0;
      const more = () => {
        while (!response.destroyed) {
          n += 1;
          if (!response.write(rssItem({ id: `E${n}`, title: `Item ${n}`, link: link(`e${n}`), size: 'M' }))) {
            response.once('drain', more);
            return;
          }
        }
      };
      more();
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('feed limits: decompressed bytes and items', () => {
  const t = useTestApp({ feedMaxBytes: 512 * 1024, feedMaxItems: 1000 });
  recountCountersAfterEach(t);
  let feeds: Awaited<ReturnType<typeof hostileFeedServer>>;
  beforeAll(async () => {
    feeds = await hostileFeedServer();
  });
  afterAll(() => new Promise<void>((resolve) => feeds.server.close(() => resolve())));

  async function importFrom(path: string) {
    const { alpha } = t.fx.tenants;
    await t.db
      .updateTable('tenants')
      .set({ product_integration: 'INTEGRATION_WITH_XML', product_integration_xml_link: `${feeds.base}${path}` })
      .where('id', '=', alpha)
      .execute();
    const session = await t.sessionFor(t.fx.users.moderator, alpha);
    const queued = await t.call(session, {
      method: 'POST',
      url: '/api/v1/importations/queue',
      payload: { tenantId: alpha },
    });
    const worker = new FeedWorker({
      db: t.db,
      runner: feedImporterRunner(t.db, feedReadOptions(t.config)),
      allowedUrlPrefixes: [`${feeds.base}/`],
      scheduleHours: 24,
      log: () => undefined,
    });
    expect(await worker.runOnce()).toBe(true);
    const job = await t.db
      .selectFrom('feed_jobs')
      .selectAll()
      .where('id', '=', (queued.json() as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('failed');
    return t.db.selectFrom('import_runs').selectAll().where('id', '=', job.run_id!).executeTakeFirstOrThrow();
  }

  // 2 GiB of blanks in 2 MB of gzip ended the reading thread out of memory.
  it('stops a gzip bomb at the size limit, counted once decompressed, with that reason', async () => {
    expect(await importFrom('/bomb.xml')).toMatchObject({
      status: 'failed',
      failure_code: 'FEED_TOO_LARGE',
      failure_params: { max: 0.5 },
      read_count: 0,
    });
  });

  it('stops a feed that never ends at the most items allowed, staging no more', async () => {
    const run = await importFrom('/endless.xml');
    expect(run).toMatchObject({ status: 'failed', failure_code: 'FEED_TOO_MANY_ITEMS', failure_params: { max: 1000 } });
    expect(run.read_count).toBeLessThanOrEqual(1000);
    expect(await t.db.selectFrom('feed_stage_items').select('stage_id').execute()).toEqual([]);
  });
});
