import { beforeEach, describe, expect, it } from 'vitest';
import { declaredRoutes, useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { runProviderSync } from './providerSyncRuns.js';
import { topsBody } from './modelingFixtures.js';
import { productBody } from './productFixtures.js';
import { storefrontBase } from './storefrontFixtures.js';

const strongBody = (name: string, extra: Record<string, unknown> = {}) => {
  const { gender: _g, ...tops } = topsBody(name);
  return { ...tops, gender: 'u', ...extra };
};

describe('provider (strong) tables', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let moderator: string;
  let store: string;
  let nike: number;

  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await t.call(moderator, {
      method: 'POST',
      url: '/api/v1/strong/modelings/',
      payload: strongBody(name, extra),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string; kind: string };
  };
  const addCategory = async (name: string) => {
    const c = await t.db
      .insertInto('strong_categories')
      .values({ name, type: 'clothes', translations: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.id;
  };

  beforeEach(async () => {
    moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    store = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    nike = t.fx.strongBrands.nike;
  });

  it('declares every route: moderators write, store users only resolve a product link', () => {
    expect(declaredRoutes(t, (url) => url.startsWith('/api/v1/strong/modelings'))).toEqual([
      'DELETE /api/v1/strong/modelings/bulk/some moderator',
      'GET /api/v1/strong/modelings moderator',
      'GET /api/v1/strong/modelings/link store',
      'GET /api/v1/strong/modelings/simplified moderator',
      'GET /api/v1/strong/modelings/single/:id moderator',
      'GET /api/v1/strong/modelings/single/:id/history moderator',
      'GET /api/v1/strong/modelings/single/:id/history/:version moderator',
      'GET /api/v1/strong/modelings/single/:id/learning moderator',
      'GET /api/v1/strong/modelings/sync/jobs moderator',
      'POST /api/v1/strong/modelings/ moderator',
      'POST /api/v1/strong/modelings/single/:id/convert moderator',
      'POST /api/v1/strong/modelings/single/:id/duplicate moderator',
      'POST /api/v1/strong/modelings/single/:id/history/:version/restore moderator',
      'POST /api/v1/strong/modelings/single/:id/learning/accept moderator',
      'POST /api/v1/strong/modelings/sync moderator',
      'POST /api/v1/strong/modelings/sync/brands storeModerator',
      'POST /api/v1/strong/modelings/sync/create-strong-modeling moderator',
      'PUT /api/v1/strong/modelings/single/:id moderator',
    ]);
  });

  it('answers every table as a short list (id, name, sizes) by name, for pickers; to moderators only', async () => {
    const b = await create('Bermudas');
    const a = await create('calças');
    const res = await t.call(moderator, { method: 'GET', url: '/api/v1/strong/modelings/simplified' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: b.id, name: 'Bermudas', sizes: ['P', 'M', 'G'] },
      { id: a.id, name: 'calças', sizes: ['P', 'M', 'G'] },
    ]);
    expect((await t.call(store, { method: 'GET', url: '/api/v1/strong/modelings/simplified' })).statusCode).toBe(403);
  });

  it('refuses store users every write and read of the tables themselves', async () => {
    const table = await create('Camisetas');
    for (const req of [
      { method: 'GET' as const, url: '/api/v1/strong/modelings' },
      { method: 'GET' as const, url: `/api/v1/strong/modelings/single/${table.id}` },
      { method: 'POST' as const, url: '/api/v1/strong/modelings/', payload: strongBody('X') },
      { method: 'POST' as const, url: `/api/v1/strong/modelings/single/${table.id}/convert` },
      { method: 'DELETE' as const, url: '/api/v1/strong/modelings/bulk/some', payload: { ids: [table.id] } },
    ]) {
      expect((await t.call(store, req)).statusCode, req.url).toBe(403);
    }
    expect(await t.db.selectFrom('strong_modelings').select('kind').execute()).toEqual([{ kind: 'STATIC' }]);
  });

  it('pages the tables by name in either direction, with name, model and kind filters and their count', async () => {
    for (const name of ['delta', 'Alfa', 'charlie']) await create(name);
    const bravo = await create('Bravo', { strongBrandId: nike, model: 'Slim' });
    await t.call(moderator, { method: 'POST', url: `/api/v1/strong/modelings/single/${bravo.id}/convert` });
    const names = async (query: string) => {
      const res = await t.call(moderator, { method: 'GET', url: `/api/v1/strong/modelings${query}` });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { data: { name: string; strongBrandName: string | null }[]; total: number };
      return [page.data.map((r) => r.name), page.total];
    };
    expect(await names('?size=2')).toEqual([['Alfa', 'Bravo'], 4]);
    expect(await names('?size=2&page=1')).toEqual([['charlie', 'delta'], 4]);
    expect(await names('?size=3&page=1&sort=name,desc')).toEqual([['Alfa'], 4]);
    expect(await names('?name=AR')).toEqual([['charlie'], 1]);
    expect(await names('?model=sli&kind=ORGANIC')).toEqual([['Bravo'], 1]);
    expect(await names('?kind=STATIC&size=1&page=2')).toEqual([['delta'], 3]);
    const res = await t.call(moderator, { method: 'GET', url: `/api/v1/strong/modelings?ids=${bravo.id}` });
    expect(res.json().data).toMatchObject([{ name: 'Bravo', strongBrandName: 'Nike', kind: 'ORGANIC' }]);
  });

  it('creates, lists with filters and reads a table with per size confidence and sample count', async () => {
    const tops = await create('Camisetas', { strongBrandId: nike, model: 'Slim', slugs: ['slim-fit'] });
    await create('Calças', { type: 'clothes', clothesType: 'bottom' });
    await t.db
      .updateTable('strong_modelings')
      .set({ size_stats: JSON.stringify({ M: { confidence: 0.8, samples: 40 }, G: { confidence: 0.3, samples: 5 } }) })
      .where('id', '=', tops.id)
      .execute();
    const list = (
      await t.call(moderator, { method: 'GET', url: `/api/v1/strong/modelings?strongBrandId=${nike}` })
    ).json();
    expect(
      list.data.map((r: { name: string; strongBrandName: string; sampleCount: number }) => [
        r.name,
        r.strongBrandName,
        r.sampleCount,
      ]),
    ).toEqual([['Camisetas', 'Nike', 45]]);
    const one = (await t.call(moderator, { method: 'GET', url: `/api/v1/strong/modelings/single/${tops.id}` })).json();
    expect(
      one.rows.map((r: { labels: { BR: string }; confidence: number | null; sampleCount: number }) => [
        r.labels.BR,
        r.confidence,
        r.sampleCount,
      ]),
    ).toEqual([
      ['P', null, 0],
      ['M', 0.8, 40],
      ['G', 0.3, 5],
    ]);
    expect(one).toMatchObject({ kind: 'STATIC', model: 'Slim', slugs: ['slim-fit'], sampleCount: 45 });
  });

  it('keeps what learning measured when a moderator saves the rows, and refuses statistics in the body', async () => {
    const table = await create('Camisetas');
    await t.db
      .updateTable('strong_modelings')
      .set({ size_stats: JSON.stringify({ M: { confidence: 0.9, samples: 12 } }) })
      .where('id', '=', table.id)
      .execute();
    const body = strongBody('Camisetas 2');
    const saved = await t.call(moderator, {
      method: 'PUT',
      url: `/api/v1/strong/modelings/single/${table.id}`,
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rows[1]).toMatchObject({ confidence: 0.9, sampleCount: 12 });
    const forged = structuredClone(body) as { rows: Record<string, unknown>[] };
    forged.rows[0].sampleCount = 1000;
    const refused = await t.call(moderator, {
      method: 'PUT',
      url: `/api/v1/strong/modelings/single/${table.id}`,
      payload: forged,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('converts a static table to organic once, and duplicates into a static copy with nothing learned', async () => {
    const table = await create('Camisetas');
    await t.db
      .updateTable('strong_modelings')
      .set({ size_stats: JSON.stringify({ M: { confidence: 1, samples: 3 } }) })
      .execute();
    const converted = await t.call(moderator, {
      method: 'POST',
      url: `/api/v1/strong/modelings/single/${table.id}/convert`,
    });
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({
      kind: 'ORGANIC',
      rows: expect.arrayContaining([expect.objectContaining({ labels: { BR: 'P', US: 'S' } })]),
    });
    const again = await t.call(moderator, {
      method: 'POST',
      url: `/api/v1/strong/modelings/single/${table.id}/convert`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ORGANIC');
    expect(
      (await t.call(moderator, { method: 'POST', url: '/api/v1/strong/modelings/single/999999/convert' })).statusCode,
    ).toBe(404);

    // The copy is named in the language of who asked: Portuguese, the app's default, unless another is asked for.
    const duplicate = (language?: string) =>
      t.call(moderator, {
        method: 'POST',
        url: `/api/v1/strong/modelings/single/${table.id}/duplicate`,
        ...(language ? { headers: { 'accept-language': language } } : {}),
      });
    const copy = await duplicate('en-US,en;q=0.9');
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Camisetas (copy)', kind: 'STATIC', sampleCount: 0 });
    expect((await duplicate('pt-BR')).json().name).toBe('Camisetas (cópia)');
    expect((await duplicate('fr')).json().name).toBe('Camisetas (copie)');
    expect((await duplicate()).json().name).toBe('Camisetas (cópia)');
    expect(copy.json().rows.map((r: { measures: unknown }) => r.measures)).toEqual(
      topsBody().rows.map((r) => r.measures),
    );
  });

  it('deletes tables all or nothing and unlinks the products of every store that used them', async () => {
    const a = await create('A', { strongBrandId: nike });
    const b = await create('B');
    const product = await t.call(store, {
      method: 'POST',
      url: '/api/v1/products/',
      payload: productBody('blusa', { sizes: ['P', 'M'], strongBrandId: nike, strongLinkActive: true }),
    });
    expect(product.json()).toMatchObject({ strongModelingId: a.id, strongModelingName: 'A', state: 'covered' });

    const partial = await t.call(moderator, {
      method: 'DELETE',
      url: '/api/v1/strong/modelings/bulk/some',
      payload: { ids: [a.id, 999999] },
    });
    expect(partial.statusCode).toBe(404);
    expect(await t.db.selectFrom('strong_modelings').select('id').orderBy('id').execute()).toHaveLength(2);

    const done = await t.call(moderator, {
      method: 'DELETE',
      url: '/api/v1/strong/modelings/bulk/some',
      payload: { ids: [a.id, b.id] },
    });
    expect(done.statusCode).toBe(200);
    const after = (await t.call(store, { method: 'GET', url: `/api/v1/products/single/${product.json().id}` })).json();
    expect(after).toMatchObject({ strongModelingId: null, state: 'pending' });
  });

  it("creates strong tables from the stores' tables of a size system once, skipping brands without a provider brand", async () => {
    const [linked, unlinked] = await t.db
      .insertInto('brands')
      .values([
        { tenant_id: t.fx.tenants.alpha, name: 'Linked', strong_brand_id: nike },
        { tenant_id: t.fx.tenants.beta, name: 'Unlinked' },
      ])
      .returning('id')
      .execute();
    const post = (session: string, body: Record<string, unknown>) =>
      t.call(session, { method: 'POST', url: '/api/v1/modelings/', payload: body });
    await post(store, { ...topsBody('Alfa BR'), brandId: linked.id });
    await post(store, { ...topsBody('Alfa US'), brandId: linked.id, sizeSystem: 'US' });
    const beta = await t.sessionFor(t.fx.users.storeBeta, t.fx.tenants.beta);
    await post(beta, { ...topsBody('Beta BR'), brandId: unlinked.id });

    const first = await runProviderSync(
      t,
      moderator,
      '/api/v1/strong/modelings/sync/create-strong-modeling?sizeSystem=BR',
    );
    expect(first).toMatchObject({ status: 'finished', result: { created: 1, skippedWithoutStrongBrand: 1 } });
    const rows = await t.db
      .selectFrom('strong_modelings')
      .select(['name', 'strong_brand_id', 'size_names', 'kind'])
      .execute();
    expect(rows).toEqual([{ name: 'Alfa BR', strong_brand_id: nike, size_names: ['P', 'M', 'G'], kind: 'STATIC' }]);
    const second = await runProviderSync(
      t,
      moderator,
      '/api/v1/strong/modelings/sync/create-strong-modeling?sizeSystem=BR',
    );
    expect(second.result.created).toBe(0);
    const bad = await t.call(moderator, {
      method: 'POST',
      url: '/api/v1/strong/modelings/sync/create-strong-modeling?sizeSystem=XX',
    });
    expect(bad.statusCode).toBe(400);
  });

  it("creates strong tables from the current store's tables of the selected brands only", async () => {
    const [mine] = await t.db
      .insertInto('brands')
      .values([{ tenant_id: t.fx.tenants.alpha, name: 'Linked', strong_brand_id: nike }])
      .returning('id')
      .execute();
    await t.call(store, {
      method: 'POST',
      url: '/api/v1/modelings/',
      payload: { ...topsBody('Alfa BR'), brandId: mine.id },
    });
    await t.call(store, { method: 'POST', url: '/api/v1/modelings/', payload: topsBody('Sem marca') });
    const moderatorBeta = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.beta);
    const foreign = await t.call(moderatorBeta, {
      method: 'POST',
      url: '/api/v1/strong/modelings/sync/brands',
      payload: { ids: [mine.id] },
    });
    expect(foreign.json().created).toBe(0);
    const res = await t.call(moderator, {
      method: 'POST',
      url: '/api/v1/strong/modelings/sync/brands',
      payload: { ids: [mine.id] },
    });
    expect(res.json()).toMatchObject({ created: 1 });
    expect(
      (
        await t.call(store, {
          method: 'POST',
          url: '/api/v1/strong/modelings/sync/brands',
          payload: { ids: [mine.id] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('links products through brand, category, subcategory, model and slug; slug weight decides ties', async () => {
    const shirts = await addCategory('Camisas');
    const generic = await create('Nike genérica', { strongBrandId: nike });
    const category = await create('Nike camisas', { strongBrandId: nike, strongCategoryId: shirts });
    const light = await create('Slim leve', {
      strongBrandId: nike,
      strongCategoryId: shirts,
      model: 'Slim',
      slugWeight: 1,
    });
    const heavy = await create('Slim pesada', {
      strongBrandId: nike,
      strongCategoryId: shirts,
      model: 'Slim',
      slugWeight: 5,
    });
    const bySlug = await create('Slim por slug', {
      strongBrandId: nike,
      strongCategoryId: shirts,
      model: 'Slim',
      slugs: ['tall'],
    });

    const insert = (permalink: string, extra: Record<string, unknown>) =>
      t.db
        .insertInto('products')
        .values({
          tenant_id: t.fx.tenants.alpha,
          permalink,
          name: permalink,
          strong_brand_id: nike,
          strong_link_active: true,
          plugin_active: true,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const ids = {
      brandOnly: await insert('a', {}),
      withCategory: await insert('b', { strong_category_id: shirts }),
      heaviest: await insert('c', { strong_category_id: shirts, strong_model: 'slim' }),
      nearestWeight: await insert('d', { strong_category_id: shirts, strong_model: 'Slim', strong_slug_weight: 2 }),
      slug: await insert('e', { strong_category_id: shirts, strong_model: 'Slim', strong_slug: 'TALL' }),
      shoeType: await insert('f', { strong_type: 'shoe' }),
    };
    const job = await runProviderSync(t, moderator, '/api/v1/strong/modelings/sync');
    expect(job).toMatchObject({ status: 'finished', result: { linked: 5, unmatched: 1 } });
    const linked = new Map(
      (await t.db.selectFrom('products').select(['id', 'strong_modeling_id', 'state']).execute()).map((p) => [
        p.id,
        p.strong_modeling_id,
      ]),
    );
    expect(Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, linked.get(id)]))).toEqual({
      brandOnly: generic.id,
      withCategory: category.id,
      heaviest: heavy.id,
      nearestWeight: light.id,
      slug: bySlug.id,
      shoeType: null,
    });
    const states = await t.db
      .selectFrom('products')
      .select('state')
      .where('id', '=', ids.brandOnly)
      .executeTakeFirstOrThrow();
    expect(states.state).toBe('covered');
  });

  it("resolves a product editor's strong link for store users, or answers no match", async () => {
    const shirts = await addCategory('Camisas');
    const table = await create('Nike camisas', { strongBrandId: nike, strongCategoryId: shirts, model: 'Slim' });
    const ask = (q: string) => t.call(store, { method: 'GET', url: `/api/v1/strong/modelings/link?${q}` });
    const found = await ask(`strongBrandId=${nike}&strongCategoryId=${shirts}&model=slim&gender=f`);
    expect(found.json()).toEqual({
      match: { id: table.id, name: 'Nike camisas', kind: 'STATIC', sizes: ['P', 'M', 'G'] },
    });
    expect((await ask(`strongBrandId=${nike}`)).json()).toEqual({ match: null });
    expect((await ask('strongBrandId=x')).statusCode).toBe(400);
  });

  it('answers the storefront recommendation from the strong table when the store drew no chart', async () => {
    const table = await create('Nike camisas', { strongBrandId: nike, model: 'Slim' });
    const made = await t.call(store, {
      method: 'POST',
      url: '/api/v1/products/',
      payload: productBody('camisa', {
        sizes: ['P', 'M', 'G'],
        strongBrandId: nike,
        strongModel: 'Slim',
        strongLinkActive: true,
      }),
    });
    expect(made.json()).toMatchObject({ modelingId: null, strongModelingId: table.id, state: 'covered' });
    const base = await storefrontBase(t, t.fx.tenants.alpha);
    const answer = await t.app.inject({
      method: 'POST',
      url: `${base}/recommendations`,
      payload: { permalink: 'https://alfa.example/camisa', profileCode: 's1', measures: { chest: 96, waist: 78 } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().recommendedSize).toBe('G');

    // The link switched off: no table, no recommendation, pending again.
    const off = await t.call(store, {
      method: 'PUT',
      url: `/api/v1/products/single/${made.json().id}`,
      payload: productBody('camisa', {
        sizes: ['P', 'M', 'G'],
        strongBrandId: nike,
        strongModel: 'Slim',
        strongLinkActive: false,
      }),
    });
    expect(off.json().state).toBe('pending');
    const none = await t.app.inject({
      method: 'POST',
      url: `${base}/recommendations`,
      payload: { permalink: 'https://alfa.example/camisa', profileCode: 's1', measures: { chest: 96, waist: 78 } },
    });
    expect(none.json().recommendedSize).toBeNull();
  });

  it('re-rates the linked products of every store when a strong table loses a size', async () => {
    const table = await create('Nike', { strongBrandId: nike });
    const made = await t.call(store, {
      method: 'POST',
      url: '/api/v1/products/',
      payload: productBody('camisa', { sizes: ['P', 'G'], strongBrandId: nike, strongLinkActive: true }),
    });
    expect(made.json().state).toBe('covered');
    const body = strongBody('Nike', { strongBrandId: nike });
    body.rows = body.rows.slice(0, 2);
    await t.call(moderator, { method: 'PUT', url: `/api/v1/strong/modelings/single/${table.id}`, payload: body });
    const after = (await t.call(store, { method: 'GET', url: `/api/v1/products/single/${made.json().id}` })).json();
    expect(after.state).toBe('alert');
  });
});
