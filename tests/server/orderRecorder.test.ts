import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { dailyStatsMismatches } from './orderStatsRecount.js';
import { coveredProduct, orderBody, storefrontBase } from './storefrontFixtures.js';
import { orderRecorder } from '../../server/services/orderRecorder.js';
import type { NewOrder } from '../../server/repositories/orders.js';
import { orderItemValues } from './orderFixtures.js';

const item = orderItemValues();

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
  recountCountersAfterEach(t);

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

  it("resolves a group's products and recommendations per store; a post naming another store's is refused alone", async () => {
    const { alpha, beta } = t.fx.tenants;
    const stores = [alpha, beta] as const;
    // The same page in both stores, each with its own product and a recommendation for it.
    const products = await Promise.all(
      stores.map(async (id) => coveredProduct(t, await t.sessionFor(t.fx.users.moderator, id))),
    );
    const bases = await Promise.all(stores.map((id) => storefrontBase(t, id)));
    const recommendations = await Promise.all(
      bases.map(async (base, i) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `${base}/recommendations`,
          payload: { permalink: products[i]!.permalink, profileCode: 'p', measures: { chest: 91, waist: 73 } },
        });
        return res.json() as { recommendationId: number; recommendedSize: string };
      }),
    );
    const item = (i: number, recommendationId: number) => ({
      permalink: products[i]!.permalink,
      name: 'Blusa',
      size: 'G',
      price: 50,
      quantity: 1,
      recommendationId,
    });
    const posts = [
      { base: bases[0]!, body: orderBody({ items: [item(0, recommendations[0]!.recommendationId)] }) },
      { base: bases[1]!, body: orderBody({ items: [item(1, recommendations[1]!.recommendationId)] }) },
      { base: bases[0]!, body: orderBody({ items: [item(0, recommendations[1]!.recommendationId)] }) },
      { base: bases[1]!, body: orderBody({ items: [item(1, recommendations[1]!.recommendationId)] }) },
      // No recommendation: the product still comes from the page, the store's own.
      { base: bases[1]!, body: orderBody({ items: [{ ...item(1, 0), recommendationId: undefined }] }) },
    ];
    const answers = await Promise.all(
      posts.map(({ base, body }, n) =>
        t.app.inject({ method: 'POST', url: `${base}/orders`, remoteAddress: `10.0.2.${n + 1}`, payload: body }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 400, 201, 201]);
    expect(answers[2]!.json().details[0]).toMatchObject({ field: 'body.items.0.recommendationId', code: 'INVALID' });
    const items = await t.db
      .selectFrom('order_items')
      .select(['tenant_id', 'order_id', 'product_id', 'recommended_size', 'size_offset'])
      .orderBy('id')
      .execute();
    const recorded = [posts[0]!, posts[1]!, posts[3]!, posts[4]!].map(({ body }, n) => ({
      tenant_id: stores[n === 0 ? 0 : 1],
      order_id: body.orderId,
      product_id: products[n === 0 ? 0 : 1]!.productId,
      recommended_size: n === 3 ? null : 'M',
      size_offset: n === 3 ? null : 1,
    }));
    expect(items.sort((a, b) => a.order_id.localeCompare(b.order_id))).toEqual(
      recorded.sort((a, b) => a.order_id.localeCompare(b.order_id)),
    );
    expect(recommendations.map((r) => r.recommendedSize)).toEqual(['M', 'M']);
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
