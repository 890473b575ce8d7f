import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

describe('provider categories', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let administrator: string;
  const body = {
    name: 'Tops',
    type: 'clothes',
    translations: { pt: 'Blusas', fr: 'Hauts' },
    subcategories: [{ name: 'T-shirts', translations: { pt: 'Camisetas' } }],
  };
  const URL = '/api/v1/strong/categories';

  const create = (session: string | null, payload: object) => t.call(session, { method: 'POST', url: URL, payload });
  const replace = (session: string | null, id: number, payload: object) =>
    t.call(session, { method: 'PUT', url: `${URL}/single/${id}`, payload });
  const remove = (session: string | null, id: number) =>
    t.call(session, { method: 'DELETE', url: `${URL}/single/${id}` });
  const createdId = async (payload: object = body) => {
    const res = await create(administrator, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; subcategories: { id: number; name: string }[] };
  };
  /** `count` products of a store linked to the provider category (and subcategory when given). */
  const linkProducts = (tenantId: number, link: { category: number; subcategory?: number }, count: number, from = 0) =>
    t.db
      .insertInto('products')
      .values(
        Array.from({ length: count }, (_, i) => ({
          tenant_id: tenantId,
          permalink: `https://loja.example/p/${link.category}-${from + i}`,
          name: `Produto ${from + i}`,
          strong_category_id: link.category,
          strong_subcategory_id: link.subcategory ?? null,
        })),
      )
      .execute();
  const categoryIds = async () => (await t.db.selectFrom('strong_categories').select('id').execute()).map((r) => r.id);

  beforeEach(async () => {
    administrator = await t.sessionFor(t.fx.users.administrator, t.fx.tenants.alpha);
  });

  it('lets administrators create, read, replace and delete one with its subcategories', async () => {
    const created = await createdId({ ...body, name: ' Tops ', translations: { pt: ' Blusas ', fr: 'Hauts' } });
    const tshirts = created.subcategories[0]!.id;
    expect(created).toEqual({
      id: created.id,
      name: 'Tops',
      type: 'clothes',
      translations: { pt: 'Blusas', fr: 'Hauts' },
      subcategories: [{ id: tshirts, name: 'T-shirts', translations: { pt: 'Camisetas' } }],
    });
    const replaced = await replace(administrator, created.id, {
      name: 'Tops and shirts',
      type: 'clothes',
      translations: { pt: 'Blusas', en: 'Tops' },
      subcategories: [
        { id: tshirts, name: 'Tees', translations: {} },
        { name: 'Shirts', translations: { pt: 'Camisas', de: 'Hemden' } },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: 'Tops and shirts',
      translations: { pt: 'Blusas', en: 'Tops' },
      subcategories: [
        { name: 'Shirts', translations: { pt: 'Camisas', de: 'Hemden' } },
        { id: tshirts, name: 'Tees', translations: {} },
      ],
    });
    const read = await t.call(administrator, { method: 'GET', url: `${URL}/single/${created.id}` });
    expect(read.json()).toEqual(replaced.json());
    // A subcategory left out is deleted.
    const fewer = await replace(administrator, created.id, { ...body, subcategories: [] });
    expect(fewer.json().subcategories).toEqual([]);
    expect((await remove(administrator, created.id)).statusCode).toBe(204);
    expect((await t.call(administrator, { method: 'GET', url: `${URL}/single/${created.id}` })).statusCode).toBe(404);
    expect((await remove(administrator, created.id)).statusCode).toBe(404);
    expect((await replace(administrator, created.id, body)).statusCode).toBe(404);
  });

  it('lets store users and moderators read them but never write', async () => {
    const { id } = await createdId();
    for (const user of [t.fx.users.storeAlpha, t.fx.users.moderator]) {
      const session = await t.sessionFor(user, t.fx.tenants.alpha);
      const list = await t.call(session, { method: 'GET', url: URL });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(['Tops']);
      expect((await t.call(session, { method: 'GET', url: `${URL}/single/${id}` })).statusCode).toBe(200);
      expect((await create(session, { ...body, name: 'Other' })).statusCode).toBe(403);
      expect((await replace(session, id, { ...body, name: 'Other' })).statusCode).toBe(403);
      expect((await remove(session, id)).statusCode).toBe(403);
    }
    expect((await create(null, body)).statusCode).toBe(401);
    expect((await t.call(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect(await t.db.selectFrom('strong_categories').select('name').execute()).toEqual([{ name: 'Tops' }]);
  });

  it('takes a name of 60 characters, refuses 61, a comma, a blank one and a taken one (any case)', async () => {
    await createdId({ ...body, name: 'x'.repeat(60) });
    const long = await create(administrator, { ...body, name: ` ${'y'.repeat(61)} ` });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      expect.objectContaining({ field: 'name', code: 'MAXLENGTH', params: { max: 60 } }),
    ]);
    const comma = await create(administrator, { ...body, name: 'Tops, shirts' });
    expect(comma.json().details).toEqual([expect.objectContaining({ field: 'name', code: 'COMMA' })]);
    expect((await create(administrator, { ...body, name: '   ' })).json().details[0]).toMatchObject({
      code: 'REQUIRED',
    });
    await createdId();
    const taken = await create(administrator, { ...body, name: 'TOPS' });
    expect(taken.statusCode).toBe(409);
    expect(await categoryIds()).toHaveLength(2);
  });

  it('refuses an unknown type, language, blank or long translation, twin subcategories and unknown fields', async () => {
    const cases: [object, { field: string; code: string }][] = [
      [
        { ...body, type: 'hats' },
        { field: 'type', code: 'ENUM' },
      ],
      [
        { ...body, translations: { ptBR: 'Blusas' } },
        { field: 'translations.ptBR', code: 'ENUM' },
      ],
      [
        { ...body, translations: { pt: '  ' } },
        { field: 'translations.pt', code: 'REQUIRED' },
      ],
      [
        { ...body, translations: { pt: 'z'.repeat(61) } },
        { field: 'translations.pt', code: 'MAXLENGTH' },
      ],
      [
        {
          ...body,
          subcategories: [
            { name: 'Tees', translations: {} },
            { name: ' tees ', translations: {} },
          ],
        },
        { field: 'subcategories.1.name', code: 'DUPLICATE' },
      ],
      [
        { ...body, subcategories: [{ name: 'Tees', translations: { xx: 'a' } }] },
        { field: 'subcategories.0.translations.xx', code: 'ENUM' },
      ],
      [
        { ...body, subcategories: [{ id: 99999, name: 'Tees', translations: {} }] },
        { field: 'subcategories.0.id', code: 'NOT_FOUND' },
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await create(administrator, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining(detail)]);
    }
    expect((await create(administrator, { ...body, color: 'red' })).statusCode).toBe(400);
    expect(await categoryIds()).toEqual([]);
  });

  it("refuses another category's subcategory id, changing nothing", async () => {
    const tops = await createdId();
    const shoes = await createdId({ name: 'Shoes', type: 'shoe', translations: {}, subcategories: [] });
    const res = await replace(administrator, shoes.id, {
      ...body,
      name: 'Shoes',
      subcategories: [{ id: tops.subcategories[0]!.id, name: 'Stolen', translations: {} }],
    });
    expect(res.statusCode).toBe(400);
    const read = await t.call(administrator, { method: 'GET', url: `${URL}/single/${tops.id}` });
    expect(read.json().subcategories).toMatchObject([{ name: 'T-shirts' }]);
  });

  it('lets two subcategories swap names', async () => {
    const created = await createdId({
      ...body,
      subcategories: [
        { name: 'A', translations: {} },
        { name: 'B', translations: {} },
      ],
    });
    const [a, b] = created.subcategories;
    const res = await replace(administrator, created.id, {
      ...body,
      subcategories: [
        { id: a!.id, name: 'B', translations: {} },
        { id: b!.id, name: 'A', translations: {} },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subcategories).toEqual([
      { id: b!.id, name: 'A', translations: {} },
      { id: a!.id, name: 'B', translations: {} },
    ]);
  });

  it('refuses to delete one linked to 1 product, in the singular, changing nothing', async () => {
    const { id } = await createdId();
    await linkProducts(t.fx.tenants.beta, { category: id }, 1);
    const res = await remove(administrator, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STRONG_CATEGORY_LINKED',
      message: 'The provider category is linked to 1 product and cannot be deleted.',
      details: [{ field: 'products', code: 'LINKED_PRODUCTS', params: { count: 1 } }],
    });
    expect(await categoryIds()).toEqual([id]);
    expect(await t.db.selectFrom('strong_subcategories').select('id').execute()).toHaveLength(1);
  });

  it('refuses to delete one whose subcategory links 3 products of two stores and a store category; then deletes', async () => {
    const { id, subcategories } = await createdId();
    const link = { category: id, subcategory: subcategories[0]!.id };
    await linkProducts(t.fx.tenants.alpha, link, 2);
    await linkProducts(t.fx.tenants.beta, link, 1, 2);
    await t.db
      .insertInto('categories')
      .values({ tenant_id: t.fx.tenants.alpha, name: 'Camisetas', type: 'clothes', strong_category_id: id })
      .execute();
    const res = await remove(administrator, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'The provider category is linked to 3 products and 1 store category and cannot be deleted.',
      details: [
        { code: 'LINKED_PRODUCTS', params: { count: 3 } },
        { code: 'LINKED_CATEGORIES', params: { count: 1 } },
      ],
    });
    await t.db.updateTable('products').set({ strong_category_id: null, strong_subcategory_id: null }).execute();
    await t.db.updateTable('categories').set({ strong_category_id: null }).execute();
    expect((await remove(administrator, id)).statusCode).toBe(204);
    expect(await categoryIds()).toEqual([]);
  });

  it('refuses to drop a linked subcategory from the list, changing nothing of the category', async () => {
    const { id, subcategories } = await createdId();
    await linkProducts(t.fx.tenants.alpha, { category: id, subcategory: subcategories[0]!.id }, 2);
    const res = await replace(administrator, id, { ...body, name: 'Renamed', subcategories: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STRONG_SUBCATEGORY_LINKED',
      details: [{ code: 'LINKED_PRODUCTS', params: { count: 2 } }],
    });
    const read = await t.call(administrator, { method: 'GET', url: `${URL}/single/${id}` });
    expect(read.json()).toMatchObject({ name: 'Tops', subcategories: [{ name: 'T-shirts' }] });
  });

  it('answers 400 to a bad list query', async () => {
    const store = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    for (const query of ['sort=colour,asc', 'page=-1', 'size=100000', `name=${'n'.repeat(200)}`]) {
      const res = await t.call(store, { method: 'GET', url: `${URL}?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
