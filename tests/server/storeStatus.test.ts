import { describe, expect, it } from 'vitest';
import { signInAs, useTestApp, type TestContext } from './harness.js';
import { orderBody, storefrontBase } from './storefrontFixtures.js';
import { requeueFeedStores } from '../../server/services/feedQueue.js';
import { STORE_STATUSES } from '../../domain/enums.js';

const STOPPED = ['PAUSED', 'INACTIVE', 'CHURN'];
const RUNNING = STORE_STATUSES.filter((s) => !STOPPED.includes(s));

// Written behind the app's back: its copy of the store is dropped as a save through the API drops it.
const setStatus = async (t: TestContext, tenantId: number, status: string) => {
  await t.db.updateTable('tenants').set({ status }).where('id', '=', tenantId).execute();
  t.storefrontStores.forgetStore(tenantId);
};

describe('what a store status changes', () => {
  const t = useTestApp();

  it('refuses the storefront key of a paused, inactive or churned store with STORE_NOT_ACTIVE', async () => {
    const { alpha } = t.fx.tenants;
    const url = `${await storefrontBase(t, alpha)}/products?permalink=${encodeURIComponent('https://alfa.example/x')}`;
    for (const status of STORE_STATUSES) {
      await setStatus(t, alpha, status);
      const res = await t.app.inject({ method: 'GET', url });
      if (RUNNING.includes(status)) {
        expect(res.statusCode, status).toBe(200);
      } else {
        expect(res.statusCode, status).toBe(403);
        expect(res.json().code, status).toBe('STORE_NOT_ACTIVE');
      }
    }
    await setStatus(t, alpha, 'CHURN');
    const order = await t.app.inject({
      method: 'POST',
      url: `${await storefrontBase(t, alpha)}/orders`,
      payload: orderBody(),
    });
    expect(order.statusCode).toBe(403);
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual([]);
  });

  it('leaves paused, inactive and churned stores out of the feed schedule', async () => {
    const { alpha, beta } = t.fx.tenants;
    for (const id of [alpha, beta]) {
      await t.db
        .updateTable('tenants')
        .set({
          product_integration: 'INTEGRATION_WITH_XML',
          product_integration_xml_link: `https://s${id}.example/f.xml`,
        })
        .where('id', '=', id)
        .execute();
    }
    for (const status of STORE_STATUSES) {
      await t.db.deleteFrom('feed_jobs').execute();
      await setStatus(t, alpha, status);
      await setStatus(t, beta, 'ACTIVE');
      expect(await requeueFeedStores(t.db), status).toBe(RUNNING.includes(status) ? 2 : 1);
      const queued = await t.db.selectFrom('feed_jobs').select('tenant_id').execute();
      expect(
        queued.some((j) => j.tenant_id === alpha),
        status,
      ).toBe(RUNNING.includes(status));
    }
  });

  it("shuts a churned store's users out on their next call, at sign-in and in the store list; staff keep it", async () => {
    const { alpha } = t.fx.tenants;
    const ana = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    expect((await t.call(ana, { method: 'GET', url: '/api/v1/products' })).statusCode).toBe(200);
    await setStatus(t, alpha, 'CHURN');
    const after = await t.call(ana, { method: 'GET', url: '/api/v1/products' });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('STORE_CLOSED');
    expect((await t.call(ana, { method: 'GET', url: '/api/v1/me/tenants' })).json().data).toEqual([]);
    const switched = await t.call(ana, { method: 'PUT', url: `/api/v1/me/current-tenant/${alpha}` });
    expect(switched.statusCode).toBe(404);
    const refused = await signInAs(t, t.fx.emails.storeAlpha);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STORE_CLOSED');
    const moderator = await t.sessionFor(t.fx.users.moderator, alpha);
    expect((await t.call(moderator, { method: 'GET', url: '/api/v1/products' })).statusCode).toBe(200);
  });

  it('signs a user of a churned store and an open one in to the open one', async () => {
    const { alpha, beta } = t.fx.tenants;
    await t.db.insertInto('tenant_users').values({ tenant_id: beta, user_id: t.fx.users.storeAlpha }).execute();
    await setStatus(t, alpha, 'CHURN');
    const res = await signInAs(t, t.fx.emails.storeAlpha);
    expect(res.statusCode).toBe(200);
    expect(res.json().tenantId).toBe(beta);
  });

  it('lets the users of paused and inactive stores sign in and work', async () => {
    const { alpha } = t.fx.tenants;
    for (const status of ['PAUSED', 'INACTIVE']) {
      await setStatus(t, alpha, status);
      const res = await signInAs(t, t.fx.emails.storeAlpha);
      expect(res.statusCode, status).toBe(200);
      expect(res.json().tenantId, status).toBe(alpha);
      const products = await t.call(res.json().sessionId, { method: 'GET', url: '/api/v1/products' });
      expect(products.statusCode, status).toBe(200);
    }
  });
});
