import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { dailyStatsMismatches } from './orderStatsRecount.js';
import { coveredProduct, orderBody, storefrontBase } from './storefrontFixtures.js';
import { orderItemValues } from './orderFixtures.js';
import { insertOrder } from '../../server/repositories/orders.js';
import { MIN_IMPACT_SAMPLE } from '../../domain/confidence.js';

describe('reports', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let session: string;
  let base: string;
  let permalink: string;

  const report = async (query: string) => {
    const res = await t.call(session, { method: 'GET', url: `/api/v1/reports/summarize?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const returnItem = async (orderId: string, size: string, reason: string) => {
    const item = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('size', '=', size)
      .executeTakeFirstOrThrow();
    const res = await t.call(session, {
      method: 'POST',
      url: '/api/v1/devolution',
      payload: { orderId, itemId: item.id, reason },
    });
    expect(res.statusCode).toBe(200);
  };

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    base = await storefrontBase(t, t.fx.tenants.alpha);
    ({ permalink } = await coveredProduct(t, session));
    const rec = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${base}/recommendations`,
          payload: { permalink, profileCode: 'p', measures: { chest: 91, waist: 73 } },
        })
      ).json().recommendationId as number;
    const item = (size: string, extra = {}) => ({ permalink, name: 'Blusa', size, price: 80, quantity: 1, ...extra });
    const orders = [
      orderBody({
        orderId: 'R1',
        orderedAt: '2026-03-01T10:00:00Z',
        items: [item('M', { recommendationId: await rec() })],
      }),
      orderBody({
        orderId: 'R2',
        orderedAt: '2026-03-01T12:00:00Z',
        items: [item('P', { recommendationId: await rec() }), item('G', { recommendationId: await rec() })],
      }),
      orderBody({
        orderId: 'R3',
        orderedAt: '2026-03-02T09:00:00Z',
        fittingRoomUsed: false,
        items: [item('M'), item('G')],
      }),
      orderBody({
        orderId: 'R4',
        orderedAt: '2026-03-03T09:00:00Z',
        country: 'US',
        currency: 'USD',
        items: [item('M')],
      }),
    ];
    for (const body of orders) {
      expect((await t.app.inject({ method: 'POST', url: `${base}/orders`, payload: body })).statusCode).toBe(201);
    }
    await returnItem('R2', 'P', 'SMALL');
    await returnItem('R2', 'G', 'BIG');
    await returnItem('R3', 'M', 'UNKNOWN');
  });

  it('sums the period: orders, items, fitting room, recommendations, returns, reasons and size offsets', async () => {
    const r = await report('startDate=2026-03-01&endDate=2026-03-31');
    expect(r).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      currency: 'BRL',
      orders: 4,
      items: 6,
      fittingRoomOrders: 3,
      recommendationsFollowed: 1,
      returns: 3,
      reasons: { SMALL: 1, BIG: 1, UNKNOWN: 1 },
      sizeOffset: { smaller: 1, equal: 0, larger: 1 },
    });
    expect(r.returnRate).toBeCloseTo(3 / 6);
    expect(r.returnRateWithFittingRoom).toBeCloseTo(2 / 4);
    expect(r.returnRateWithoutFittingRoom).toBeCloseTo(1 / 2);
    expect(r.daily).toEqual([
      { day: '2026-03-01', orders: 2, items: 3, returns: 2, fittingRoomOrders: 2 },
      { day: '2026-03-02', orders: 1, items: 2, returns: 1, fittingRoomOrders: 0 },
      { day: '2026-03-03', orders: 1, items: 1, returns: 0, fittingRoomOrders: 1 },
    ]);
    expect(r.topReturned).toEqual([
      { productId: expect.any(Number), productName: 'Blusa', permalink, returns: 3, items: 6 },
    ]);
    // Too few items to tell a difference: rates are given, the interval is not.
    expect(r.impact.fittingRoom).toMatchObject({
      sufficient: false,
      sampleA: 4,
      sampleB: 2,
      difference: null,
      low: null,
    });
    expect(r.impact.followed).toMatchObject({ sufficient: false, sampleA: 1, sampleB: 2, rateA: 0, rateB: 1 });
  });

  it('counts recommendations on their own day, whatever the countries', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const alone = await report(`startDate=${today}&endDate=${today}`);
    expect(alone.recommendationsShown).toBe(3);
    // A day of recommendations alone has no orders: it is no day of the daily series.
    expect(alone).toMatchObject({ orders: 0, daily: [] });
    expect((await report(`startDate=${today}&endDate=${today}&countries=US`)).recommendationsShown).toBe(3);
  });

  it('keeps only the countries asked for', async () => {
    const us = await report('startDate=2026-03-01&endDate=2026-03-31&countries=US');
    expect(us).toMatchObject({ orders: 1, items: 1, returns: 0, topReturned: [] });
    const both = await report('startDate=2026-03-01&endDate=2026-03-31&countries=br,US');
    expect(both).toMatchObject({ orders: 4, items: 6 });
  });

  it('answers zero orders for a period without data', async () => {
    const r = await report('startDate=2025-01-01&endDate=2025-01-31');
    expect(r).toMatchObject({ orders: 0, items: 0, returns: 0, returnRate: null, daily: [], topReturned: [] });
  });

  it("never shows another store's data", async () => {
    const beta = await t.sessionFor(t.fx.users.storeBeta, t.fx.tenants.beta);
    const res = await t.call(beta, {
      method: 'GET',
      url: '/api/v1/reports/summarize?startDate=2026-03-01&endDate=2026-03-31',
    });
    expect(res.json()).toMatchObject({ orders: 0, items: 0 });
  });

  it('refuses an end before the start, or a period too long, with 400', async () => {
    for (const query of [
      'startDate=2026-03-02&endDate=2026-03-01',
      'startDate=2020-01-01&endDate=2026-01-01',
      'startDate=2026-03-01',
      'startDate=2026-03-01&endDate=2026-03-02&countries=BRA',
    ]) {
      const res = await t.call(session, { method: 'GET', url: `/api/v1/reports/summarize?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('gives the interval of a difference once each group has the minimum sample', async () => {
    const n = MIN_IMPACT_SAMPLE;
    const values = (i: number, fittingRoom: boolean, returned: boolean) => ({
      order: {
        orderId: `${fittingRoom ? 'F' : 'N'}${i}`,
        orderedAt: new Date('2026-05-10T10:00:00Z'),
        country: 'BR',
        currency: 'BRL',
        fittingRoomUsed: fittingRoom,
        profileCode: null,
        shopperAge: null,
        total: 10,
      },
      items: [
        orderItemValues({
          sku: null,
          permalink,
          ...(returned && { returnedAt: new Date('2026-05-20T10:00:00Z'), returnReason: 'SMALL' as const }),
        }),
      ],
    });
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < n; i++) {
        const a = values(i, true, i < 10);
        const b = values(i, false, i < 30);
        await insertOrder(trx, t.fx.tenants.alpha, a.order, a.items);
        await insertOrder(trx, t.fx.tenants.alpha, b.order, b.items);
      }
    });
    const r = await report('startDate=2026-05-01&endDate=2026-05-31');
    expect(r.impact.fittingRoom.sufficient).toBe(true);
    expect(r.impact.fittingRoom.difference).toBeCloseTo(0.1 - 0.3);
    expect(r.impact.fittingRoom.low).toBeLessThan(r.impact.fittingRoom.difference);
    expect(r.impact.fittingRoom.high).toBeLessThan(0);
    expect(await dailyStatsMismatches(t.db)).toEqual([]);
  });
});
