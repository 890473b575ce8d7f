import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_IMPORTATION_RULES, type ImportationRules } from '../../contract/feeds.js';
import { analyseFeed, importFeed, type FeedSettings } from '../../server/services/feedImport.js';
import { refreshProductStates } from '../../server/repositories/productStates.js';
import { sweepAbandonedStages } from '../../server/repositories/feedStage.js';
import { HEARTBEAT_MS, STAGE_STALE_MS } from '../../server/feeds/heartbeat.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { addChart } from './productFixtures.js';
import { rssFeed, rssItem, streamOf, type SampleItem } from './feedSamples.js';
import { until } from './until.js';

const link = (n: string) => `https://loja.example/p/${n}`;
const settings = (extra: Partial<FeedSettings> = {}, rules: Partial<ImportationRules> = {}): FeedSettings => ({
  rules: { ...DEFAULT_IMPORTATION_RULES, ...rules },
  httpLinkBehavior: 'KEEP',
  automaticallyImportSize: true,
  ...extra,
});

// Variants of G1 are not adjacent, and with batches of 2 they land in different batches.
const catalogue: SampleItem[] = [
  {
    id: 'G1-P',
    group: 'G1',
    title: 'Blusa Azul',
    link: link('g1'),
    size: 'p',
    brand: 'HERING',
    productType: 'Roupas > Blusas',
  },
  { id: 'S2', title: 'Saia', link: link('s2'), size: 'M', brand: 'Nova Marca', gender: 'female' },
  { id: 'S3', title: 'Meia', link: link('s3'), gender: 'male', ageGroup: 'kids' },
  { id: 'G1-G', group: 'G1', title: 'Blusa Azul', link: link('g1'), size: ' G ', brand: 'hering' },
  { id: 'G1-M', group: 'G1', title: 'Blusa Azul', link: link('g1'), size: 'm' },
];

describe('importing a Google Merchant feed', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let tenant: number;
  const run = (items: SampleItem[], s = settings(), batchSize = 2) =>
    importFeed(t.db, { tenantId: tenant, stream: streamOf(rssFeed(items)), settings: s, batchSize });
  const products = () =>
    t.db
      .selectFrom('products')
      .select([
        'id',
        'feed_product_id',
        'permalink',
        'name',
        'brand_id',
        'category_id',
        'gender',
        'age_group',
        'available_sizes',
        'plugin_active',
        'state',
        'updated_at',
      ])
      .where('tenant_id', '=', tenant)
      .orderBy('feed_product_id')
      .execute();
  const runRow = (id: number) =>
    t.db.selectFrom('import_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeEach(async () => {
    tenant = t.fx.tenants.alpha;
    await t.db.insertInto('brands').values({ tenant_id: tenant, name: 'Hering' }).execute();
  });

  it('groups variants into one product with the union of their sizes, and creates brands and categories by name', async () => {
    const result = await run(catalogue);
    expect(result).toMatchObject({ status: 'finished', read: 5, inserted: 3, updated: 0, unknown: 0 });
    const rows = await products();
    expect(rows.map((p) => [p.feed_product_id, p.available_sizes, p.gender, p.age_group])).toEqual([
      ['G1', ['P', 'G', 'M'], 'u', 'adult'],
      ['S2', ['M'], 'f', 'adult'],
      ['S3', [], 'm', 'kids'],
    ]);
    const brands = await t.db
      .selectFrom('brands')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenant)
      .orderBy('id')
      .execute();
    expect(brands.map((b) => b.name)).toEqual(['Hering', 'Nova Marca']);
    expect(rows[0]!.brand_id).toBe(brands[0]!.id);
    const category = await t.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenant)
      .execute();
    expect(category).toEqual([{ id: rows[0]!.category_id, name: 'Blusas' }]);
    expect(rows.every((p) => p.plugin_active && p.state === 'pending')).toBe(true);
    const stored = await runRow(result.runId);
    expect(stored).toMatchObject({ status: 'finished', read_count: 5, inserted_count: 3, error_count: 1 });
    expect(stored.errors).toEqual([
      expect.objectContaining({
        code: 'NO_SIZES',
        product: 'Meia',
        gender: 'm',
        ageGroup: 'kids',
        message: 'Product sizing not found',
      }),
    ]);
    const staged = await t.db.selectFrom('feed_stage_items').select('stage_id').execute();
    expect(staged).toEqual([]);
  });

  it('groups variants listed farther apart than the products held in memory while staging', async () => {
    // Batches of 1 hold 40 products: G1's first variant is staged before its others are read.
    const others = Array.from({ length: 45 }, (_, n) => ({
      id: `O${n}`,
      title: `O${n}`,
      link: link(`o${n}`),
      size: 'U',
    }));
    const feed = [catalogue[0]!, ...others, catalogue[3]!, ...others.slice(0, 1), catalogue[4]!];
    const result = await run(feed, settings(), 1);
    expect(result).toMatchObject({ status: 'finished', read: 49, inserted: 46, unknown: 0 });
    const g1 = (await products()).find((p) => p.feed_product_id === 'G1');
    expect(g1).toMatchObject({ available_sizes: ['P', 'G', 'M'], name: 'Blusa Azul' });
  });

  it('writes nothing when the feed has not changed', async () => {
    await run(catalogue);
    const before = await products();
    const again = await run(catalogue, settings(), 3);
    // Still counted: every item read, and the product without sizes listed again.
    expect(again).toMatchObject({ status: 'finished', read: 5, inserted: 0, updated: 0, deactivated: 0, errors: 1 });
    expect(await runRow(again.runId)).toMatchObject({ read_count: 5, error_count: 1, updated_count: 0 });
    expect(await products()).toEqual(before);
  });

  it('updates only the products that changed, and restores one edited since the last import', async () => {
    await run(catalogue);
    await t.db.updateTable('products').set({ name: 'Saia editada' }).where('feed_product_id', '=', 'S2').execute();
    const before = await products();
    const feed = catalogue.map((i) => (i.id === 'S3' ? { ...i, title: 'Meia nova' } : i));
    const again = await run(feed);
    expect(again).toMatchObject({ status: 'finished', inserted: 0, updated: 2, unknown: 0 });
    const after = await products();
    expect(after.map((p) => [p.feed_product_id, p.name])).toEqual([
      ['G1', 'Blusa Azul'],
      ['S2', 'Saia'],
      ['S3', 'Meia nova'],
    ]);
    expect(after[0]).toEqual(before[0]);
  });

  it('lists sizes a chart lacks, and follows the automatic size import setting', async () => {
    await run(catalogue);
    const chart = await addChart(t.db, tenant, 'Blusas', ['P', 'M']);
    await t.db.updateTable('products').set({ modeling_id: chart }).where('feed_product_id', '=', 'G1').execute();
    const changed = catalogue.map((i) => (i.id === 'G1-G' ? { ...i, size: 'GG' } : i));
    const kept = await run(
      [...changed, { id: 'N9', title: 'Nova', link: link('n9'), size: 'u' }],
      settings({ automaticallyImportSize: false }),
    );
    expect(kept).toMatchObject({ inserted: 1, updated: 0 });
    const afterOff = await products();
    expect(afterOff.find((p) => p.feed_product_id === 'G1')!.available_sizes).toEqual(['P', 'G', 'M']);
    expect(afterOff.find((p) => p.feed_product_id === 'N9')!.available_sizes).toEqual(['U']);
    expect((await runRow(kept.runId)).errors).toContainEqual(
      expect.objectContaining({ code: 'SIZES_NOT_IN_CHART', feedProductId: 'G1', sizes: ['P', 'G', 'M'] }),
    );
    const replaced = await run(changed, settings({ automaticallyImportSize: true }, { missingProducts: 'KEEP' }));
    expect(replaced).toMatchObject({ inserted: 0, updated: 1 });
    const g1 = (await products()).find((p) => p.feed_product_id === 'G1')!;
    expect(g1.available_sizes).toEqual(['P', 'GG', 'M']);
    expect(g1.state).toBe('alert');
  });

  it('updates a product found by permalink, taking the feed id', async () => {
    const id = (
      await t.db
        .insertInto('products')
        .values({ tenant_id: tenant, permalink: link('s2'), name: 'Old name', available_sizes: ['M'] })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const result = await run([catalogue[1]!]);
    expect(result).toMatchObject({ inserted: 0, updated: 1 });
    expect(await products()).toEqual([expect.objectContaining({ id, feed_product_id: 'S2', name: 'Saia' })]);
  });

  it('refuses a product whose permalink the page before gave another product, though its page was read before that commit', async () => {
    // With pages of one product, the second page is read and planned while the first one is written.
    const result = await run(
      [
        { id: 'A1', title: 'Blusa', link: link('shared') },
        { id: 'B1', title: 'Saia', link: link('shared') },
      ],
      settings(),
      1,
    );
    expect(result).toMatchObject({ status: 'finished', inserted: 1, unknown: 1 });
    expect(await products()).toEqual([expect.objectContaining({ feed_product_id: 'A1', permalink: link('shared') })]);
  });

  it('refuses a product whose permalink a product two pages before took, with pages drafted ahead', async () => {
    // Pages are drafted two ahead (DRAFTS_AHEAD): the third page may be read before the first one committed.
    const result = await run(
      [
        { id: 'A1', title: 'Blusa', link: link('shared') },
        { id: 'M1', title: 'Meia', link: link('between') },
        { id: 'B1', title: 'Saia', link: link('shared') },
      ],
      settings(),
      1,
    );
    expect(result).toMatchObject({ status: 'finished', inserted: 2, unknown: 1 });
    expect(await products()).toEqual(
      expect.arrayContaining([expect.objectContaining({ feed_product_id: 'A1', permalink: link('shared') })]),
    );
    expect(await products()).toHaveLength(2);
  });

  it('switches off feed products a complete feed no longer lists, never deleting them', async () => {
    await run(catalogue);
    const handMade = await t.db
      .insertInto('products')
      .values({ tenant_id: tenant, permalink: link('hand'), name: 'By hand', plugin_active: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = await run(catalogue.slice(0, 2), settings({}, { missingProducts: 'KEEP' }));
    expect(kept.deactivated).toBe(0);
    const result = await run(catalogue.slice(0, 2));
    expect(result).toMatchObject({ status: 'finished', deactivated: 1, updated: 0 });
    const rows = await products();
    expect(rows.map((p) => [p.feed_product_id, p.plugin_active, p.state])).toEqual([
      ['G1', true, 'pending'],
      ['S2', true, 'pending'],
      ['S3', false, 'inactive'],
      [null, true, 'inactive'],
    ]);
    expect(rows[3]!.id).toBe(handMade.id);
  });

  it("records the hash of the last feed read whole as the store's hashXML, and keeps it when a feed fails", async () => {
    const moderator = await t.sessionFor(t.fx.users.moderator, tenant);
    const hashXML = async () =>
      (await t.call(moderator, { method: 'GET', url: '/api/v1/tenants/details' })).json().hashXML as string | null;
    expect(await hashXML()).toBeNull();
    const feed = rssFeed(catalogue);
    await importFeed(t.db, { tenantId: tenant, stream: streamOf(feed), settings: settings(), batchSize: 2 });
    const sha256 = createHash('sha256').update(feed).digest('hex');
    expect(await hashXML()).toBe(sha256);
    const single = await t.call(moderator, { method: 'GET', url: `/api/v1/tenants/single/${tenant}` });
    expect(single.json().hashXML).toBe(sha256);
    await importFeed(t.db, { tenantId: tenant, stream: streamOf('<rss><channel><item>'), settings: settings() });
    expect(await hashXML()).toBe(sha256);
    // Read only: a save naming it is refused.
    const save = await t.call(moderator, {
      method: 'PUT',
      url: '/api/v1/tenants/details',
      payload: { version: 1, hashXML: 'forged' },
    });
    expect(save.statusCode).toBe(400);
    expect(await hashXML()).toBe(sha256);
  });

  it('marks a run failed at the line of bad XML, keeping the catalogue and switching nothing off', async () => {
    await run(catalogue);
    const before = await products();
    const lines = rssFeed([{ id: 'S2', title: 'Saia nova', link: link('s2'), size: 'M' }]).split('\n');
    lines.splice(5, 0, '<item><g:id>broken</item>');
    const result = await importFeed(t.db, {
      tenantId: tenant,
      stream: streamOf(lines.join('\n')),
      settings: settings(),
    });
    expect(result).toMatchObject({ status: 'failed', failure: { code: 'FEED_MALFORMED', line: 6 }, deactivated: 0 });
    const stored = await runRow(result.runId);
    expect(stored).toMatchObject({ status: 'failed', failure_code: 'FEED_MALFORMED', failed_line: 6 });
    expect(stored.error_message).toContain('6');
    expect(await products()).toEqual(before);
  });

  it('keeps the batches committed before a stop and switches nothing off', async () => {
    await run(catalogue);
    const renamed = catalogue.filter((i) => i.id !== 'S3').map((i) => ({ ...i, title: `${i.title} nova` }));
    const feed = [...renamed, ...['A', 'B', 'C', 'D'].map((n) => ({ id: n, title: n, link: link(n), size: 'P' }))];
    const controller = new AbortController();
    // The first batch of products commits, then the worker's restart stops the run.
    const result = await importFeed(t.db, {
      tenantId: tenant,
      stream: streamOf(rssFeed(feed)),
      settings: settings(),
      batchSize: 2,
      signal: controller.signal,
      onProgress: (counts) => {
        if (counts.inserted + counts.updated > 0) controller.abort();
      },
    });
    expect(result).toMatchObject({ status: 'failed', failure: { code: 'FEED_ABORTED' }, deactivated: 0 });
    const rows = await products();
    // Products are written in feed-id order: the first page (A) is kept, the rest never written.
    expect(rows.map((p) => p.feed_product_id)).toEqual(['A', 'G1', 'S2', 'S3']);
    expect(rows.filter((p) => p.name.endsWith('nova'))).toEqual([]);
    expect(rows.find((p) => p.feed_product_id === 'S3')).toMatchObject({ plugin_active: true });
    expect(await runRow(result.runId)).toMatchObject({ status: 'failed', failure_code: 'FEED_ABORTED' });
  });

  it('touches its stage while it runs, so that a worker never takes a long import for dead', async () => {
    const feed = rssFeed(catalogue);
    const cut = Math.floor(feed.length / 2);
    const fresh = async () => {
      const row = await t.db
        .selectFrom('feed_stages')
        .select(sql<boolean>`touched_at > now() - make_interval(secs => ${STAGE_STALE_MS / 1000})`.as('fresh'))
        .executeTakeFirstOrThrow();
      return row.fresh;
    };
    async function* slowHost() {
      yield Buffer.from(feed.slice(0, cut));
      // The feed's host stalls for longer than a worker's limit: the run's own touches keep its stage.
      await t.db
        .updateTable('feed_stages')
        .set({ touched_at: sql`now() - interval '1 hour'` })
        .execute();
      expect(await fresh()).toBe(false);
      await until(fresh, 'the run to touch its stage', 3 * HEARTBEAT_MS);
      expect(await sweepAbandonedStages(t.db, STAGE_STALE_MS)).toBe(0);
      yield Buffer.from(feed.slice(cut));
    }
    const result = await importFeed(t.db, {
      tenantId: tenant,
      stream: Readable.from(slowHost()),
      settings: settings(),
      batchSize: 2,
    });
    expect(result).toMatchObject({ status: 'finished', inserted: 3 });
    expect(await t.db.selectFrom('feed_stages').select('id').execute()).toEqual([]);
  });

  it('stops, writing and switching off nothing, when a worker took it for dead and deleted its stage', async () => {
    await run(catalogue);
    const before = await products();
    // G1 and S2 first, so that they are the first products staged; then enough new products that some are staged
    // before the feed's end. S3 is left out: a complete run would switch it off.
    const items: SampleItem[] = [
      { id: 'G1', title: 'Blusa nova', link: link('g1'), size: 'M' },
      { id: 'S2', title: 'Saia nova', link: link('s2'), size: 'M' },
      ...Array.from({ length: 50 }, (_, n) => ({ id: `N${n}`, title: `Nova ${n}`, link: link(`n${n}`), size: 'P' })),
    ];
    const feed = rssFeed(items);
    const cut = feed.indexOf(rssItem(items[46]!));
    async function* sweptHalfway() {
      yield Buffer.from(feed.slice(0, cut));
      await until(
        async () => (await t.db.selectFrom('feed_stage_items').select('stage_id').execute()).length > 0,
        'the first products staged',
      );
      // The run's process stalls past the limit: a worker deletes its stage as one whose process died.
      await sweepAbandonedStages(t.db, 0);
      yield Buffer.from(feed.slice(cut));
    }
    const result = await importFeed(t.db, {
      tenantId: tenant,
      stream: Readable.from(sweptHalfway()),
      settings: settings(),
      batchSize: 1,
    });
    // Read on from what is left, it would switch G1 and S2 off, though the feed lists them.
    expect(result).toMatchObject({
      status: 'failed',
      failure: { code: 'FEED_ABORTED' },
      inserted: 0,
      updated: 0,
      deactivated: 0,
    });
    expect(await products()).toEqual(before);
    expect(await runRow(result.runId)).toMatchObject({ status: 'failed', failure_code: 'FEED_ABORTED' });
    expect(await t.db.selectFrom('feed_stage_items').select('stage_id').execute()).toEqual([]);
    expect(await t.db.selectFrom('feed_stages').select('id').execute()).toEqual([]);
  });

  it('answers what an import would do without writing', async () => {
    await run(catalogue);
    const chart = await addChart(t.db, tenant, 'Saias', ['M']);
    await t.db.updateTable('products').set({ modeling_id: chart }).where('feed_product_id', '=', 'G1').execute();
    const before = await products();
    const feed = [
      ...catalogue.slice(0, 2).map((i) => (i.id === 'S2' ? { ...i, title: 'Saia longa' } : i)),
      { id: 'N1', title: 'Nova', link: link('n1'), size: 'XG' },
      { id: 'N2', title: 'Sem link' },
    ];
    const report = await analyseFeed(t.db, { tenantId: tenant, stream: streamOf(rssFeed(feed)), settings: settings() });
    expect(report).toMatchObject({
      items: 4,
      products: 3,
      wouldInsert: 1,
      wouldUpdate: 2,
      wouldLeave: 0,
      wouldDeactivate: 1,
    });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { kind: 'REQUIRED', count: 1, examples: ['N2'] },
        { kind: 'SIZES_NOT_IN_CHART', count: 1, examples: ['G1'] },
      ]),
    );
    expect(report.sizesOutsideCharts.sort()).toEqual(['P', 'XG']);
    expect(await products()).toEqual(before);
    expect(await t.db.selectFrom('feed_stage_items').select('stage_id').execute()).toEqual([]);
  });

  it('refreshes the products statistics after inserting, so pages are looked up by index', async () => {
    // The embedded database never analyses by itself; other tests' truncations leave the count stale.
    await sql`TRUNCATE products CASCADE`.execute(t.db);
    await sql`ANALYZE products`.execute(t.db);
    expect((await run(catalogue)).inserted).toBe(3);
    const { rows } = await sql<{
      tuples: number;
    }>`SELECT reltuples::int AS tuples FROM pg_class WHERE relname = 'products'`.execute(t.db);
    expect(rows[0]!.tuples).toBe(3);
  });

  it('leaves no dead staging rows behind, so later runs do not step over them', async () => {
    // The embedded database runs no autovacuum: each run clears its own staging pages.
    expect((await run(catalogue)).status).toBe('finished');
    expect((await run(catalogue)).status).toBe('finished');
    const { rows } = await sql<{
      bytes: string;
    }>`SELECT pg_relation_size('feed_stage_items')::text AS bytes`.execute(t.db);
    expect(rows[0]!.bytes).toBe('0');
  });

  const pluginFlags = async () =>
    (await products()).map((p) => [p.feed_product_id, p.plugin_active, p.state] as [string, boolean, string]);

  // An HTML page answered "finished" with 0 items, and switched the catalogue off.
  it('refuses a page that is not an RSS or Atom feed, changing nothing', async () => {
    await run(catalogue);
    const before = await products();
    const result = await importFeed(t.db, {
      tenantId: tenant,
      stream: streamOf('<html><body>Maintenance</body></html>'),
      settings: settings(),
    });
    expect(result).toMatchObject({
      status: 'failed',
      deactivated: 0,
      failure: { code: 'FEED_NOT_PRODUCT_FEED', params: { name: 'html', line: 1 } },
    });
    expect(await runRow(result.runId)).toMatchObject({
      failure_code: 'FEED_NOT_PRODUCT_FEED',
      failure_params: { name: 'html', line: 1 },
    });
    expect(await products()).toEqual(before);
  });

  it('switches nothing off after an empty feed, says so, and the full feed finds every product on', async () => {
    await run(catalogue);
    const before = await pluginFlags();
    const empty = await run([]);
    expect(empty).toMatchObject({ status: 'finished', read: 0, deactivated: 0, notice: { code: 'FEED_EMPTY' } });
    expect(await runRow(empty.runId)).toMatchObject({ status: 'finished', notice_code: 'FEED_EMPTY' });
    expect(await pluginFlags()).toEqual(before);
    expect(await run(catalogue)).toMatchObject({ status: 'finished', deactivated: 0, updated: 0 });
    expect(await pluginFlags()).toEqual(before);
  });

  it('switches nothing off when a feed has under half the items of the last complete run, until one has more', async () => {
    await run(catalogue);
    const before = await pluginFlags();
    const fewer = catalogue.slice(1, 3);
    const dropped = await run(fewer);
    expect(dropped).toMatchObject({
      status: 'finished',
      read: 2,
      deactivated: 0,
      notice: { code: 'FEED_ITEMS_DROPPED', params: { count: 2, previous: 5 } },
    });
    expect(await runRow(dropped.runId)).toMatchObject({
      notice_code: 'FEED_ITEMS_DROPPED',
      notice_params: { count: 2, previous: 5 },
    });
    // A run held back is no measure: the next one is compared with the last complete run still.
    expect(await run(fewer)).toMatchObject({ deactivated: 0, notice: { code: 'FEED_ITEMS_DROPPED' } });
    expect(await pluginFlags()).toEqual(before);
    const half = await run([catalogue[0]!, catalogue[1]!, catalogue[3]!]);
    expect(half).toMatchObject({ status: 'finished', read: 3, deactivated: 1, notice: null });
  });

  it('answers in a dry run that such a feed would switch nothing off, and why', async () => {
    await run(catalogue);
    const check = (items: SampleItem[]) =>
      analyseFeed(t.db, { tenantId: tenant, stream: streamOf(rssFeed(items)), settings: settings() });
    expect(await check([])).toMatchObject({ items: 0, wouldDeactivate: 0, notice: { code: 'FEED_EMPTY' } });
    expect(await check(catalogue.slice(1, 3))).toMatchObject({
      wouldDeactivate: 0,
      notice: { code: 'FEED_ITEMS_DROPPED', params: { count: 2, previous: 5 } },
    });
    expect(await check([catalogue[0]!, catalogue[1]!, catalogue[3]!])).toMatchObject({
      wouldDeactivate: 1,
      notice: null,
    });
  });

  it('switches a product the feed switched off back on when a feed lists it again, not one a person switched off', async () => {
    await run(catalogue);
    const byId = async (feedId: string) =>
      (await t.db.selectFrom('products').select('id').where('feed_product_id', '=', feedId).executeTakeFirstOrThrow())
        .id;
    // As the product editor does: the flag and the state it moves, in one transaction.
    const setPlugin = (id: number, on: boolean) =>
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ plugin_active: on }).where('id', '=', id).execute();
        await refreshProductStates(trx, tenant, { productIds: [id] });
      });
    // S2 is switched off by a person; S3 leaves the feed and is switched off by it.
    await setPlugin(await byId('S2'), false);
    const without = await run(catalogue.filter((i) => i.id !== 'S3'));
    expect(without).toMatchObject({ status: 'finished', deactivated: 1 });
    const back = await run(catalogue);
    expect(back).toMatchObject({ status: 'finished', updated: 1, deactivated: 0 });
    expect(await pluginFlags()).toEqual([
      ['G1', true, 'pending'],
      ['S2', false, 'inactive'],
      ['S3', true, 'pending'],
    ]);
    // Switched off by the feed, then on and off again by a person: it stays off when the feed lists it.
    await run(catalogue.filter((i) => i.id !== 'S3'));
    const s3 = await byId('S3');
    await setPlugin(s3, true);
    await setPlugin(s3, false);
    await run(catalogue);
    expect((await pluginFlags()).find(([id]) => id === 'S3')).toEqual(['S3', false, 'inactive']);
  });
});
