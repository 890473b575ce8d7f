import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../server/demo/demoSeed.js';
import { truncateAll, useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

describe('demo storefront traffic', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('gives the demo store a year of orders and returns, fitting-room shoppers returning less', async () => {
    await truncateAll(t.db);
    await seedDemoIfEmpty(t.db);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'store@provador.test')
      .executeTakeFirstOrThrow();
    const store = await t.db
      .selectFrom('tenant_users')
      .select('tenant_id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const session = await t.sessionFor(user.id, store.tenant_id);
    const end = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.call(session, {
      method: 'GET',
      url: `/api/v1/reports/summarize?startDate=${start}&endDate=${end}`,
    });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.orders).toBeGreaterThan(1000);
    expect(r.recommendationsShown).toBeGreaterThan(300);
    expect(r.returns).toBeGreaterThan(50);
    expect(r.daily.length).toBeGreaterThan(250);
    expect(r.returnRateWithFittingRoom).toBeLessThan(r.returnRateWithoutFittingRoom);
    expect(r.impact.fittingRoom.sufficient).toBe(true);
    expect(r.topReturned.length).toBe(10);
    const list = await t.call(session, { method: 'GET', url: '/api/v1/orders?size=5' });
    expect(list.json().data).toHaveLength(5);
  });
});
