import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME_MAX_LENGTH } from '../../domain/limits.js';
import { PRODUCT_FILTER_OPTIONS, type ProductFilterOption } from '../../domain/productState.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { addChart, addProduct, productBody } from './productFixtures.js';

describe('products of the current store', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let session: string;
  let chart: number;
  const ids: Record<string, number> = {};

  const post = (payload: object) => t.call(session, { method: 'POST', url: '/api/v1/products/', payload });
  const get = (url: string) => t.call(session, { method: 'GET', url: `/api/v1${url}` });
  const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name).sort();
  const stored = async () =>
    await t.db.selectFrom('products').select(['name', 'state', 'modeling_id']).orderBy('name').execute();

  // One product in each state, created through the API, plus one of another store.
  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    chart = await addChart(t.db, t.fx.tenants.alpha, 'Blusas', ['P', 'M', 'G']);
    const bodies = {
      inactive: productBody('vestido-inativo', { pluginActive: false, modelingId: chart, feedProductId: 'SKU-100' }),
      pending: productBody('saia-pendente', { feedProductId: 'SKU-1000' }),
      alert: productBody('blusa-alerta', { modelingId: chart, sizes: ['p', 'GG'] }),
      covered: productBody('camisa-coberta', { modelingId: chart, sizes: [' M ', 'g', 'M'] }),
    };
    for (const [state, body] of Object.entries(bodies)) {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().state).toBe(state);
      ids[state] = res.json().id;
    }
    await addProduct(t.db, t.fx.tenants.beta, 'saia-beta', { name: 'saia beta' });
  });

  it('derives each state from the plugin flag, the chart and the sizes, and keeps sizes clean', async () => {
    const covered = (await get(`/products/single/${ids.covered}`)).json();
    expect(covered).toMatchObject({
      sizes: ['M', 'g'],
      modelingId: chart,
      modelingName: 'Blusas',
      pluginActive: true,
      state: 'covered',
      sizeType: 'regular',
    });
    // Turning the plugin off, then dropping the chart, moves the product through the states.
    const off = await t.call(session, {
      method: 'PUT',
      url: `/api/v1/products/single/${ids.covered}?isAutomaticUpdate=true`,
      payload: productBody('camisa-coberta', { pluginActive: false, modelingId: chart }),
    });
    expect(off.json().state).toBe('inactive');
    const noChart = await t.call(session, {
      method: 'PUT',
      url: `/api/v1/products/single/${ids.covered}`,
      payload: productBody('camisa-coberta'),
    });
    expect(noChart.json()).toMatchObject({ state: 'pending', modelingId: null, modelingName: null });
  });

  it('lists exactly the products of each filter option', async () => {
    const expected: Record<ProductFilterOption, string[]> = {
      all: ['blusa alerta', 'camisa coberta', 'saia pendente', 'vestido inativo'],
      pending: ['saia pendente'],
      pending_active: ['blusa alerta'],
      plugin_active: ['blusa alerta', 'camisa coberta', 'saia pendente'],
      plugin_inactive: ['vestido inativo'],
      active: ['camisa coberta'],
    };
    for (const [option, params] of Object.entries(PRODUCT_FILTER_OPTIONS)) {
      const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      const res = await get(`/products?${query}`);
      expect(res.statusCode).toBe(200);
      expect(names(res.json()), option).toEqual(expected[option as ProductFilterOption]);
      expect(res.json().total, option).toBe(expected[option as ProductFilterOption].length);
    }
  });

  it('pages and sorts, newest first by default', async () => {
    const first = (await get('/products?size=3')).json();
    expect(first).toMatchObject({ page: 0, size: 3, total: 4 });
    expect(first.data.map((p: { id: number }) => p.id)).toEqual([ids.covered, ids.alert, ids.pending]);
    const byName = (await get('/products?sort=name,asc&page=1&size=3')).json();
    expect(byName.data.map((p: { name: string }) => p.name)).toEqual(['vestido inativo']);
    expect((await get('/products?sort=price,asc')).statusCode).toBe(400);
  });

  it('searches by part of the name or permalink, by exact feedProductId and by exact id', async () => {
    expect(names((await get('/products?search=SAIA')).json())).toEqual(['saia pendente']);
    expect(
      names((await get(`/products?search=${encodeURIComponent('alfa.example/blusa')}&searchBy=name`)).json()),
    ).toEqual(['blusa alerta']);
    expect(names((await get('/products?search=SKU-100&searchBy=feedProductId')).json())).toEqual(['vestido inativo']);
    expect((await get('/products?search=SKU-10&searchBy=feedProductId')).json().total).toBe(0);
    expect(names((await get(`/products?search=${ids.alert}&searchBy=id`)).json())).toEqual(['blusa alerta']);
    expect((await get('/products?search=abc&searchBy=id')).json().total).toBe(0);
    expect((await get('/products?search=x&searchBy=sku')).statusCode).toBe(400);
    // A name search is not counted: the answer says whether more follow, and the total on the last page.
    const first = (await get('/products?search=a&size=3')).json();
    expect(first).toMatchObject({ page: 0, size: 3, hasMore: true });
    expect(first.total).toBeUndefined();
    expect(first.data).toHaveLength(3);
    expect((await get('/products?search=a&size=3&page=1')).json()).toMatchObject({
      total: 4,
      hasMore: false,
      data: [{ name: 'vestido inativo' }],
    });
    expect((await get('/products?search=a&size=2&page=1')).json()).toMatchObject({ hasMore: false, total: 4 });
  });

  it('counts the products in each state, within the search', async () => {
    expect((await get('/products/count')).json()).toEqual({
      all: 4,
      inactive: 1,
      pending: 1,
      alert: 1,
      covered: 1,
      pluginActive: 3,
      pluginInactive: 1,
    });
    expect((await get('/products/count?search=a')).json().all).toBe(4);
    expect((await get('/products/count?search=camisa')).json()).toEqual({
      all: 1,
      inactive: 0,
      pending: 0,
      alert: 0,
      covered: 1,
      pluginActive: 1,
      pluginInactive: 0,
    });
  });

  it('refuses bad fields, naming each one, and stores nothing', async () => {
    const [betaBrand] = await t.db
      .insertInto('brands')
      .values({ tenant_id: t.fx.tenants.beta, name: 'Beta' })
      .returning('id')
      .execute();
    const res = await post(
      productBody('nova', {
        name: 'Blusa, verão',
        permalink: 'alfa.example/nova',
        imageUrl: 'ftp://img/1.png',
        brandId: betaBrand.id,
        gender: 'x',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string; code: string }) => `${d.field}:${d.code}`)).toEqual([
      'permalink:URL',
      'name:COMMA',
      'imageUrl:URL',
      'gender:ENUM',
      'brandId:NOT_FOUND',
    ]);
    const unknownField = await post(productBody('nova', { colour: 'red' }));
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().code).toBe('VALIDATION');
    expect(
      (await post(productBody('nova', { sizes: Array.from({ length: 101 }, (_, i) => `T${i}`) }))).json().details[0]
        .field,
    ).toBe('sizes');
    expect(
      await t.db.selectFrom('products').select('id').where('tenant_id', '=', t.fx.tenants.alpha).execute(),
    ).toHaveLength(4);
  });

  it('takes a name as long as the product form allows and refuses one character more', async () => {
    const longest = 'V'.repeat(PRODUCT_NAME_MAX_LENGTH);
    const accepted = await post(productBody('nome-longo', { name: longest }));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().name).toBe(longest);
    const refused = await post(productBody('nome-longo-demais', { name: `${longest}V` }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toMatchObject([
      { field: 'name', code: 'MAXLENGTH', params: { max: PRODUCT_NAME_MAX_LENGTH } },
    ]);
  });

  it('answers 409 for a permalink or feedProductId the store already has', async () => {
    const permalink = await post(productBody('saia-pendente'));
    expect(permalink.statusCode).toBe(409);
    expect(permalink.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('permalink') });
    const feed = await post(productBody('outra', { feedProductId: 'SKU-100' }));
    expect(feed.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('feedProductId') });
  });

  it('changes several products at once and re-rates them', async () => {
    const res = await t.call(session, {
      method: 'PATCH',
      url: '/api/v1/products/',
      payload: { ids: [ids.pending, ids.inactive], changes: { modelingId: chart, pluginActive: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ids: [ids.pending, ids.inactive] });
    expect((await stored()).map((p) => `${p.name}:${p.state}`)).toEqual([
      'blusa alerta:alert',
      'camisa coberta:covered',
      'saia beta:inactive',
      'saia pendente:covered',
      'vestido inativo:covered',
    ]);
  });

  it('changes nothing in a bulk change or delete when one id belongs to another store', async () => {
    const before = await stored();
    const [beta] = await t.db.selectFrom('products').select('id').where('tenant_id', '=', t.fx.tenants.beta).execute();
    const patch = await t.call(session, {
      method: 'PATCH',
      url: '/api/v1/products/',
      payload: { ids: [ids.pending, beta.id], changes: { modelingId: chart } },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.call(session, {
      method: 'DELETE',
      url: '/api/v1/products/bulk/some',
      payload: { ids: [ids.pending, beta.id] },
    });
    expect(del.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    const foreignChart = await addChart(t.db, t.fx.tenants.beta, 'Beta', ['P']);
    const badChart = await t.call(session, {
      method: 'PATCH',
      url: '/api/v1/products/',
      payload: { ids: [ids.pending], changes: { modelingId: foreignChart } },
    });
    expect(badChart.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'changes.modelingId' }] });
    expect(await stored()).toEqual(before);
  });

  it('deletes several products at once', async () => {
    const res = await t.call(session, {
      method: 'DELETE',
      url: '/api/v1/products/bulk/some',
      payload: { ids: [ids.alert, ids.covered] },
    });
    expect(res.json()).toEqual({ ids: [ids.alert, ids.covered] });
    expect((await stored()).map((p) => p.name)).toEqual(['saia beta', 'saia pendente', 'vestido inativo']);
  });

  it('deletes all or the pending products only with the delete word', async () => {
    const del = (url: string, payload?: object) =>
      t.call(session, { method: 'DELETE', url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
    for (const [url, payload] of [
      ['/products', undefined],
      ['/products', { confirmation: 'sim' }],
      ['/products/pending', {}],
    ] as const) {
      const refused = await del(url, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('CONFIRMATION_REQUIRED');
    }
    expect(await stored()).toHaveLength(5);
    expect((await del('/products/pending', { confirmation: 'EXCLUIR' })).json()).toEqual({ deleted: 1 });
    expect((await stored()).map((p) => p.name)).toEqual([
      'blusa alerta',
      'camisa coberta',
      'saia beta',
      'vestido inativo',
    ]);
    expect((await del('/products', { confirmation: ' delete ' })).json()).toEqual({ deleted: 3 });
    expect((await stored()).map((p) => p.name)).toEqual(['saia beta']);
  });
});
