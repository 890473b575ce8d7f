import { describe, expect, it } from 'vitest';
import { signInAs, useTestApp, type TestContext } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { coveredProduct, orderBody, storefrontBase } from './storefrontFixtures.js';
import { DEFAULT_STORE_FEATURES } from '../../domain/featureGates.js';

// Written behind the app's back: its copy of the store is dropped as a save through the API drops it.
const setFeatures = async (t: TestContext, tenantId: number, features: string[]) => {
  await t.db.updateTable('tenants').set({ features }).where('id', '=', tenantId).execute();
  t.storefrontStores.forgetStore(tenantId);
};

const refusedAsNotEnabled = (res: { statusCode: number; json: () => { code: string; message: string } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'FEATURE_NOT_ENABLED', message: 'Resource not enabled' });
};

describe('store features turn calls on', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('gives stores the default features, and /me names the current store’s', async () => {
    const stored = await t.db.selectFrom('tenants').select('features').execute();
    for (const row of stored) expect(row.features).toEqual([...DEFAULT_STORE_FEATURES]);
    await setFeatures(t, t.fx.tenants.alpha, ['SIZE_CHART']);
    const me = await signInAs(t, t.fx.emails.storeAlpha);
    expect(me.json().tenantFeatures).toEqual(['SIZE_CHART']);
  });

  it('gates the storefront calls by feature, with any one of a gate’s features opening it', async () => {
    const { alpha } = t.fx.tenants;
    const session = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    const product = await coveredProduct(t, session);
    const base = await storefrontBase(t, alpha);
    const calls = {
      lookUp: () =>
        t.app.inject({ method: 'GET', url: `${base}/products?permalink=${encodeURIComponent(product.permalink)}` }),
      recommend: () =>
        t.app.inject({
          method: 'POST',
          url: `${base}/recommendations`,
          payload: { permalink: product.permalink, profileCode: 'p', measures: { chest: 90 } },
        }),
      event: () =>
        t.app.inject({
          method: 'POST',
          url: `${base}/events`,
          payload: { type: 'SIZE_CHART_VIEWED', permalink: product.permalink },
        }),
      order: () => t.app.inject({ method: 'POST', url: `${base}/orders`, payload: orderBody() }),
      settings: () => t.app.inject({ method: 'GET', url: `${base}/settings` }),
    };
    await setFeatures(t, alpha, []);
    for (const call of Object.values(calls)) refusedAsNotEnabled(await call());
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('recommendations').selectAll().execute()).toEqual([]);

    await setFeatures(t, alpha, ['SIZE_CHART_V2']);
    expect((await calls.settings()).statusCode).toBe(200);
    expect((await calls.lookUp()).statusCode).toBe(200);
    expect((await calls.event()).statusCode).toBe(204);
    refusedAsNotEnabled(await calls.recommend());
    refusedAsNotEnabled(await calls.order());

    await setFeatures(t, alpha, ['RECOMMENDATION_ON_PAGE', 'ORDER_TRACKING']);
    // The script's settings: the order tracker's pages need them too.
    expect((await calls.settings()).statusCode).toBe(200);
    expect((await calls.recommend()).statusCode).toBe(200);
    expect((await calls.order()).statusCode).toBe(201);
    refusedAsNotEnabled(await calls.lookUp());
  });

  it('gates the orders screen’s calls on ORDER_TRACKING, for store users and staff alike', async () => {
    const { alpha, beta } = t.fx.tenants;
    await setFeatures(t, alpha, ['FITTING_ROOM', 'RETURNS_REPORT']);
    for (const userId of [t.fx.users.storeAlpha, t.fx.users.moderator]) {
      const session = await t.sessionFor(userId, alpha);
      refusedAsNotEnabled(await t.call(session, { method: 'GET', url: '/api/v1/orders' }));
      refusedAsNotEnabled(await t.call(session, { method: 'GET', url: '/api/v1/orders/detail?orderId=A-1' }));
      refusedAsNotEnabled(
        await t.call(session, { method: 'POST', url: '/api/v1/devolution', payload: { id: 1, reason: 'small' } }),
      );
      // Other screens stay open.
      expect((await t.call(session, { method: 'GET', url: '/api/v1/products' })).statusCode).toBe(200);
    }
    // Another store with the feature is not affected.
    const bruno = await t.sessionFor(t.fx.users.storeBeta, beta);
    expect((await t.call(bruno, { method: 'GET', url: '/api/v1/orders' })).statusCode).toBe(200);
  });

  it('gates the returns upload on RETURNS_REPORT', async () => {
    const { alpha } = t.fx.tenants;
    const session = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    expect((await t.call(session, { method: 'GET', url: '/api/v1/report/returns/template' })).statusCode).toBe(200);
    await setFeatures(t, alpha, ['ORDER_TRACKING']);
    refusedAsNotEnabled(await t.call(session, { method: 'GET', url: '/api/v1/report/returns/template' }));
    refusedAsNotEnabled(await t.call(session, { method: 'GET', url: '/api/v1/report/returns/1' }));
    refusedAsNotEnabled(await t.call(session, { method: 'GET', url: '/api/v1/report/returns/1/result' }));
    refusedAsNotEnabled(await t.call(session, { method: 'POST', url: '/api/v1/report/returns', payload: {} }));
    expect((await t.call(session, { method: 'GET', url: '/api/v1/orders' })).statusCode).toBe(200);
  });
});
