import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { coveredProduct, orderBody, storefrontBase } from './storefrontFixtures.js';
import { productBody } from './productFixtures.js';
import { storefrontKeyOf } from '../../server/repositories/storefront.js';
import { StorefrontProducts } from '../../server/services/storefrontProducts.js';
import { StorefrontStores } from '../../server/services/storefrontStores.js';

describe('what a storefront key opens, held by each process', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('holds a store for its time only: a status or key changed elsewhere is seen once it is up', async () => {
    const { alpha } = t.fx.tenants;
    const stores = new StorefrontStores(t.db, 2000);
    const key = await storefrontKeyOf(t.db, alpha);
    // Times given in ms: the copy is taken at 0.
    expect(await stores.storeOf(key, 0)).toMatchObject({ id: alpha, status: 'TRIAL' });
    // Another process switches the store off and gives it a new key.
    await t.db
      .updateTable('tenants')
      .set({ status: 'INACTIVE', storefront_key: 'k'.repeat(64) })
      .where('id', '=', alpha)
      .execute();
    expect(await stores.storeOf(key, 1999)).toMatchObject({ id: alpha, status: 'TRIAL' });
    expect(await stores.storeOf(key, 2000)).toBeUndefined();
    expect(await stores.storeOf('k'.repeat(64), 2000)).toMatchObject({ id: alpha, status: 'INACTIVE' });
  });

  it('shares one lookup among calls arriving together, and remembers a key that opens nothing for its time', async () => {
    const { alpha } = t.fx.tenants;
    const stores = new StorefrontStores(t.db, 60_000);
    const key = await storefrontKeyOf(t.db, alpha);
    const together = [stores.storeOf(key), stores.storeOf(key)];
    expect(together[0]).toBe(together[1]);
    expect(await Promise.all(together)).toEqual([
      expect.objectContaining({ id: alpha }),
      expect.objectContaining({ id: alpha }),
    ]);
    // Times given in ms: the unknown key is looked up at 0, then answered from memory (the same answer).
    const unknown = stores.storeOf('no-such-key', 0);
    expect(await unknown).toBeUndefined();
    // Another process gives a store that key: it is seen once the copy's time is up.
    await t.db.updateTable('tenants').set({ storefront_key: 'no-such-key' }).where('id', '=', alpha).execute();
    expect(stores.storeOf('no-such-key', 59_999)).toBe(unknown);
    expect(await stores.storeOf('no-such-key', 60_000)).toMatchObject({ id: alpha });
  });

  it("refuses a store's key at once after a save through the API switches the store off", async () => {
    const { alpha } = t.fx.tenants;
    const base = await storefrontBase(t, alpha);
    expect((await t.app.inject({ method: 'POST', url: `${base}/orders`, payload: orderBody() })).statusCode).toBe(201);
    const moderator = await t.sessionFor(t.fx.users.moderator, alpha);
    const { version } = (await t.call(moderator, { method: 'GET', url: '/api/v1/tenants/details' })).json() as {
      version: number;
    };
    const saved = await t.call(moderator, {
      method: 'PUT',
      url: '/api/v1/tenants/details',
      payload: { version, status: 'PAUSED' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: `${base}/orders`, payload: orderBody() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STORE_NOT_ACTIVE');
  });

  it('drops every held store when the caches are invalidated', async () => {
    const { alpha } = t.fx.tenants;
    const base = await storefrontBase(t, alpha);
    expect((await t.app.inject({ method: 'POST', url: `${base}/orders`, payload: orderBody() })).statusCode).toBe(201);
    await t.db.updateTable('tenants').set({ features: [] }).where('id', '=', alpha).execute();
    const moderator = await t.sessionFor(t.fx.users.moderator, alpha);
    expect((await t.call(moderator, { method: 'POST', url: '/api/v1/tenants/invalidation' })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: `${base}/orders`, payload: orderBody() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FEATURE_NOT_ENABLED');
  });

  it('holds a product page for its time only: a product changed elsewhere is seen once it is up', async () => {
    const { alpha } = t.fx.tenants;
    const session = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    const product = await coveredProduct(t, session);
    const products = new StorefrontProducts(t.db, 2000);
    // Times given in ms: the copy is taken at 0, with the table's rows.
    expect(await products.productOf(alpha, product.permalink, 0)).toMatchObject({
      id: product.productId,
      modelingId: product.modelingId,
      rows: expect.any(Array),
    });
    // Another process takes the product's table away.
    await t.db.updateTable('products').set({ modeling_id: null }).where('id', '=', product.productId).execute();
    expect(await products.productOf(alpha, product.permalink, 1999)).toMatchObject({ modelingId: product.modelingId });
    expect(await products.productOf(alpha, product.permalink, 2000)).toMatchObject({ modelingId: null });
    // Another store's page of the same address is its own.
    expect(await products.productOf(t.fx.tenants.beta, product.permalink, 2000)).toBeUndefined();
  });

  it("shows the storefront a product saved through this process's back-office at once", async () => {
    const { alpha } = t.fx.tenants;
    const session = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    const product = await coveredProduct(t, session);
    const base = await storefrontBase(t, alpha);
    const lookUp = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${base}/products?permalink=${encodeURIComponent(product.permalink)}`,
        })
      ).json();
    expect(await lookUp()).toMatchObject({ covered: true });
    const saved = await t.call(session, {
      method: 'PUT',
      url: `/api/v1/products/single/${product.productId}`,
      payload: productBody('blusa-azul', { sizes: ['P', 'M', 'G'], modelingId: null }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await lookUp()).toMatchObject({ covered: false, modelingId: null, measures: [] });
  });
});
