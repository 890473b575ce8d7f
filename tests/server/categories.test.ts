import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

describe('categories of the current store', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let session: string;
  let tops: { id: number; shirts: number };
  let shoes: { id: number; sneakers: number };

  const addStrong = async (name: string, type: string, sub: string) => {
    const { id } = await t.db
      .insertInto('strong_categories')
      .values({ name, type, translations: JSON.stringify({ en: name }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const s = await t.db
      .insertInto('strong_subcategories')
      .values({ strong_category_id: id, name: sub, translations: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, sub: s.id };
  };
  const addCategories = (tenantId: number, names: string[]) =>
    t.db
      .insertInto('categories')
      .values(names.map((name) => ({ tenant_id: tenantId, name, type: 'clothes' })))
      .returning('id')
      .execute()
      .then((rows) => rows.map((r) => r.id));
  const post = (payload: object) => t.call(session, { method: 'POST', url: '/api/v1/categories/', payload });

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const top = await addStrong('Tops', 'clothes', 'Shirts');
    const shoe = await addStrong('Shoes', 'shoe', 'Sneakers');
    tops = { id: top.id, shirts: top.sub };
    shoes = { id: shoe.id, sneakers: shoe.sub };
  });

  it('creates, reads, lists and replaces a category linked to a provider category', async () => {
    const created = await post({
      name: ' Camisetas ',
      originalName: 'camisetas-masc',
      type: 'clothes',
      clothesType: 'top',
      strongCategoryId: tops.id,
      strongSubcategoryId: tops.shirts,
      sizeTailor: true,
    });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toEqual({
      id: expect.any(Number),
      name: 'Camisetas',
      originalName: 'camisetas-masc',
      type: 'clothes',
      clothesType: 'top',
      strongCategoryId: tops.id,
      strongCategoryName: 'Tops',
      strongSubcategoryId: tops.shirts,
      strongSubcategoryName: 'Shirts',
      sizeTailor: true,
    });
    expect((await t.call(session, { method: 'GET', url: `/api/v1/categories/single/${category.id}` })).json()).toEqual(
      category,
    );
    await addCategories(t.fx.tenants.alpha, ['Bermudas', 'Calças']);
    await addCategories(t.fx.tenants.beta, ['Beta Only']);
    const list = await t.call(session, { method: 'GET', url: '/api/v1/categories?sort=name,desc&size=2' });
    expect(list.json()).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(['Camisetas', 'Calças']);
    const filtered = await t.call(session, { method: 'GET', url: '/api/v1/categories?name=BERM' });
    expect(filtered.json().data.map((c: { name: string }) => c.name)).toEqual(['Bermudas']);

    const replaced = await t.call(session, {
      method: 'PUT',
      url: `/api/v1/categories/single/${category.id}`,
      payload: { name: 'Tênis', type: 'shoe' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: 'Tênis',
      type: 'shoe',
      originalName: null,
      strongCategoryId: null,
      strongSubcategoryId: null,
      sizeTailor: false,
    });
  });

  it('refuses a subcategory of another provider category, a comma, and unknown values', async () => {
    const mismatch = await post({ name: 'Tênis', strongCategoryId: tops.id, strongSubcategoryId: shoes.sneakers });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toEqual([expect.objectContaining({ field: 'strongSubcategoryId' })]);
    const orphan = await post({ name: 'Tênis', strongSubcategoryId: shoes.sneakers });
    expect(orphan.json().details).toEqual([expect.objectContaining({ field: 'strongSubcategoryId' })]);
    const comma = await post({ name: 'Saias, vestidos' });
    expect(comma.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'name', code: 'COMMA' }] });
    expect((await post({ name: 'Ok', type: 'hat' })).json().details).toEqual([
      expect.objectContaining({ field: 'type' }),
    ]);
    expect((await post({ name: 'Ok', clothesType: 'cape' })).json().details).toEqual([
      expect.objectContaining({ field: 'clothesType' }),
    ]);
    expect((await post({ name: 'Ok', strongCategoryId: 999999 })).json().details).toEqual([
      expect.objectContaining({ field: 'strongCategoryId' }),
    ]);
    expect((await post({ name: 'Ok', color: 'red' })).statusCode).toBe(400);
    expect(await t.db.selectFrom('categories').select('id').execute()).toEqual([]);
  });

  it('answers 409 for a name the store already has, in any case, but not for another store', async () => {
    await addCategories(t.fx.tenants.alpha, ['Vestidos']);
    const res = await post({ name: 'VESTIDOS' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    const other = await t.sessionFor(t.fx.users.storeBeta, t.fx.tenants.beta);
    expect(
      (await t.call(other, { method: 'POST', url: '/api/v1/categories/', payload: { name: 'Vestidos' } })).statusCode,
    ).toBe(201);
  });

  it('changes several categories at once; a new provider category drops the old subcategory', async () => {
    const ids = await addCategories(t.fx.tenants.alpha, ['A', 'B', 'C']);
    const link = await t.call(session, {
      method: 'PATCH',
      url: '/api/v1/categories/',
      payload: {
        ids: [ids[0], ids[1]],
        changes: { strongCategoryId: tops.id, strongSubcategoryId: tops.shirts, sizeTailor: true },
      },
    });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ ids: [ids[0], ids[1]] });
    const move = await t.call(session, {
      method: 'PATCH',
      url: '/api/v1/categories/',
      payload: { ids: [ids[0]], changes: { strongCategoryId: shoes.id, type: 'shoe' } },
    });
    expect(move.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('categories')
      .select(['name', 'type', 'strong_category_id', 'strong_subcategory_id', 'size_tailor'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'A', type: 'shoe', strong_category_id: shoes.id, strong_subcategory_id: null, size_tailor: true },
      {
        name: 'B',
        type: 'clothes',
        strong_category_id: tops.id,
        strong_subcategory_id: tops.shirts,
        size_tailor: true,
      },
      { name: 'C', type: 'clothes', strong_category_id: null, strong_subcategory_id: null, size_tailor: false },
    ]);
    const bad = await t.call(session, {
      method: 'PATCH',
      url: '/api/v1/categories/',
      payload: { ids, changes: { strongCategoryId: tops.id, strongSubcategoryId: shoes.sneakers } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'changes.strongSubcategoryId' })]);
  });

  it('deletes several categories at once, leaving their products without a category', async () => {
    const ids = await addCategories(t.fx.tenants.alpha, ['A', 'B', 'C']);
    await t.db
      .insertInto('products')
      .values({ tenant_id: t.fx.tenants.alpha, permalink: 'https://alfa.example/p/1', name: 'P1', category_id: ids[0] })
      .execute();
    const res = await t.call(session, {
      method: 'DELETE',
      url: '/api/v1/categories/bulk/some',
      payload: { ids: [ids[0], ids[2]] },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.db.selectFrom('categories').select('name').execute()).map((r) => r.name)).toEqual(['B']);
    expect(await t.db.selectFrom('products').select('category_id').executeTakeFirst()).toEqual({ category_id: null });
  });

  it("answers 404 for another store's category and changes nothing in a bulk write that names one", async () => {
    const [own] = await addCategories(t.fx.tenants.alpha, ['Own']);
    const [foreign] = await addCategories(t.fx.tenants.beta, ['Foreign']);
    expect((await t.call(session, { method: 'GET', url: `/api/v1/categories/single/${foreign}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call(session, { method: 'PUT', url: `/api/v1/categories/single/${foreign}`, payload: { name: 'Mine' } }))
        .statusCode,
    ).toBe(404);
    const patch = await t.call(session, {
      method: 'PATCH',
      url: '/api/v1/categories/',
      payload: { ids: [own, foreign], changes: { sizeTailor: true } },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.call(session, {
      method: 'DELETE',
      url: '/api/v1/categories/bulk/some',
      payload: { ids: [own, foreign] },
    });
    expect(del.statusCode).toBe(404);
    const rows = await t.db.selectFrom('categories').select(['name', 'size_tailor']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'Foreign', size_tailor: false },
      { name: 'Own', size_tailor: false },
    ]);
  });

  it('lists provider categories with their subcategories to any signed-in user', async () => {
    await t.db
      .insertInto('strong_subcategories')
      .values({ strong_category_id: tops.id, name: 'Blouses', translations: JSON.stringify({ ptBR: 'Blusas' }) })
      .execute();
    const res = await t.call(session, { method: 'GET', url: '/api/v1/strong/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2 });
    expect(res.json().data).toEqual([
      {
        id: shoes.id,
        name: 'Shoes',
        type: 'shoe',
        translations: { en: 'Shoes' },
        subcategories: [{ id: shoes.sneakers, name: 'Sneakers', translations: {} }],
      },
      {
        id: tops.id,
        name: 'Tops',
        type: 'clothes',
        translations: { en: 'Tops' },
        subcategories: [
          { id: expect.any(Number), name: 'Blouses', translations: { ptBR: 'Blusas' } },
          { id: tops.shirts, name: 'Shirts', translations: {} },
        ],
      },
    ]);
    const named = await t.call(session, { method: 'GET', url: '/api/v1/strong/categories?name=top' });
    expect(named.json().data.map((c: { name: string }) => c.name)).toEqual(['Tops']);
  });
});
