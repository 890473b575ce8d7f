import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { monthlyReturnsMismatches } from './orderStatsRecount.js';
import { orderItemValues } from './orderFixtures.js';
import { insertNewOrders, markItemsReturned, type OrderItemValues } from '../../server/repositories/orders.js';
import { monthsAndDays, topReturnedProducts } from '../../server/repositories/reports.js';

const DAY = 86_400_000;
const FIRST_DAY = Date.parse('2026-01-27T00:00:00Z');

describe('most returned products of a report', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('splits a period into its whole months and the days around them', () => {
    expect(monthsAndDays('2026-03-01', '2026-04-01')).toEqual({
      months: { from: '2026-03-01', to: '2026-04-01' },
      days: [],
    });
    expect(monthsAndDays('2026-01-30', '2026-04-03')).toEqual({
      months: { from: '2026-02-01', to: '2026-04-01' },
      days: [
        { from: '2026-01-30', to: '2026-02-01' },
        { from: '2026-04-01', to: '2026-04-03' },
      ],
    });
    expect(monthsAndDays('2026-02-03', '2026-02-21')).toEqual({
      months: null,
      days: [{ from: '2026-02-03', to: '2026-02-21' }],
    });
    expect(monthsAndDays('2026-02-10', '2026-03-15')).toEqual({
      months: null,
      days: [{ from: '2026-02-10', to: '2026-03-15' }],
    });
    expect(monthsAndDays('2025-12-15', '2026-01-01')).toEqual({
      months: null,
      days: [{ from: '2025-12-15', to: '2026-01-01' }],
    });
    expect(monthsAndDays('2025-12-01', '2026-01-20')).toEqual({
      months: { from: '2025-12-01', to: '2026-01-01' },
      days: [{ from: '2026-01-01', to: '2026-01-20' }],
    });
  });

  describe('against a count of the returned items', () => {
    beforeEach(async () => {
      const tenantId = t.fx.tenants.alpha;
      // Ten weeks of orders, one a day at 23:30 UTC (so a day's end matters), on seven products in two
      // countries; a product's items come back at its own rate, some as the orders are stored, some later.
      const orders = Array.from({ length: 70 }, (_, n) => {
        const items: OrderItemValues[] = [0, 1, 2].map((k) => {
          const product = (n * 3 + k) % 7;
          return orderItemValues({
            permalink: `https://alfa.example/p/${product}`,
            ...((n + k) % (product + 2) === 0 && {
              returnedAt: new Date(FIRST_DAY + (n + 9) * DAY),
              returnReason: 'SMALL' as const,
            }),
          });
        });
        return {
          order: {
            orderId: `T${n}`,
            orderedAt: new Date(FIRST_DAY + n * DAY + 23.5 * 3_600_000),
            country: n % 4 === 0 ? 'US' : 'BR',
            currency: 'BRL',
            fittingRoomUsed: n % 2 === 0,
            profileCode: null,
            shopperAge: null,
            total: 30,
          },
          items,
        };
      });
      await t.db.transaction().execute((trx) => insertNewOrders(trx, tenantId, orders));
      const later = await t.db
        .selectFrom('order_items')
        .select(['id as itemId', 'order_id as orderId'])
        .where('tenant_id', '=', tenantId)
        .where('returned_at', 'is', null)
        .where(sql<boolean>`id % 5 = 0`)
        .execute();
      await markItemsReturned(
        t.db,
        tenantId,
        later.map((item) => ({ ...item, reason: 'BIG' as const, at: new Date('2026-04-20T00:00:00Z') })),
      );
      // Items that go away take their returns with them.
      await t.db.deleteFrom('order_items').where('tenant_id', '=', tenantId).where('order_id', '=', 'T40').execute();
      expect(await monthlyReturnsMismatches(t.db)).toEqual([]);
    });

    const recount = async (startDate: string, endDate: string, countries: string[]) => {
      const { rows } = await sql<{ permalink: string; returns: number; items: number }>`
        SELECT permalink, count(*) FILTER (WHERE returned_at IS NOT NULL)::int AS returns, count(*)::int AS items
        FROM order_items
        WHERE tenant_id = ${t.fx.tenants.alpha}
          AND ordered_at >= ${`${startDate}T00:00:00Z`}::timestamptz
          AND ordered_at < ${`${endDate}T00:00:00Z`}::timestamptz + interval '1 day'
          AND (${countries.length === 0} OR country = ANY(${countries}::text[]))
        GROUP BY permalink HAVING count(*) FILTER (WHERE returned_at IS NOT NULL) > 0
        ORDER BY returns DESC, permalink LIMIT 10`.execute(t.db);
      return rows;
    };

    it.each([
      ['2026-02-01', '2026-03-31', []],
      ['2026-01-30', '2026-04-02', []],
      ['2026-01-28', '2026-04-30', ['US']],
      ['2026-02-03', '2026-02-20', []],
      ['2026-02-10', '2026-03-15', ['BR']],
      ['2026-03-01', '2026-03-01', []],
      ['2026-02-28', '2026-03-01', ['BR', 'US']],
      ['2026-03-16', '2026-04-30', []],
    ])('from %s to %s in %j, as a count of the items finds', async (startDate, endDate, countries) => {
      const expected = await recount(startDate, endDate, countries);
      expect(expected.length).toBeGreaterThan(0);
      const top = await topReturnedProducts(t.db, { tenantId: t.fx.tenants.alpha, startDate, endDate, countries });
      expect(top.map(({ permalink, returns, items }) => ({ permalink, returns, items }))).toEqual(expected);
      expect(top.every((product) => product.productName === 'Blusa')).toBe(true);
    });
  });
});
