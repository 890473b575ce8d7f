import { sql } from 'kysely';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_IMPORTATION_RULES } from '../../contract/feeds.js';
import type { Db } from '../../server/db/connection.js';
import { settleProductSearch } from '../../server/repositories/productImport.js';
import { importFeed } from '../../server/services/feedImport.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { buffersRead } from './queryBuffers.js';
import { rssFeed, streamOf } from './feedSamples.js';

const link = (n: number) => `https://alfa.example/p/camiseta-${n}`;

/**
 * The buffers a name search of the product list reads through the trigram indexes, with sequential scans off
 * (a test store is small enough to be read whole): an index search reads the whole pending list of the two
 * indexes, so entries left there show as more buffers.
 */
const searchBuffers = (db: Db) =>
  db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return buffersRead(trx, {
      sql: 'SELECT id FROM products WHERE name ILIKE $1 OR permalink ILIKE $1',
      parameters: ['%camiseta 1999%'],
    });
  });

/** Pages the two search indexes still hold in their pending lists (cleaning them, so it is the last look). */
const pendingPages = async (db: Db) => {
  const { rows } = await sql<{ pages: number }>`SELECT gin_clean_pending_list('products_name_trgm'::regclass)
    + gin_clean_pending_list('products_permalink_trgm'::regclass) AS pages`.execute(db);
  return Number(rows[0]!.pages);
};

describe("settling the products' search indexes after bulk writes", () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let tenant: number;

  beforeEach(() => {
    tenant = t.fx.tenants.alpha;
  });

  it('moves the entries a search would read one by one into the indexes', async () => {
    // Left alone by autovacuum, which would settle them too, before the first look.
    await sql`ALTER TABLE products SET (autovacuum_enabled = off)`.execute(t.db);
    onTestFinished(async () => {
      await sql`ALTER TABLE products RESET (autovacuum_enabled)`.execute(t.db);
    });
    await sql`INSERT INTO products (tenant_id, permalink, name, state)
      SELECT ${tenant}, 'https://alfa.example/p/camiseta-' || g, 'Camiseta ' || g, 'inactive'
      FROM generate_series(1, 2000) AS g`.execute(t.db);
    const pending = await searchBuffers(t.db);
    await settleProductSearch(t.db);
    const settled = await searchBuffers(t.db);
    expect(settled).toBeLessThan(pending / 2);
    expect(await pendingPages(t.db)).toBe(0);
  });

  it('is done by a feed import and by a CSV import that wrote products', async () => {
    const items = Array.from({ length: 600 }, (_, n) => ({ id: `C${n}`, title: `Camiseta ${n}`, link: link(n) }));
    const settings = {
      rules: DEFAULT_IMPORTATION_RULES,
      httpLinkBehavior: 'KEEP' as const,
      automaticallyImportSize: true,
    };
    const run = await importFeed(t.db, { tenantId: tenant, stream: streamOf(rssFeed(items), 4096), settings });
    expect(run).toMatchObject({ status: 'finished', inserted: 600 });
    expect(await pendingPages(t.db)).toBe(0);

    const session = await t.sessionFor(t.fx.users.storeAlpha, tenant);
    const rows = Array.from({ length: 600 }, (_, n) => ({
      line: n + 2,
      permalink: link(1000 + n),
      name: `Camiseta ${1000 + n}`,
    }));
    const res = await t.call(session, { method: 'POST', url: '/api/v1/products/import', payload: { rows } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 600 });
    expect(await pendingPages(t.db)).toBe(0);
  });
});
