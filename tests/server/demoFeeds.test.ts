import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { demoFeedsRoutes } from '../../server/demo/demoFeedRoutes.js';
import { demoFeedPrefix } from '../../server/config.js';
import { DEMO_FEED_NEW_ITEMS } from '../../server/demo/demoFeed.js';
import { DEMO_QUEUED_STORES, seedDemoIfEmpty } from '../../server/demo/demoSeed.js';
import { truncateAll, useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

describe('demo feeds', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  const prefix = demoFeedPrefix(3000);
  // The demo's routes are mounted by server/main.ts when it seeds the demo; so here.
  let demoApp: FastifyInstance;
  beforeAll(async () => {
    demoApp = (await buildApp({ db: t.db, config: t.config, demoRoutes: demoFeedsRoutes })).app;
  });
  afterAll(async () => demoApp?.close());
  const get = (url: string) => demoApp.inject({ method: 'GET', url });

  it('gives every other demo store XML integration with its feed at the app, and queues some of them', async () => {
    await truncateAll(t.db);
    await seedDemoIfEmpty(t.db, { feedUrlPrefix: prefix });
    const stores = await t.db
      .selectFrom('tenants')
      .select(['id', 'product_integration', 'product_integration_xml_link'])
      .orderBy('id')
      .execute();
    const withFeed = stores.filter((s) => s.product_integration === 'INTEGRATION_WITH_XML');
    expect(withFeed.length).toBeGreaterThan(DEMO_QUEUED_STORES);
    for (const store of withFeed) expect(store.product_integration_xml_link).toBe(`${prefix}${store.id}.xml`);
    const jobs = await t.db.selectFrom('feed_jobs').selectAll().orderBy('position').execute();
    expect(jobs.map((j) => [j.tenant_id, j.status, j.kind])).toEqual(
      withFeed.slice(0, DEMO_QUEUED_STORES).map((s) => [s.id, 'waiting', 'import']),
    );

    // Served by the app, without a session: the store's catalogue as variants, plus new arrivals.
    const store = withFeed[1]!;
    const res = await get(`/api/v1/demo-feeds/${store.id}.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g=/);
    expect(xml.trimEnd().endsWith('</channel></rss>')).toBe(true);
    const groups = new Set([...xml.matchAll(/<g:item_group_id>([^<]+)</g)].map((m) => m[1]));
    const products = await t.db
      .selectFrom('products')
      .select('feed_product_id')
      .where('tenant_id', '=', store.id)
      .where('feed_product_id', 'is not', null)
      .execute();
    expect(groups.size).toBe(products.length + DEMO_FEED_NEW_ITEMS);
    for (const p of products) expect(groups.has(p.feed_product_id!)).toBe(true);

    // A store whose address is not saved yet has its demo feed too, so it can be checked before it is saved.
    const manual = stores.find((s) => s.product_integration === 'MANUAL_INTEGRATION')!;
    expect((await get(`/api/v1/demo-feeds/${manual.id}.xml`)).statusCode).toBe(200);
    const unknownStore = stores[stores.length - 1]!.id + 1;
    expect((await get(`/api/v1/demo-feeds/${unknownStore}.xml`)).statusCode).toBe(404);
    expect((await get('/api/v1/demo-feeds/../x.xml')).statusCode).toBe(404);
    expect((await get('/api/v1/demo-feeds/abc.xml')).statusCode).toBe(400);
  }, 120_000);

  it('serves a new store, with no products and no feed address, a demo feed of new arrivals to check', async () => {
    const created = await t.db
      .insertInto('tenants')
      .values({ name: 'New demo store', domain: 'new-demo.example' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await get(`/api/v1/demo-feeds/${created.id}.xml`);
    expect(res.statusCode).toBe(200);
    const groups = new Set([...res.body.matchAll(/<g:item_group_id>([^<]+)</g)].map((m) => m[1]));
    expect(groups.size).toBe(DEMO_FEED_NEW_ITEMS);
    expect(res.body).toContain('<title>New demo store</title>');
  });

  it('allows only the demo-feed route of the app itself by default', async () => {
    const { loadConfig } = await import('../../server/config.js');
    expect(loadConfig({ PORT: '4100' }).feedAllowedUrlPrefixes).toEqual(['http://127.0.0.1:4100/api/v1/demo-feeds/']);
    expect(loadConfig({ FEED_ALLOWED_URL_PREFIXES: 'http://10.0.0.5/feeds/' }).feedAllowedUrlPrefixes).toEqual([
      'http://10.0.0.5/feeds/',
    ]);
    expect(() => loadConfig({ FEED_ALLOWED_URL_PREFIXES: '10.0.0.0/8' })).toThrow(/FEED_ALLOWED_URL_PREFIXES/);
  });
});
