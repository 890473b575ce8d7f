import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { addProduct } from './productFixtures.js';
import { topsBody } from './modelingFixtures.js';

interface Style {
  id: number;
  strongBrandName: string;
  strongCategoryName: string | null;
  model: string | null;
  gender: string;
  weightStyle: number;
  modelingId: number | null;
  modelingName: string | null;
  productCount: number;
}

describe('size styles and models', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let moderator: string;
  let store: string;
  let nike: number;
  let tops: number;

  const linkProduct = async (tenantId: number, permalink: string, link: Record<string, unknown>) => {
    const id = await addProduct(t.db, tenantId, permalink);
    await t.db.updateTable('products').set(link).where('id', '=', id).execute();
    return id;
  };
  const sync = async () => {
    const res = await t.call(moderator, { method: 'POST', url: '/api/v1/strong/styles/sync' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { styles: number; created: number; emptied: number; products: number };
  };
  const list = async (query = '') => {
    const res = await t.call(moderator, { method: 'GET', url: `/api/v1/strong/styles${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Style[]; total: number; hasMore: boolean };
  };
  const addTable = async (name: string) => {
    const { gender: _g, ...body } = topsBody(name);
    const res = await t.call(moderator, {
      method: 'POST',
      url: '/api/v1/strong/modelings/',
      payload: { ...body, gender: 'u' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  beforeEach(async () => {
    moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    store = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    nike = t.fx.strongBrands.nike;
    const c = await t.db
      .insertInto('strong_categories')
      .values({ name: 'Camisetas', type: 'clothes', translations: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    tops = c.id;
  });

  it('refuses store users the styles, and changes nothing', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/api/v1/strong/styles' },
      { method: 'POST' as const, url: '/api/v1/strong/styles/sync' },
      { method: 'PUT' as const, url: '/api/v1/strong/styles/single/1', payload: { weightStyle: 2 } },
      { method: 'PATCH' as const, url: '/api/v1/strong/styles/modeling/', payload: { ids: [1], modelingId: null } },
    ]) {
      expect((await t.call(store, req)).statusCode, req.url).toBe(403);
    }
    expect(await t.db.selectFrom('strong_styles').select('id').execute()).toEqual([]);
  });

  it('builds one style per key from the products of every store; a second sync changes nothing', async () => {
    const slim = { strong_brand_id: nike, strong_category_id: tops, strong_model: 'Slim', gender: 'f' };
    await linkProduct(t.fx.tenants.alpha, 'a1', slim);
    await linkProduct(t.fx.tenants.alpha, 'a1b', slim);
    await linkProduct(t.fx.tenants.beta, 'b1', { ...slim, strong_model: ' SLIM ' });
    await linkProduct(t.fx.tenants.alpha, 'a2', { ...slim, gender: 'm' });
    await linkProduct(t.fx.tenants.alpha, 'a3', { strong_brand_id: nike });
    await linkProduct(t.fx.tenants.beta, 'b3', { strong_brand_id: nike, strong_model: '' });
    await addProduct(t.db, t.fx.tenants.alpha, 'unlinked');

    expect(await sync()).toEqual({ styles: 3, created: 3, emptied: 0, products: 6 });
    const first = await list('?sort=productCount,desc');
    expect(first.data.map((s) => [s.model, s.gender, s.productCount])).toEqual([
      ['Slim', 'f', 3],
      [null, 'u', 2],
      ['Slim', 'm', 1],
    ]);
    expect(first.data[0]).toMatchObject({ strongBrandName: 'Nike', strongCategoryName: 'Camisetas', weightStyle: 1 });

    const versions = () =>
      t.db
        .selectFrom('strong_styles')
        .select(['id', sql<string>`xmin::text`.as('version')])
        .orderBy('id')
        .execute();
    const before = await versions();
    expect(await sync()).toEqual({ styles: 3, created: 0, emptied: 0, products: 6 });
    expect((await list('?sort=productCount,desc')).data).toEqual(first.data);
    // Nothing changed, so no style was written again.
    expect(await versions()).toEqual(before);

    await linkProduct(t.fx.tenants.beta, 'b4', { ...slim, gender: 'm' });
    expect(await sync()).toEqual({ styles: 3, created: 0, emptied: 0, products: 7 });
    const rewritten = (await versions()).filter((v, i) => v.version !== before[i]!.version);
    expect(rewritten.map((v) => v.id)).toEqual([first.data[2]!.id]);
  });

  it('keeps the number of styles as they are added, deleted and emptied, and lists it as the total', async () => {
    const real = async () =>
      Number(
        (await t.db
          .selectFrom('strong_styles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst())!.n,
      );
    const kept = async () => (await t.db.selectFrom('strong_style_total').select('n').executeTakeFirst())?.n;
    await linkProduct(t.fx.tenants.alpha, 'a1', { strong_brand_id: nike, strong_model: 'Slim' });
    await linkProduct(t.fx.tenants.alpha, 'a2', { strong_brand_id: nike, strong_model: 'Regular' });
    await linkProduct(t.fx.tenants.beta, 'b1', { strong_brand_id: nike, strong_model: 'Wide' });
    await sync();
    expect(Number(await kept())).toBe(3);
    expect((await list()).total).toBe(3);
    expect((await list('?gender=f')).total).toBe(0);

    const [first] = (await list('?sort=id,asc')).data;
    await t.db.deleteFrom('strong_styles').where('id', '=', first!.id).execute();
    expect(Number(await kept())).toBe(await real());
    expect((await list()).total).toBe(2);
    await sync();
    expect(Number(await kept())).toBe(3);

    await sql`TRUNCATE strong_styles CASCADE`.execute(t.db);
    expect(await kept()).toBeUndefined();
    expect((await list()).total).toBe(0);
    await sync();
    expect((await list()).total).toBe(3);
  });

  it('keeps a style its products left, with its weight and table, at zero products', async () => {
    const id = await linkProduct(t.fx.tenants.alpha, 'a1', { strong_brand_id: nike, strong_model: 'Slim' });
    await sync();
    const [style] = (await list()).data;
    await t.call(moderator, {
      method: 'PUT',
      url: `/api/v1/strong/styles/single/${style!.id}`,
      payload: { weightStyle: 2.5 },
    });
    await t.db.updateTable('products').set({ strong_model: 'Regular' }).where('id', '=', id).execute();

    expect(await sync()).toEqual({ styles: 1, created: 1, emptied: 1, products: 1 });
    const after = await list('?sort=model,desc');
    expect(after.data.map((s) => [s.model, s.productCount, s.weightStyle])).toEqual([
      ['Slim', 0, 2.5],
      ['Regular', 1, 1],
    ]);
  });

  it('refuses a second style of one key, whatever the model case', async () => {
    const values = { strong_brand_id: nike, model: 'Slim', gender: 'f', age_group: 'adult', size_type: 'regular' };
    await t.db.insertInto('strong_styles').values(values).execute();
    await expect(
      t.db
        .insertInto('strong_styles')
        .values({ ...values, model: 'SLIM' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('strong_styles')
        .values([
          { ...values, model: null },
          { ...values, model: null },
        ])
        .execute(),
    ).rejects.toThrow();
  });

  it('filters by brand, category, gender, linked table and name', async () => {
    const adidas = (
      await t.db.insertInto('strong_brands').values({ name: 'Adidas' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    await linkProduct(t.fx.tenants.alpha, 'a1', { strong_brand_id: nike, strong_category_id: tops, gender: 'f' });
    await linkProduct(t.fx.tenants.alpha, 'a2', { strong_brand_id: adidas, strong_model: 'Run', gender: 'm' });
    await sync();
    const models = async (q: string) => (await list(q)).data.map((s) => s.model ?? s.strongBrandName);
    expect(await models(`?strongBrandId=${adidas}`)).toEqual(['Run']);
    expect(await models(`?strongCategoryId=${tops}`)).toEqual(['Nike']);
    expect(await models('?gender=m')).toEqual(['Run']);
    expect(await models('?name=camis')).toEqual(['Nike']);
    expect(await models('?name=ru')).toEqual(['Run']);
    expect(await models('?linked=true')).toEqual([]);
    expect((await models('?linked=false')).length).toBe(2);
    const bad = await t.call(moderator, { method: 'GET', url: '/api/v1/strong/styles?gender=x&sort=nope,asc' });
    expect(bad.statusCode).toBe(400);
  });

  it('finds styles by their brand, category or subcategory name or part of their model; pages keep their order', async () => {
    const shirts = (
      await t.db
        .insertInto('strong_subcategories')
        .values({ strong_category_id: tops, name: 'Polos', translations: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const adidas = (
      await t.db.insertInto('strong_brands').values({ name: 'Adidas' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const table = await addTable('Polos Nike');
    const link = { strong_brand_id: nike, strong_category_id: tops, strong_subcategory_id: shirts };
    for (let n = 0; n < 3; n++) await linkProduct(t.fx.tenants.alpha, `p${n}`, { ...link, strong_model: 'Piquet' });
    await linkProduct(t.fx.tenants.alpha, 'r1', { strong_brand_id: adidas, strong_model: 'Runner' });
    await linkProduct(t.fx.tenants.alpha, 'r2', { strong_brand_id: adidas, strong_model: 'Runner' });
    await linkProduct(t.fx.tenants.beta, 'n1', { strong_brand_id: nike, strong_model: 'Airun' });
    await sync();
    const piquet = (await list('?name=piq')).data[0]!;
    const patch = await t.call(moderator, {
      method: 'PATCH',
      url: '/api/v1/strong/styles/modeling/',
      payload: { ids: [piquet.id], modelingId: table },
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const models = async (q: string) => (await list(q)).data.map((s) => s.model);
    expect(await models('?name=polo')).toEqual(['Piquet']);
    expect(await models('?name=camis')).toEqual(['Piquet']);
    expect(await models('?name=DIDA')).toEqual(['Runner']);
    expect(await models('?name=run&sort=productCount,desc')).toEqual(['Runner', 'Airun']);
    expect(await models('?name=nike&sort=productCount,asc')).toEqual(['Airun', 'Piquet']);
    expect(await models('?name=100%25')).toEqual([]);
    // A name search is not counted (as the products' is not): whether more follow, and the total on the last page.
    const searched = await list('?name=run&size=1');
    expect(searched.hasMore).toBe(true);
    expect(searched.total).toBeUndefined();
    expect(await list('?name=run&size=1&page=1')).toMatchObject({ hasMore: false, total: 2 });
    const pages = await Promise.all([0, 1, 2].map((page) => list(`?size=1&page=${page}`)));
    expect(pages.map((p) => [p.data.map((s) => s.model), p.total])).toEqual([
      [['Piquet'], 3],
      [['Runner'], 3],
      [['Airun'], 3],
    ]);
    expect(pages[0]!.data[0]).toMatchObject({
      strongBrandName: 'Nike',
      strongCategoryName: 'Camisetas',
      modelingId: table,
      modelingName: 'Polos Nike',
      productCount: 3,
    });
    expect(await models(`?ids=${piquet.id}`)).toEqual(['Piquet']);
  });

  it('sets a weight within its range and two decimals; refuses the rest without a change', async () => {
    await linkProduct(t.fx.tenants.alpha, 'a1', { strong_brand_id: nike });
    await sync();
    const [style] = (await list()).data;
    const put = (payload: Record<string, unknown>, id = style!.id) =>
      t.call(moderator, { method: 'PUT', url: `/api/v1/strong/styles/single/${id}`, payload });

    const ok = await put({ weightStyle: 7.25 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: style!.id, weightStyle: 7.25 });
    for (const payload of [
      { weightStyle: -1 },
      { weightStyle: 101 },
      { weightStyle: 1.234 },
      { weightStyle: '2' },
      {},
    ]) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await put({ weightStyle: 3 }, 999_999)).statusCode).toBe(404);
    expect((await list()).data[0]!.weightStyle).toBe(7.25);
  });

  it('associates a table with many styles at once, all or nothing', async () => {
    await linkProduct(t.fx.tenants.alpha, 'a1', { strong_brand_id: nike, gender: 'f' });
    await linkProduct(t.fx.tenants.alpha, 'a2', { strong_brand_id: nike, gender: 'm' });
    await sync();
    const ids = (await list()).data.map((s) => s.id);
    const table = await addTable('Camisetas Nike');
    const patch = (payload: Record<string, unknown>) =>
      t.call(moderator, { method: 'PATCH', url: '/api/v1/strong/styles/modeling/', payload });

    const missing = await patch({ ids: [...ids, 999_999], modelingId: table });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('999999');
    expect((await patch({ ids, modelingId: 999_999 })).statusCode).toBe(404);
    expect((await patch({ ids: [], modelingId: table })).statusCode).toBe(400);
    expect((await patch({ ids, modelingId: table, extra: 1 })).statusCode).toBe(400);
    expect((await list('?linked=true')).total).toBe(0);

    const ok = await patch({ ids, modelingId: table });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await list('?linked=true')).data.map((s) => s.modelingName)).toEqual(['Camisetas Nike', 'Camisetas Nike']);
    expect((await list(`?modelingId=${table}`)).total).toBe(2);

    expect((await patch({ ids: [ids[0]], modelingId: null })).statusCode).toBe(200);
    expect((await list('?linked=true')).total).toBe(1);
    // Deleting the table leaves its styles without one.
    await t.call(moderator, { method: 'DELETE', url: '/api/v1/strong/modelings/bulk/some', payload: { ids: [table] } });
    expect((await list('?linked=true')).total).toBe(0);
  });

  it("gives its table to the style's products in every store, ahead of the attributes, and takes it back", async () => {
    const women = {
      strong_brand_id: nike,
      gender: 'f',
      age_group: 'adult',
      size_type: 'regular',
      plugin_active: true,
      strong_link_active: true,
      available_sizes: ['M'],
      state: 'pending' as const,
    };
    const a1 = await linkProduct(t.fx.tenants.alpha, 'a1', women);
    const b1 = await linkProduct(t.fx.tenants.beta, 'b1', women);
    const a2 = await linkProduct(t.fx.tenants.alpha, 'a2', { ...women, gender: 'm' });
    await sync();
    const style = (await list()).data.find((s) => s.gender === 'f')!;
    // A table without the brand: by attributes no product would ever resolve to it.
    const table = await addTable('Camisetas femininas');
    const tableOf = async (id: number) =>
      await t.db
        .selectFrom('products')
        .select(['strong_modeling_id', 'state'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const lookUp = async () =>
      (
        await t.call(store, {
          method: 'GET',
          url: `/api/v1/strong/modelings/link?strongBrandId=${nike}&gender=f&ageGroup=adult&sizeType=regular`,
        })
      ).json() as { match: { id: number } | null };
    expect(await lookUp()).toEqual({ match: null });

    const patch = (modelingId: number | null) =>
      t.call(moderator, {
        method: 'PATCH',
        url: '/api/v1/strong/styles/modeling/',
        payload: { ids: [style.id], modelingId },
      });
    expect((await patch(table)).statusCode).toBe(200);
    expect((await tableOf(a1)).strong_modeling_id).toBe(table);
    expect((await tableOf(b1)).strong_modeling_id).toBe(table);
    expect((await tableOf(a2)).strong_modeling_id).toBeNull();
    expect((await lookUp()).match?.id).toBe(table);
    // Re-rated in the same call: the table has the product's size.
    expect((await tableOf(a1)).state).toBe('covered');

    expect((await patch(null)).statusCode).toBe(200);
    expect(await tableOf(a1)).toEqual({ strong_modeling_id: null, state: 'pending' });
    expect((await tableOf(b1)).strong_modeling_id).toBeNull();
    expect(await lookUp()).toEqual({ match: null });
  });

  it('lists the models met in the strong links, by brand and category and start of name, to store users', async () => {
    const adidas = (
      await t.db.insertInto('strong_brands').values({ name: 'Adidas' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    await linkProduct(t.fx.tenants.alpha, 'a1', {
      strong_brand_id: nike,
      strong_category_id: tops,
      strong_model: 'Slim',
    });
    await linkProduct(t.fx.tenants.beta, 'b1', {
      strong_brand_id: nike,
      strong_category_id: tops,
      strong_model: 'Slim',
    });
    await linkProduct(t.fx.tenants.beta, 'b2', { strong_brand_id: nike, strong_model: 'slim', gender: 'f' });
    await linkProduct(t.fx.tenants.alpha, 'a2', { strong_brand_id: nike, strong_model: 'Oversized' });
    await linkProduct(t.fx.tenants.alpha, 'a3', { strong_brand_id: adidas, strong_model: 'Run' });
    await sync();
    const models = async (q = '') => {
      const res = await t.call(store, { method: 'GET', url: `/api/v1/strong/models${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { name: string; productCount: number }[] }).data;
    };
    expect(await models()).toEqual([
      { id: 'oversized', name: 'Oversized', productCount: 1 },
      { id: 'run', name: 'Run', productCount: 1 },
      { id: 'slim', name: 'Slim', productCount: 3 },
    ]);
    expect((await models(`?strongBrandId=${nike}`)).map((m) => m.name)).toEqual(['Oversized', 'Slim']);
    expect((await models(`?strongCategoryId=${tops}`)).map((m) => m.name)).toEqual(['Slim']);
    expect((await models('?name=s')).map((m) => m.name)).toEqual(['Slim']);
    expect((await models('?name=%25')).map((m) => m.name)).toEqual([]);
    expect((await t.call(store, { method: 'GET', url: '/api/v1/strong/models?ids=1' })).statusCode).toBe(400);
    expect((await t.call(null, { method: 'GET', url: '/api/v1/strong/models' })).statusCode).toBe(401);
  });
});
