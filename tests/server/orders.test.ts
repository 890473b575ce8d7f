import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { coveredProduct, orderBody, storefrontBase } from './storefrontFixtures.js';

describe('orders and returns', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let session: string;
  let base: string;
  let permalink: string;
  let recommendationId: number;

  const track = async (prefix: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: `${prefix}/orders`, payload: body });
    expect(res.statusCode, res.body).toBe(201);
  };
  const list = async (query = '') => {
    const res = await t.call(session, { method: 'GET', url: `/api/v1/orders?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { id: number; orderId: string; orderedSize: string }[];
      hasMore: boolean;
      total?: number;
    };
  };
  const orderIds = async (query = '') => (await list(query)).data.map((r) => `${r.orderId}:${r.orderedSize}`);
  const devolution = (payload: Record<string, unknown>, s = session) =>
    t.call(s, { method: 'POST', url: '/api/v1/devolution', payload });

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    base = await storefrontBase(t, t.fx.tenants.alpha);
    ({ permalink } = await coveredProduct(t, session));
    recommendationId = (
      await t.app.inject({
        method: 'POST',
        url: `${base}/recommendations`,
        payload: { permalink, profileCode: 'p1', measures: { chest: 91, waist: 73 } },
      })
    ).json().recommendationId;
    const item = (size: string, extra = {}) => ({ permalink, name: 'Blusa', size, price: 80, quantity: 1, ...extra });
    await track(
      base,
      orderBody({
        orderId: 'O1',
        orderedAt: '2026-03-01T10:00:00Z',
        items: [item('M', { recommendationId, sku: 'S-1' })],
      }),
    );
    await track(
      base,
      orderBody({
        orderId: 'O2',
        orderedAt: '2026-03-02T23:59:59Z',
        fittingRoomUsed: false,
        items: [item('P'), item('G')],
      }),
    );
    await track(
      base,
      orderBody({ orderId: 'O3', orderedAt: '2026-03-05T00:00:00Z', items: [item('G', { recommendationId })] }),
    );
    const beta = await storefrontBase(t, t.fx.tenants.beta);
    await track(beta, orderBody({ orderId: 'B1', orderedAt: '2026-03-02T10:00:00Z', items: [item('M')] }));
  });

  it('lists the store items, newest first, between the dates (both included)', async () => {
    expect(await orderIds()).toEqual(['O3:G', 'O2:G', 'O2:P', 'O1:M']);
    expect(await orderIds('startDate=2026-03-02&endDate=2026-03-02')).toEqual(['O2:G', 'O2:P']);
    expect(await orderIds('startDate=2026-03-01&endDate=2026-03-04')).toEqual(['O2:G', 'O2:P', 'O1:M']);
    expect(await orderIds('sort=orderedAt,asc&size=2')).toEqual(['O1:M', 'O2:P']);
    const page = await list('size=2&page=1');
    expect(page).toMatchObject({ hasMore: false, total: 4 });
    expect((await list('size=2')).hasMore).toBe(true);
  });

  it('filters fitting-room orders, items with a recommendation and returned items', async () => {
    expect(await orderIds('virtual=true')).toEqual(['O3:G', 'O1:M']);
    expect(await orderIds('onlyRecommendation=true')).toEqual(['O3:G', 'O1:M']);
    expect(await orderIds('onlyReturned=true')).toEqual([]);
    const o2 = (await list()).data.filter((r) => r.orderId === 'O2');
    expect((await devolution({ orderId: 'O2', itemId: o2[0]!.id, reason: 'BIG' })).statusCode).toBe(200);
    expect(await orderIds('onlyReturned=true')).toEqual(['O2:G']);
  });

  it('refuses a bad filter with 400', async () => {
    const res = await t.call(session, { method: 'GET', url: '/api/v1/orders?startDate=2026-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('querystring.startDate');
    expect((await t.call(session, { method: 'GET', url: '/api/v1/orders?sort=price,asc' })).statusCode).toBe(400);
  });

  it('shows an order with its items and totals', async () => {
    const res = await t.call(session, { method: 'GET', url: '/api/v1/orders/detail?orderId=O1' });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      orderId: 'O1',
      orderedAt: '2026-03-01T10:00:00.000Z',
      country: 'BR',
      currency: 'BRL',
      fittingRoomUsed: true,
      profileCode: 'shopper-1',
      shopperAge: 34,
      total: 80,
    });
    expect(detail.items).toEqual([
      expect.objectContaining({
        sku: 'S-1',
        permalink,
        orderedSize: 'M',
        price: 80,
        quantity: 1,
        recommendedSize: 'M',
        recommendationId,
        returnedAt: null,
        returnReason: null,
      }),
    ]);
    expect(detail.items[0].productId).toEqual(expect.any(Number));
  });

  it("answers 404 for another store's order or item, or none", async () => {
    for (const id of ['B1', 'nope']) {
      const res = await t.call(session, { method: 'GET', url: `/api/v1/orders/detail?orderId=${id}` });
      expect(res.statusCode, id).toBe(404);
    }
    const betaItem = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', 'B1')
      .executeTakeFirstOrThrow();
    expect((await devolution({ orderId: 'B1', itemId: betaItem.id, reason: 'SMALL' })).statusCode).toBe(404);
    // The item exists, but not in that order.
    expect((await devolution({ orderId: 'O1', itemId: betaItem.id, reason: 'SMALL' })).statusCode).toBe(404);
    const returned = await t.db.selectFrom('order_items').select('id').where('returned_at', 'is not', null).execute();
    expect(returned).toEqual([]);
  });

  it('registers a return once; a second is refused with ALREADY_RETURNED and changes nothing', async () => {
    const [item] = (await list('startDate=2026-03-01&endDate=2026-03-01')).data;
    const first = await devolution({ orderId: 'O1', itemId: item!.id, reason: 'SMALL' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: item!.id, returnReason: 'SMALL', returnedAt: expect.any(String) });
    const second = await devolution({ orderId: 'O1', itemId: item!.id, reason: 'BIG' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_RETURNED');
    const detail = (await t.call(session, { method: 'GET', url: '/api/v1/orders/detail?orderId=O1' })).json();
    expect(detail.items[0]).toMatchObject({ returnReason: 'SMALL', returnedAt: first.json().returnedAt });
  });

  it('refuses a bad return reason with 400', async () => {
    const [item] = (await list()).data;
    const res = await devolution({ orderId: item!.orderId, itemId: item!.id, reason: 'COLOUR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});
