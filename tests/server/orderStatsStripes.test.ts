import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { dailyStatsMismatches } from './orderStatsRecount.js';
import { connectPostgres, type DatabaseHandle, type Db } from '../../server/db/connection.js';
import { insertOrder } from '../../server/repositories/orders.js';
import { orderItemValues } from './orderFixtures.js';
import { STRIPES } from '../../server/db/migrations/015_orders_speed.js';

const item = orderItemValues({ permalink: 'https://alpha.example/p/1' });

const orderOf = (orderId: string) => ({
  orderId,
  orderedAt: new Date('2026-05-10T12:00:00Z'),
  country: 'BR',
  currency: 'BRL',
  fittingRoomUsed: true,
  profileCode: null,
  shopperAge: null,
  total: 10,
});

const stripeOf = async (db: Db) =>
  Number((await sql<{ id: string }>`SELECT txid_current() AS id`.execute(db)).rows[0]!.id) % STRIPES;

describe('daily figures in stripes', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  describe('daily figures under concurrent orders', () => {
    let other: DatabaseHandle;
    beforeAll(() => {
      other = connectPostgres(t.databaseUrl, 1);
    });
    afterAll(async () => {
      await other.close();
    });

    it('lets two open transactions record orders of the same store and day without waiting on each other', async () => {
      const tenantId = t.fx.tenants.alpha;
      await t.db.transaction().execute(async (first) => {
        const firstStripe = await stripeOf(first);
        await insertOrder(first, tenantId, orderOf('first'), [item]);
        // A second writer whose transaction falls in another stripe; with one row per store and day it
        // waited for the first to end, here the lock timeout would fail it instead.
        let recorded = false;
        for (let attempt = 0; attempt < 3 && !recorded; attempt++) {
          recorded = await other.db
            .transaction()
            .execute(async (second) => {
              if ((await stripeOf(second)) === firstStripe) throw new Error('same stripe');
              await sql`SET LOCAL lock_timeout = '2s'`.execute(second);
              return insertOrder(second, tenantId, orderOf('second'), [item, item]);
            })
            .catch((error: Error) => {
              if (error.message === 'same stripe') return false;
              throw error;
            });
        }
        expect(recorded).toBe(true);
      });
      const stats = await t.db
        .selectFrom('store_daily_stats')
        .select([sql<number>`sum(orders)::int`.as('orders'), sql<number>`sum(items)::int`.as('items')])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      expect(stats).toEqual({ orders: 2, items: 3 });
      expect(await dailyStatsMismatches(t.db)).toEqual([]);
    });
  });

  it('keeps the figures exact when a store with orders is deleted', async () => {
    await insertOrder(t.db, t.fx.tenants.beta, orderOf('beta-1'), [item]);
    await t.db.deleteFrom('orders').where('order_id', '=', 'beta-1').execute();
    await insertOrder(t.db, t.fx.tenants.beta, orderOf('beta-2'), [item, item]);
    await t.db.deleteFrom('tenants').where('id', '=', t.fx.tenants.beta).execute();
    const left = await t.db
      .selectFrom('store_daily_stats')
      .select('tenant_id')
      .where('tenant_id', '=', t.fx.tenants.beta)
      .execute();
    expect(left).toEqual([]);
    expect(await dailyStatsMismatches(t.db)).toEqual([]);
  });
});
