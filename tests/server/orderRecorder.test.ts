import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from './harness.js';
import { dailyStatsMismatches } from './orderStatsRecount.js';
import { orderBody, storefrontBase } from './storefrontFixtures.js';
import { orderRecorder } from '../../server/services/orderRecorder.js';
import type { NewOrder, OrderItemValues } from '../../server/repositories/orders.js';

const item: OrderItemValues = {
  productId: null,
  feedProductId: null,
  sku: 'SKU-1',
  permalink: 'https://alfa.example/p/1',
  name: 'Blusa',
  size: 'M',
  price: 10,
  quantity: 1,
  recommendationId: null,
  recommendedSize: null,
  sizeOffset: null,
};

const newOrder = (tenantId: number, orderId: string, items = [item]): NewOrder => ({
  tenantId,
  order: {
    orderId,
    orderedAt: new Date('2026-05-10T12:00:00Z'),
    country: 'BR',
    currency: 'BRL',
    fittingRoomUsed: false,
    profileCode: null,
    shopperAge: null,
    total: 10,
  },
  items,
});

// Rows written by one statement share their transaction id (xmin).
const transactionsOf = async (t: ReturnType<typeof useTestApp>) =>
  Number((await sql<{ n: string }>`SELECT count(DISTINCT xmin::text) AS n FROM orders`.execute(t.db)).rows[0]!.n);

describe('order tracker group commit', () => {
  const t = useTestApp();

  it('writes orders posted together in fewer statements, each answered 201 with its own items', async () => {
    const base = await storefrontBase(t, t.fx.tenants.alpha);
    const bodies = Array.from({ length: 24 }, (_, n) =>
      orderBody({
        items: Array.from({ length: 1 + (n % 3) }, (_, k) => ({
          permalink: `https://alfa.example/p/${n}-${k}`,
          name: `Item ${k}`,
          size: 'M',
          price: 10,
          quantity: 1,
        })),
      }),
    );
    const answers = await Promise.all(
      bodies.map((payload, n) =>
        t.app.inject({ method: 'POST', url: `${base}/orders`, remoteAddress: `10.0.0.${n + 1}`, payload }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 201));
    expect(answers.map((a) => a.json())).toEqual(bodies.map((b) => ({ orderId: b.orderId, items: b.items.length })));
    expect(await transactionsOf(t)).toBeLessThan(bodies.length);
    // Each order has its own items, in the order posted.
    const items = await t.db.selectFrom('order_items').select(['order_id', 'permalink']).orderBy('id').execute();
    for (const body of bodies) {
      expect(items.filter((i) => i.order_id === body.orderId).map((i) => i.permalink)).toEqual(
        body.items.map((i) => i.permalink),
      );
    }
    expect(items).toHaveLength(bodies.reduce((n, b) => n + b.items.length, 0));
    expect(await dailyStatsMismatches(t.db)).toEqual([]);
  });

  it('records an order posted several times at once only once: one 201, the others 200 with the same answer', async () => {
    const base = await storefrontBase(t, t.fx.tenants.alpha);
    const body = orderBody();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        t.app.inject({ method: 'POST', url: `${base}/orders`, remoteAddress: `10.0.1.${n + 1}`, payload: body }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    for (const answer of answers) expect(answer.json()).toEqual({ orderId: body.orderId, items: 1 });
    expect(await t.db.selectFrom('order_items').select('id').execute()).toHaveLength(1);
    expect(await dailyStatsMismatches(t.db)).toEqual([]);
  });

  it("keeps one order's failure its own: the others of its statement are recorded", async () => {
    // One statement at a time: the four orders after the first wait and are written together.
    const record = orderRecorder(t.db, { maxInFlight: 1 });
    const { alpha, beta } = t.fx.tenants;
    const broken = newOrder(alpha, 'broken', [{ ...item, sizeOffset: 7 }]);
    const outcomes = await Promise.allSettled([
      record(newOrder(alpha, 'first')),
      record(newOrder(beta, 'second')),
      record(broken),
      record(newOrder(alpha, 'third')),
      record(newOrder(alpha, 'first')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : null))).toEqual([true, true, null, true, false]);
    const orders = await t.db.selectFrom('orders').select(['tenant_id', 'order_id']).orderBy('order_id').execute();
    expect(orders).toEqual([
      { tenant_id: alpha, order_id: 'first' },
      { tenant_id: beta, order_id: 'second' },
      { tenant_id: alpha, order_id: 'third' },
    ]);
    expect(await dailyStatsMismatches(t.db)).toEqual([]);
  });
});
