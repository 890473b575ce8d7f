import { describe, expect, it } from 'vitest';
import type { Observation } from '../../domain/learning.js';
import type { SizeRow } from '../../domain/sizeEngine.js';
import { learnOrganicTables } from '../../server/services/strongLearning.js';
import {
  MEN,
  mixedErrors,
  observe,
  returnRate,
  rowsOf,
  topsTable,
  type Buying,
  type World,
} from '../../bench/learningWorld.js';
import { useTestApp, type TestContext } from './harness.js';
import { coveredProduct } from './storefrontFixtures.js';

// The safety cases of learning through the real service and database: the simulated shoppers of
// bench:learning (ANSUR II men, the real size engine, fixed seeds) buy from a store, the learning run reads
// what they kept and returned, and the proposal the route answers is judged on fresh shoppers.
const MEN_TOPS: World = { population: MEN, truth: topsTable(MEN, ['PP', 'P', 'M', 'G', 'GG', 'XG'], 86, 8) };
const NOISY: Buying = { otherReturns: 0.05, wrongReasons: 0.2 };
const LONG_AGO = new Date('2026-01-10T12:00:00Z');

async function organicTable(t: TestContext, rows: SizeRow[]) {
  const row = await t.db
    .insertInto('strong_modelings')
    .values({
      name: 'Provider tops',
      kind: 'ORGANIC',
      type: 'clothes',
      measures: MEN.measures,
      size_systems: ['BR'],
      rows: JSON.stringify(rows.map((r) => ({ labels: { BR: r.size }, measures: r.measures }))),
      size_names: rows.map((r) => r.size),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The store's shoppers as the storefront records them: a recommendation, an order, perhaps a return. */
async function record(t: TestContext, strongModelingId: number, observations: Observation[]) {
  const tenantId = t.fx.tenants.alpha;
  const session = await t.sessionFor(t.fx.users.storeAlpha, tenantId);
  const product = await coveredProduct(t, session, 'blusa-aprendida');
  await t.db
    .updateTable('products')
    .set({ strong_modeling_id: strongModelingId })
    .where('id', '=', product.productId)
    .execute();
  for (let from = 0; from < observations.length; from += 500) {
    const batch = observations.slice(from, from + 500);
    const recommendations = await t.db
      .insertInto('recommendations')
      .values(
        batch.map((o) => ({
          tenant_id: tenantId,
          product_id: product.productId,
          permalink: product.permalink,
          profile_code: 'p',
          measures: JSON.stringify(o.measures),
          recommended_size: o.size,
        })),
      )
      .returning('id')
      .execute();
    const orderIds = batch.map((_, i) => `S-${from + i}`);
    await t.db
      .insertInto('orders')
      .values(
        orderIds.map((orderId) => ({
          tenant_id: tenantId,
          order_id: orderId,
          ordered_at: LONG_AGO,
          country: 'BR',
          currency: 'BRL',
          fitting_room_used: true,
          total: 80,
        })),
      )
      .execute();
    await t.db
      .insertInto('order_items')
      .values(
        batch.map((o, i) => ({
          tenant_id: tenantId,
          order_id: orderIds[i]!,
          ordered_at: LONG_AGO,
          country: 'BR',
          fitting_room_used: true,
          product_id: product.productId,
          permalink: product.permalink,
          name: 'Blusa',
          size: o.size,
          price: 80,
          quantity: 1,
          recommendation_id: recommendations[i]!.id,
          recommended_size: o.size,
          returned_at: o.outcome === 'KEPT' ? null : LONG_AGO,
          return_reason: o.outcome === 'KEPT' ? null : o.outcome,
        })),
      )
      .execute();
  }
}

describe('learning never harms a store (through the learning run and its route)', () => {
  const t = useTestApp();

  /** The learned rows the route proposes after `shoppers` bought from `drawn` with noisy return reasons. */
  async function learnedFrom(drawn: SizeRow[], shoppers: number) {
    const id = await organicTable(t, drawn);
    await record(t, id, observe(MEN_TOPS, drawn, shoppers, 7, NOISY));
    await learnOrganicTables(t.db);
    const moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    const res = await t.call(moderator, { method: 'GET', url: `/api/v1/strong/modelings/single/${id}/learning` });
    expect(res.statusCode).toBe(200);
    return res.json().sizes as Parameters<typeof rowsOf>[0];
  }

  it('leaves a right table as good as it is, with a fifth of the reasons wrong', async () => {
    const sizes = await learnedFrom(MEN_TOPS.truth, 2000);
    const before = returnRate(MEN_TOPS, MEN_TOPS.truth, 8, 10000);
    expect(returnRate(MEN_TOPS, rowsOf(sizes), 8, 10000)).toBeLessThanOrEqual(before + 0.005);
  });

  it('cuts the size returns of a table wrong in mixed ways by 30% or more, with a fifth of the reasons wrong', async () => {
    const drawn = mixedErrors(MEN_TOPS.truth, 4, 9);
    const sizes = await learnedFrom(drawn, 2000);
    expect(returnRate(MEN_TOPS, rowsOf(sizes), 8, 10000)).toBeLessThanOrEqual(
      0.7 * returnRate(MEN_TOPS, drawn, 8, 10000),
    );
  });
});
