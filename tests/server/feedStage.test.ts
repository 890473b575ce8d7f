import { describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'kysely';
import {
  deactivateMissingFromStage,
  deleteStage,
  stagedRowsAfter,
  stagedRowsAfterQuery,
  sweepAbandonedStages,
  touchStage,
  type StagedItem,
} from '../../server/repositories/feedStage.js';
import { isConnectionFailure } from '../../server/db/unavailable.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { rowsVisited } from './queryBuffers.js';
import { stage, stagedItems } from './stagedFeeds.js';

describe('reading a staged feed page by page', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  // Staging rows go in as COPY text: tabs, line ends and backslashes end or escape a field there, and quotes,
  // commas and braces an array's element.
  it('stores every value as the feed gave it, whatever characters it holds', async () => {
    const awkward: StagedItem = {
      ...stagedItems(1)[0]!,
      feed_product_id: 'G\\1\t',
      permalink: 'https://loja.example/p?a=1\tb',
      name: 'Camiseta\t"Polo"\nlinha 2\r\\N, {x} ação 🧵',
      image_url: '\\N',
      brand: 'NULL',
      category_id: 42,
      category_name: '',
      size_system: null,
      sizes: ['M', 'G "G"', 'P,P', '{X}', 'NULL', '\\', 'a\tb', ''],
    };
    const stageId = await stage(t.db, [awkward, { ...stagedItems(2)[1]!, brand: undefined }]);
    const rows = await stagedRowsAfter(t.db, stageId, null, 10);
    expect(rows.sort((a, b) => a.position - b.position)).toEqual([awkward, { ...stagedItems(2)[1]!, brand: null }]);
    await deleteStage(t.db, stageId);
  });

  it('walks every row once, in feed-product-id then feed order, variants together', async () => {
    const other = await stage(t.db, stagedItems(300));
    const stageId = await stage(t.db, stagedItems(2500));
    const read: { feed_product_id: string; position: number }[] = [];
    let after: { feedProductId: string; position: number } | null = null;
    for (;;) {
      const rows = await stagedRowsAfter(t.db, stageId, after, 100);
      read.push(...rows.map((r) => ({ feed_product_id: r.feed_product_id, position: r.position })));
      if (rows.length < 100) break;
      after = { feedProductId: rows[99]!.feed_product_id, position: rows[99]!.position };
    }
    const expected = stagedItems(2500)
      .map((i) => ({ feed_product_id: i.feed_product_id, position: i.position }))
      .sort((a, b) => a.feed_product_id.localeCompare(b.feed_product_id) || a.position - b.position);
    expect(read).toEqual(expected);
    await deleteStage(t.db, other);
    await deleteStage(t.db, stageId);
  });

  // A page used to be read from the stage's first row on, stepping over all the pages before it.
  it('reads a page at the end of a large stage from its key, visiting no more rows than the first page', async () => {
    const stageId = await stage(t.db, stagedItems(20_000));
    // Planned from the table's real statistics, not from whether autovacuum has looked at it yet.
    await sql`ANALYZE feed_stage_items`.execute(t.db);
    const rows = await stagedRowsAfter(t.db, stageId, null, 20_000);
    const last = rows[rows.length - 101]!;
    const first = await rowsVisited(t.db, stagedRowsAfterQuery(t.db, stageId, null, 100).compile());
    const late = await rowsVisited(
      t.db,
      stagedRowsAfterQuery(
        t.db,
        stageId,
        { feedProductId: last.feed_product_id, position: last.position },
        100,
      ).compile(),
    );
    expect(first).toBeLessThanOrEqual(101);
    expect(late).toBeLessThanOrEqual(first);
    await deleteStage(t.db, stageId);
  });
});

describe('stages left by a run whose process died', () => {
  const t = useTestApp();

  const stagesWithRows = async () => {
    const rows = await t.db
      .selectFrom('feed_stage_items')
      .select(['stage_id', (eb) => eb.fn.countAll<string>().as('rows')])
      .groupBy('stage_id')
      .orderBy('stage_id')
      .execute();
    return rows.map((row) => [row.stage_id, Number(row.rows)]);
  };

  it('deletes the stages nobody touched for longer than the limit, with their rows, and keeps the others', async () => {
    const abandoned = await stage(t.db, stagedItems(30));
    const alive = await stage(t.db, stagedItems(20));
    const touchedLately = await stage(t.db, stagedItems(10));
    const setTouched = (id: number, ago: string) =>
      t.db
        .updateTable('feed_stages')
        .set({ touched_at: sql`now() - ${ago}::interval` })
        .where('id', '=', id)
        .execute();
    await setTouched(abandoned, '1 hour');
    await setTouched(touchedLately, '50 seconds');
    expect(await sweepAbandonedStages(t.db, 60_000)).toBe(1);
    expect(await stagesWithRows()).toEqual([
      [alive, 20],
      [touchedLately, 10],
    ]);
    // A run whose stage was swept finds it gone; one still alive keeps it by touching it.
    expect(await touchStage(t.db, abandoned)).toBe(false);
    expect(await touchStage(t.db, alive)).toBe(true);
    await setTouched(alive, '2 minutes');
    expect(await touchStage(t.db, alive)).toBe(true);
    expect(await sweepAbandonedStages(t.db, 60_000)).toBe(0);
    await deleteStage(t.db, alive);
    expect(await touchStage(t.db, alive)).toBe(false);
    expect(await stagesWithRows()).toEqual([[touchedLately, 10]]);
  });
});

describe('switching off the products a staged feed no longer lists', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  // One parameter per id stopped at 65,535: every later import of the store failed the same way.
  it('switches off more products than a statement can carry parameters', async () => {
    const tenant = t.fx.tenants.alpha;
    const missing = 65_536;
    // Bulk work, as the feed worker runs it: on the background connections, which have no request's statement_timeout.
    const db = t.handle.background;
    // The worst case for the planner: the products just written, their statistics not yet gathered (an
    // import switches products off right after writing them). A statement that joined the products with
    // themselves then looped over them once per product, for minutes.
    await sql`ALTER TABLE products SET (autovacuum_enabled = off)`.execute(db);
    onTestFinished(() =>
      sql`ALTER TABLE products RESET (autovacuum_enabled)`.execute(t.handle.background).then(() => undefined),
    );
    await sql`
      INSERT INTO products (tenant_id, feed_product_id, permalink, name, plugin_active)
      SELECT ${tenant}, 'F-' || n, 'p' || n, 'P' || n, true
      FROM generate_series(1, ${missing + 1}) AS n`.execute(db);
    const stageId = await stage(db, [{ ...stagedItems(1)[0]!, feed_product_id: 'F-1' }]);
    const ids = await db.transaction().execute((trx) => deactivateMissingFromStage(trx, tenant, stageId));
    expect(ids).toHaveLength(missing);
    const { rows } = await sql<{ on: number; off: number }>`
      SELECT count(*) FILTER (WHERE plugin_active)::int AS on, count(*) FILTER (WHERE NOT plugin_active)::int AS off
      FROM products WHERE tenant_id = ${tenant}`.execute(db);
    expect(rows[0]).toEqual({ on: 1, off: missing });
    await deleteStage(db, stageId);
  }, 120_000);

  // The statement the import sent is refused by the protocol (08P01): a wrong statement, not a database gone.
  it('does not take a refused statement for a database that cannot be reached', async () => {
    const ids = Array.from({ length: 65_536 }, (_, n) => n + 1);
    const refused = await t.db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', ids)
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toMatchObject({ code: '08P01' });
    expect(isConnectionFailure(refused)).toBe(false);
  });
});
