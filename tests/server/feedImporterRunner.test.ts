import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedFetchOptions } from '../../server/config.js';
import { feedImporterRunner } from '../../server/feeds/feedImporterRunner.js';
import { FeedWorker } from '../../server/feeds/worker.js';
import { useTestApp } from './harness.js';
import { rssFeed, type SampleItem } from './feedSamples.js';

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
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('feed worker with the real importer and a feed server', () => {
  const t = useTestApp();
  let feeds: Awaited<ReturnType<typeof feedServer>>;
  beforeAll(async () => {
    feeds = await feedServer();
  });
  afterAll(() => new Promise<void>((resolve) => feeds.server.close(() => resolve())));

  const workerOf = () =>
    new FeedWorker({
      db: t.db,
      runner: feedImporterRunner(t.db, feedFetchOptions(t.config)),
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
    expect(run).toMatchObject({ status: 'failed', failure_code: 'FEED_ADDRESS_NOT_PUBLIC', inserted_count: 0 });
    expect(run.error_message).toMatch(/not a public address/);
    const count = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', t.fx.tenants.alpha)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
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
