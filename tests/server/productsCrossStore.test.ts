import { beforeEach, describe, expect, it } from 'vitest';
import { refreshProductStates } from '../../server/repositories/productStates.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { addChart, addProduct, productBody } from './productFixtures.js';

describe("a store user aiming at another store's catalogue", () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let betaIds: number[];
  const betaPermalink = 'https://beta.example/oculto';

  const betaState = async () => ({
    products: await t.db
      .selectFrom('products')
      .selectAll()
      .where('tenant_id', '=', t.fx.tenants.beta)
      .orderBy('id')
      .execute(),
    unknown: await t.db.selectFrom('unknown_products').selectAll().where('tenant_id', '=', t.fx.tenants.beta).execute(),
  });

  beforeEach(async () => {
    const beta = t.fx.tenants.beta;
    betaIds = [await addProduct(t.db, beta, 'um', { feed_product_id: 'B-1' }), await addProduct(t.db, beta, 'dois')];
    await t.db.updateTable('products').set({ plugin_active: true }).where('tenant_id', '=', beta).execute();
    await refreshProductStates(t.db, beta, { all: true });
    await t.db
      .insertInto('unknown_products')
      .values({ tenant_id: beta, permalink: betaPermalink, day: '2026-03-10', hits: 3 })
      .execute();
  });

  it('gets 404 for every read and write, and the other store stays unchanged', async () => {
    const before = await betaState();
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const [id] = betaIds;
    const attempts = [
      { method: 'GET' as const, url: `/api/v1/products/single/${id}` },
      { method: 'PUT' as const, url: `/api/v1/products/single/${id}`, payload: productBody('tomado') },
      {
        method: 'PATCH' as const,
        url: '/api/v1/products/',
        payload: { ids: betaIds, changes: { pluginActive: false } },
      },
      { method: 'DELETE' as const, url: '/api/v1/products/bulk/some', payload: { ids: betaIds } },
      { method: 'POST' as const, url: `/api/v1/products/mock?permalink=${encodeURIComponent(betaPermalink)}` },
    ];
    for (const attempt of attempts) {
      const res = await t.call(session, attempt);
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // Store-wide routes only ever see the session's store.
    const reads = [
      '/products',
      `/products?search=${betaIds[0]}&searchBy=id`,
      '/products?search=B-1&searchBy=feedProductId',
      '/products/unknown?date=2026-03-10',
    ];
    for (const url of reads)
      expect((await t.call(session, { method: 'GET', url: `/api/v1${url}` })).json().total, url).toBe(0);
    expect((await t.call(session, { method: 'GET', url: '/api/v1/products/count' })).json().all).toBe(0);
    const csv = await t.call(session, { method: 'GET', url: '/api/v1/products/unknown/export?date=2026-03-10' });
    expect(csv.body).not.toContain('beta.example');
    for (const url of ['/api/v1/products', '/api/v1/products/pending']) {
      const res = await t.call(session, { method: 'DELETE', url, payload: { confirmation: 'EXCLUIR' } });
      expect(res.json()).toEqual({ deleted: 0 });
    }
    expect(await betaState()).toEqual(before);
  });

  it("refuses the other store's chart, brand or category on an own product", async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const chart = await addChart(t.db, t.fx.tenants.beta, 'Beta', ['P']);
    const [category] = await t.db
      .insertInto('categories')
      .values({ tenant_id: t.fx.tenants.beta, name: 'Beta', type: 'clothes' })
      .returning('id')
      .execute();
    const res = await t.call(session, {
      method: 'POST',
      url: '/api/v1/products/',
      payload: productBody('nova', { modelingId: chart, categoryId: category.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['categoryId', 'modelingId']);
    expect(
      await t.db.selectFrom('products').select('id').where('tenant_id', '=', t.fx.tenants.alpha).execute(),
    ).toEqual([]);
  });
});
