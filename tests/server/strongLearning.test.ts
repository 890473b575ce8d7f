import { beforeEach, describe, expect, it } from 'vitest';
import { LearningWorker } from '../../server/services/learningWorker.js';
import { learnOrganicTables } from '../../server/services/strongLearning.js';
import { useTestApp, type TestContext } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { coveredProduct, orderBody, storefrontBase } from './storefrontFixtures.js';

type Outcome = 'KEPT' | 'SMALL' | 'BIG' | 'UNKNOWN';
interface Shopper {
  size: string;
  chest: number;
  outcome: Outcome;
  /** Default: long ago, so a kept item counts as kept. */
  orderedAt?: string;
}

const LONG_AGO = '2026-01-10T12:00:00Z';

/** A provider table with chest ranges per size (BR labels); [0, 0] is a size with no drawn range. */
async function strongTable(t: TestContext, kind: 'STATIC' | 'ORGANIC', chest: Record<string, [number, number]>) {
  const rows = Object.entries(chest).map(([size, [a, b]]) => ({
    labels: { BR: size },
    measures: { chest: { initialValue: a, finalValue: b } },
  }));
  const row = await t.db
    .insertInto('strong_modelings')
    .values({
      name: `Provider tops ${kind}`,
      kind,
      type: 'clothes',
      measures: ['chest'],
      size_systems: ['BR'],
      rows: JSON.stringify(rows),
      size_names: Object.keys(chest),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A product of the store linked to the provider table (or to none). */
async function linkedProduct(t: TestContext, tenantId: number, slug: string, strongModelingId: number | null) {
  const user = tenantId === t.fx.tenants.alpha ? t.fx.users.storeAlpha : t.fx.users.storeBeta;
  const session = await t.sessionFor(user, tenantId);
  const product = await coveredProduct(t, session, slug);
  await t.db
    .updateTable('products')
    .set({ strong_modeling_id: strongModelingId })
    .where('id', '=', product.productId)
    .execute();
  // The fixture's permalink is the alpha store's domain whatever the store: the storefront finds it by it.
  return product.permalink;
}

let orderSeq = 0;
/** Shoppers of one store: each asks a recommendation with their chest, buys the size, and keeps or returns it. */
async function shop(t: TestContext, tenantId: number, permalink: string, shoppers: Shopper[]) {
  const base = await storefrontBase(t, tenantId);
  const session = await t.sessionFor(t.fx.users.moderator, tenantId);
  for (const s of shoppers) {
    const rec = await t.app.inject({
      method: 'POST',
      url: `${base}/recommendations`,
      payload: { permalink, profileCode: 'p', measures: { chest: s.chest } },
    });
    expect(rec.statusCode).toBe(200);
    const orderId = `L-${++orderSeq}`;
    const tracked = await t.app.inject({
      method: 'POST',
      url: `${base}/orders`,
      payload: orderBody({
        orderId,
        orderedAt: s.orderedAt ?? LONG_AGO,
        items: [
          {
            permalink,
            name: 'Blusa',
            size: s.size,
            price: 80,
            quantity: 1,
            recommendationId: rec.json().recommendationId,
          },
        ],
      }),
    });
    expect(tracked.statusCode).toBe(201);
    if (s.outcome !== 'KEPT') {
      const item = await t.db
        .selectFrom('order_items')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const res = await t.call(session, {
        method: 'POST',
        url: '/api/v1/devolution',
        payload: { orderId, itemId: item.id, reason: s.outcome },
      });
      expect(res.statusCode).toBe(200);
    }
  }
}

const kept = (size: string, chests: number[]): Shopper[] => chests.map((chest) => ({ size, chest, outcome: 'KEPT' }));
/** n chests evenly from a to b. */
const spread = (a: number, b: number, n: number) => Array.from({ length: n }, (_, i) => a + ((b - a) * i) / (n - 1));

describe('organic provider tables learn from storefront data', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let moderator: string;
  const learning = (id: number, session = moderator) =>
    t.call(session, { method: 'GET', url: `/api/v1/strong/modelings/single/${id}/learning` });
  const accept = (id: number, session = moderator) =>
    t.call(session, { method: 'POST', url: `/api/v1/strong/modelings/single/${id}/learning/accept`, payload: {} });

  beforeEach(async () => {
    moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
  });

  it('learns a size from those who kept it and from the neighbours returned towards it, in every store', async () => {
    const id = await strongTable(t, 'ORGANIC', { P: [0, 0], M: [0, 0], G: [0, 0] });
    const alpha = await linkedProduct(t, t.fx.tenants.alpha, 'blusa-a', id);
    const beta = await linkedProduct(t, t.fx.tenants.beta, 'blusa-b', id);
    const unlinked = await linkedProduct(t, t.fx.tenants.alpha, 'blusa-c', null);
    await shop(t, t.fx.tenants.alpha, alpha, [
      ...kept('M', [96, 97, 98, 99, 100, 101]),
      // Too small in P: they speak for M.
      { size: 'P', chest: 102, outcome: 'SMALL' },
      { size: 'P', chest: 103, outcome: 'SMALL' },
      // Left out: a return for another reason, and an item too recent to count as kept.
      { size: 'M', chest: 150, outcome: 'UNKNOWN' },
      { size: 'M', chest: 150, outcome: 'KEPT', orderedAt: new Date().toISOString() },
    ]);
    // Another store: too big in G, so it speaks for M.
    await shop(t, t.fx.tenants.beta, beta, [{ size: 'G', chest: 104, outcome: 'BIG' }]);
    // A product linked to no provider table teaches nothing.
    await shop(t, t.fx.tenants.alpha, unlinked, kept('M', [150, 151]));

    expect((await learning(id)).json()).toEqual({
      modelingId: id,
      learnedAt: null,
      observations: 0,
      outdated: false,
      sizes: [],
      expectedEffect: null,
    });
    expect(await learnOrganicTables(t.db, { batchSize: 1 })).toEqual({ tables: 1, observations: 9 });

    const res = await learning(id);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ modelingId: id, observations: 9, outdated: false });
    expect(new Date(answer.learnedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [p, m, g] = answer.sizes;
    // Nine chests 96..104 evenly: 10th and 90th percentiles 96.8 and 103.2, widened by 0.1 of 8 cm each way.
    expect(m).toEqual({
      size: 'M',
      drawn: { chest: null },
      learned: { chest: { initialValue: 96, finalValue: 104 } },
      sampleCount: 9,
      kept: 6,
      returnedSmall: 0,
      returnedBig: 0,
      agreement: 1,
      // Nine shoppers, none beyond M: where its bounds lie is far from sure.
      confidence: expect.any(Number),
    });
    expect(m.confidence).toBeGreaterThan(0);
    expect(m.confidence).toBeLessThan(0.5);
    expect(p).toMatchObject({ size: 'P', learned: { chest: null }, sampleCount: 0, returnedSmall: 2, confidence: 0 });
    // P and G have no range, drawn or learned: no bound to be confident in.
    expect(g).toMatchObject({ size: 'G', learned: { chest: null }, sampleCount: 0, returnedBig: 1 });
  });

  it('keeps the drawn ranges until the evidence clearly beats them; accepting saves them', async () => {
    const id = await strongTable(t, 'ORGANIC', { P: [80, 90], M: [90, 100], G: [100, 110] });
    const permalink = await linkedProduct(t, t.fx.tenants.alpha, 'blusa-a', id);
    // Four shoppers keep M with chests evenly from 94 to 104: two beyond the drawn end are too few to move it.
    await shop(t, t.fx.tenants.alpha, permalink, kept('M', spread(94, 104, 4)));
    await learnOrganicTables(t.db);
    const first = (await learning(id)).json().sizes[1];
    expect(first.drawn.chest).toEqual({ initialValue: 90, finalValue: 100 });
    expect(first.learned.chest).toEqual({ initialValue: 90, finalValue: 100 });
    expect(first.sampleCount).toBe(4);

    await shop(t, t.fx.tenants.alpha, permalink, kept('M', spread(94, 104, 36)));
    await learnOrganicTables(t.db);
    const second = (await learning(id)).json();
    // Forty kept M, fifteen of them above 100: the end moves to the last kept chest; nothing says chests of
    // 90–94 do not fit, so the start stays.
    expect(second.sizes[1].learned.chest).toEqual({ initialValue: 90, finalValue: 104 });
    expect(second.sizes[1].confidence).toBeGreaterThan(first.confidence);
    // Sizes nobody bought keep their drawn ranges.
    expect(second.sizes[0].learned.chest).toEqual({ initialValue: 80, finalValue: 90 });

    const accepted = await accept(id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ modelingId: id, sizes: 3 });
    const table = await t.db
      .selectFrom('strong_modelings')
      .select(['rows', 'size_stats', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(table.rows).toEqual([
      { labels: { BR: 'P' }, measures: { chest: { initialValue: 80, finalValue: 90 } } },
      { labels: { BR: 'M' }, measures: { chest: { initialValue: 90, finalValue: 104 } } },
      // M and G follow one another on the chest: M kept up to 104 moves G's start past it.
      { labels: { BR: 'G' }, measures: { chest: { initialValue: 104.1, finalValue: 110 } } },
    ]);
    expect(table.size_stats).toEqual({
      P: { confidence: second.sizes[0].confidence, samples: 0 },
      M: { confidence: second.sizes[1].confidence, samples: 40 },
      G: { confidence: second.sizes[2].confidence, samples: 0 },
    });
    // Nobody bought P: its drawn bound is as likely as any drawn bound, short of sure.
    expect(second.sizes[0].confidence).toBeLessThan(0.5);
    // The proposal is spent: nothing left to accept until learning runs again.
    expect((await learning(id)).json().learnedAt).toBeNull();
    expect((await accept(id)).statusCode).toBe(404);
  });

  it('tells the expected effect on the shoppers it learned from before accepting', async () => {
    const id = await strongTable(t, 'ORGANIC', { P: [80, 90], M: [90, 100], G: [100, 110] });
    const permalink = await linkedProduct(t, t.fx.tenants.alpha, 'blusa-a', id);
    await shop(t, t.fx.tenants.alpha, permalink, [
      ...kept('M', spread(94, 104, 40)),
      // Too big in G: M, which the learned ranges now recommend for them.
      ...[101, 102, 103].map((chest): Shopper => ({ size: 'G', chest, outcome: 'BIG' })),
    ]);
    await learnOrganicTables(t.db);
    const answer = (await learning(id)).json();
    expect(answer.sizes[1].learned.chest).toEqual({ initialValue: 90, finalValue: 104 });
    // Everyone who kept M still gets M; the three returned for size would have got the size they asked for.
    expect(answer.expectedEffect).toEqual({ shoppers: 43, sizeReturns: 3, returnsRedirected: 3, keptMoved: 0 });
  });

  it('refuses to accept a proposal the table was saved after, changing nothing', async () => {
    const id = await strongTable(t, 'ORGANIC', { M: [90, 100] });
    const permalink = await linkedProduct(t, t.fx.tenants.alpha, 'blusa-a', id);
    await shop(t, t.fx.tenants.alpha, permalink, kept('M', spread(94, 104, 5)));
    await learnOrganicTables(t.db);
    const saved = new Date(Date.now() + 1000);
    await t.db.updateTable('strong_modelings').set({ updated_at: saved }).where('id', '=', id).execute();
    expect((await learning(id)).json().outdated).toBe(true);
    const res = await accept(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LEARNING_OUTDATED');
    const table = await t.db
      .selectFrom('strong_modelings')
      .select('rows')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(table.rows).toEqual([{ labels: { BR: 'M' }, measures: { chest: { initialValue: 90, finalValue: 100 } } }]);
    // The next run learns against the saved table and can be accepted.
    await learnOrganicTables(t.db);
    expect((await learning(id)).json().outdated).toBe(false);
    expect((await accept(id)).statusCode).toBe(200);
  });

  it('learns nothing for a static table', async () => {
    const id = await strongTable(t, 'STATIC', { M: [90, 100] });
    const permalink = await linkedProduct(t, t.fx.tenants.alpha, 'blusa-a', id);
    await shop(t, t.fx.tenants.alpha, permalink, kept('M', [95, 96]));
    expect(await learnOrganicTables(t.db)).toEqual({ tables: 0, observations: 0 });
    expect((await learning(id)).json().learnedAt).toBeNull();
    expect((await accept(id)).statusCode).toBe(404);
  });

  it('answers 404 for a table that does not exist, and store users may not read or accept', async () => {
    expect((await learning(999)).statusCode).toBe(404);
    expect((await accept(999)).statusCode).toBe(404);
    const id = await strongTable(t, 'ORGANIC', { M: [90, 100] });
    const store = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    expect((await learning(id, store)).statusCode).toBe(403);
    expect((await accept(id, store)).statusCode).toBe(403);
  });

  it('runs in the worker, one run at a time', async () => {
    const id = await strongTable(t, 'ORGANIC', { M: [90, 100] });
    const permalink = await linkedProduct(t, t.fx.tenants.alpha, 'blusa-a', id);
    await shop(t, t.fx.tenants.alpha, permalink, kept('M', [95, 96, 97]));
    const worker = new LearningWorker({ db: t.db, everyHours: 24, firstRunMs: 3_600_000 });
    worker.start();
    const [first, second] = await Promise.all([worker.runOnce(), worker.runOnce()]);
    expect(first).toEqual({ tables: 1, observations: 3 });
    expect(second).toBeNull();
    await worker.stop();
    expect((await learning(id)).json().sizes[0].sampleCount).toBe(3);
  });
});
