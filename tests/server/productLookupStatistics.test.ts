import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORTATION_RULES } from '../../contract/feeds.js';
import type { Db } from '../../server/db/connection.js';
import {
  countStoreProductsAgain,
  plannedStoreProducts,
  productsAtQuery,
  storeProductsUnderestimated,
} from '../../server/repositories/productImport.js';
import { importFeed } from '../../server/services/feedImport.js';
import { useTestApp } from './harness.js';
import { rssFeed, streamOf } from './feedSamples.js';
import { rowsVisited } from './queryBuffers.js';

/** Products `from`…`to` of a store, written by SQL alone (permalink …/p/N, feed id FN). */
const writeProducts = (db: Db, tenantId: number, from: number, to: number) =>
  sql`INSERT INTO products (tenant_id, feed_product_id, permalink, name, gender, age_group, size_type, product_type)
    SELECT ${tenantId}, 'F' || n, 'https://loja.example/p/' || n, 'Produto ' || n, 'u', 'adult', 'regular', 'clothes'
    FROM generate_series(${from}::int, ${to}::int) AS n`.execute(db);

describe("looking a store's products up by key while the statistics lag behind it", () => {
  const t = useTestApp();

  it('counts the store again when the statistics were gathered before it had products, then visits a few rows a key', async () => {
    const { alpha, beta } = t.fx.tenants;
    // Another store's products are all the statistics know: they count one product for alpha.
    await writeProducts(t.db, beta, 1, 3000);
    await sql`ANALYZE products`.execute(t.db);
    await writeProducts(t.db, alpha, 1, 1500);
    expect(await storeProductsUnderestimated(t.db, alpha)).toBe(true);

    await countStoreProductsAgain(t.db, alpha);

    expect(await storeProductsUnderestimated(t.db, alpha)).toBe(false);
    expect(await plannedStoreProducts(t.db, alpha)).toBeGreaterThan(750);
    const keys = Array.from({ length: 200 }, (_, i) => 1 + i * 7);
    const lookup = productsAtQuery(
      t.db,
      alpha,
      keys.map((n) => `https://loja.example/p/${n}`),
      keys.map((n) => `F${n}`),
    );
    expect(await lookup.execute()).toHaveLength(200);
    // Each key probes its unique index: the keys read, the row each finds, the rows then read by id. Probing
    // through the store's own index instead steps over about half of its 1,500 products for each of the 400 keys.
    expect(await rowsVisited(t.db, lookup.compile())).toBeLessThan(5 * 400);
  });

  it('leaves the statistics alone while they count the store about right, or it holds few products', async () => {
    const { alpha, beta } = t.fx.tenants;
    await writeProducts(t.db, beta, 1, 3000);
    await writeProducts(t.db, alpha, 1, 400);
    await sql`ANALYZE products`.execute(t.db);
    await writeProducts(t.db, alpha, 401, 700);
    expect(await storeProductsUnderestimated(t.db, alpha)).toBe(false);
    // Under a thousand products, even a store the statistics never counted.
    await sql`TRUNCATE products CASCADE`.execute(t.db);
    await writeProducts(t.db, beta, 1, 3000);
    await sql`ANALYZE products`.execute(t.db);
    await writeProducts(t.db, alpha, 1, 900);
    expect(await storeProductsUnderestimated(t.db, alpha)).toBe(false);
  });

  it("trusts a count of ten thousand products or more, without counting a large store's products", async () => {
    const { alpha, beta } = t.fx.tenants;
    // Counted as a sixth of the table, which the planner then scales to the table's size: the other store's
    // products gone and alpha's more than tripled, it is counted at well under half of what it holds.
    await writeProducts(t.db, beta, 1, 60_000);
    await writeProducts(t.db, alpha, 1, 11_000);
    await sql`ANALYZE products`.execute(t.db);
    await t.db.deleteFrom('products').where('tenant_id', '=', beta).execute();
    await writeProducts(t.db, alpha, 11_001, 35_000);
    const counted = await plannedStoreProducts(t.db, alpha);
    expect(counted).toBeGreaterThanOrEqual(10_000);
    expect(counted).toBeLessThan(17_500);
    expect(await storeProductsUnderestimated(t.db, alpha)).toBe(false);
  });

  it("refreshes the statistics once a store's first import fills a page, before the pages after are looked up", async () => {
    const { alpha, beta } = t.fx.tenants;
    await writeProducts(t.db, beta, 1, 3000);
    await sql`ANALYZE products`.execute(t.db);
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: `N${i}`,
      title: `Novo ${i}`,
      link: `https://loja.example/novo/${i}`,
      size: 'M',
    }));
    const controller = new AbortController();
    const result = await importFeed(t.db, {
      tenantId: alpha,
      stream: streamOf(rssFeed(items)),
      settings: { rules: DEFAULT_IMPORTATION_RULES, httpLinkBehavior: 'KEEP', automaticallyImportSize: true },
      batchSize: 20,
      signal: controller.signal,
      // Stopped after a few pages: a run cut short refreshes nothing at its end.
      onProgress: (counts) => {
        if (counts.inserted >= 60) controller.abort();
      },
    });
    expect(result).toMatchObject({ status: 'failed', failure: { code: 'FEED_ABORTED' } });
    expect(result.inserted).toBeLessThan(items.length);
    // Refreshed once a page's worth was new (20), and as they doubled: counted as those it held then, not as one.
    expect(await plannedStoreProducts(t.db, alpha)).toBeGreaterThanOrEqual(20);
  });

  it('counts the store again before a CSV batch is looked up, when the statistics lag behind its products', async () => {
    const { alpha, beta } = t.fx.tenants;
    await writeProducts(t.db, beta, 1, 3000);
    await sql`ANALYZE products`.execute(t.db);
    await writeProducts(t.db, alpha, 1, 1500);
    const session = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    const row = { line: 2, feedProductId: 'F7', permalink: 'https://loja.example/p/7', name: 'Produto sete' };
    const res = await t.call(session, { method: 'POST', url: '/api/v1/products/import', payload: { rows: [row] } });
    expect(res.statusCode).toBe(200);
    expect(await plannedStoreProducts(t.db, alpha)).toBeGreaterThan(750);
  });
});
