import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

describe('provider brands', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let moderator: string;
  const body = {
    name: 'Adidas',
    logoUrl: 'https://cdn.example/adidas.png',
    gender: 'u',
    ageGroup: 'adult',
    shoe: true,
    active: true,
  };

  const create = (session: string | null, payload: object) =>
    t.call(session, { method: 'POST', url: '/api/v1/strong/brands/', payload });
  const remove = (session: string | null, id: number) =>
    t.call(session, { method: 'DELETE', url: `/api/v1/strong/brands/single/${id}` });
  /** `count` products of a store linked to the provider brand. */
  const linkProducts = (tenantId: number, strongBrandId: number, count: number, from = 0) =>
    t.db
      .insertInto('products')
      .values(
        Array.from({ length: count }, (_, i) => ({
          tenant_id: tenantId,
          permalink: `https://loja.example/p/${strongBrandId}-${from + i}`,
          name: `Produto ${from + i}`,
          strong_brand_id: strongBrandId,
        })),
      )
      .execute();

  beforeEach(async () => {
    moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
  });

  it('lets moderators and administrators create, read, replace and delete one', async () => {
    const created = await create(moderator, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual({
      id,
      ...body,
      linkedProductCount: 0,
      linkedBrandCount: 0,
      linkedBrands: [],
    });
    const administrator = await t.sessionFor(t.fx.users.administrator, t.fx.tenants.alpha);
    const replaced = await t.call(administrator, {
      method: 'PUT',
      url: `/api/v1/strong/brands/single/${id}`,
      payload: { ...body, name: ' Adidas Originals ', logoUrl: null, shoe: false, active: false, gender: 'f' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'Adidas Originals', logoUrl: null, shoe: false, active: false });
    const read = await t.call(moderator, { method: 'GET', url: `/api/v1/strong/brands/single/${id}` });
    expect(read.json()).toMatchObject({ id, name: 'Adidas Originals', gender: 'f' });
    expect((await remove(administrator, id)).statusCode).toBe(204);
    expect((await t.call(moderator, { method: 'GET', url: `/api/v1/strong/brands/single/${id}` })).statusCode).toBe(
      404,
    );
    expect((await remove(moderator, id)).statusCode).toBe(404);
  });

  it('lets store users read the list but never write, nor read one with its links', async () => {
    const store = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const list = await t.call(store, { method: 'GET', url: '/api/v1/strong/brands' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['Nike']);
    const nike = t.fx.strongBrands.nike;
    expect((await create(store, body)).statusCode).toBe(403);
    expect((await t.call(store, { method: 'GET', url: `/api/v1/strong/brands/single/${nike}` })).statusCode).toBe(403);
    const put = await t.call(store, { method: 'PUT', url: `/api/v1/strong/brands/single/${nike}`, payload: body });
    expect(put.statusCode).toBe(403);
    expect((await remove(store, nike)).statusCode).toBe(403);
    expect((await create(null, body)).statusCode).toBe(401);
    const names = await t.db.selectFrom('strong_brands').select('name').execute();
    expect(names).toEqual([{ name: 'Nike' }]);
  });

  it('takes a name of 25 characters, refuses 26 and a comma, after trimming', async () => {
    const name25 = 'A'.repeat(25);
    expect((await create(moderator, { ...body, name: `  ${name25}  ` })).json().name).toBe(name25);
    const long = await create(moderator, { ...body, name: 'B'.repeat(26) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'name', code: 'MAXLENGTH', params: { max: 25 } }],
    });
    const comma = await create(moderator, { ...body, name: 'Nike, Inc' });
    expect(comma.statusCode).toBe(400);
    expect(comma.json().details).toMatchObject([{ field: 'name', code: 'COMMA' }]);
    const empty = await create(moderator, { ...body, name: '   ' });
    expect(empty.json().details).toMatchObject([{ field: 'name', code: 'REQUIRED' }]);
    const duplicate = await create(moderator, { ...body, name: 'NIKE' });
    expect(duplicate.statusCode).toBe(409);
    expect(await t.db.selectFrom('strong_brands').select('name').orderBy('id').execute()).toEqual([
      { name: 'Nike' },
      { name: name25 },
    ]);
  });

  it('refuses a logo that is not http or https, an unknown gender or age group, and unknown fields', async () => {
    const bad = await create(moderator, { ...body, logoUrl: 'ftp://x.example/a.png', gender: 'x', ageGroup: 'old' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string; code: string }) => `${d.field} ${d.code}`)
        .sort(),
    ).toEqual(['ageGroup ENUM', 'gender ENUM', 'logoUrl URL']);
    expect((await create(moderator, { ...body, extra: 1 })).statusCode).toBe(400);
    expect((await create(moderator, { ...body, logoUrl: 'http://x.example/a.png' })).statusCode).toBe(201);
  });

  it('refuses to delete one linked to 1 product, naming it in the singular', async () => {
    const nike = t.fx.strongBrands.nike;
    await linkProducts(t.fx.tenants.beta, nike, 1);
    const res = await remove(moderator, nike);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STRONG_BRAND_LINKED',
      message: 'The provider brand is linked to 1 product and cannot be deleted.',
      details: [{ field: 'products', code: 'LINKED_PRODUCTS', params: { count: 1 } }],
    });
    expect(await t.db.selectFrom('strong_brands').select('id').where('id', '=', nike).execute()).toHaveLength(1);
  });

  it('refuses to delete one linked to 3 products of two stores, in the plural; deletes it once unlinked', async () => {
    const nike = t.fx.strongBrands.nike;
    await linkProducts(t.fx.tenants.alpha, nike, 2);
    await linkProducts(t.fx.tenants.beta, nike, 1, 2);
    const res = await remove(moderator, nike);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'The provider brand is linked to 3 products and cannot be deleted.',
      details: [{ code: 'LINKED_PRODUCTS', params: { count: 3 } }],
    });
    const read = await t.call(moderator, { method: 'GET', url: `/api/v1/strong/brands/single/${nike}` });
    expect(read.json()).toMatchObject({ linkedProductCount: 3, linkedBrandCount: 0 });
    await t.db.updateTable('products').set({ strong_brand_id: null }).execute();
    expect((await remove(moderator, nike)).statusCode).toBe(204);
  });

  it('refuses, in the database too, a delete that the service would not have checked', async () => {
    const nike = t.fx.strongBrands.nike;
    await linkProducts(t.fx.tenants.alpha, nike, 1);
    // restrict_violation (23001) on PostgreSQL 17 and the embedded database, foreign_key_violation before.
    const refused = await t.db
      .deleteFrom('strong_brands')
      .where('id', '=', nike)
      .execute()
      .then(
        () => 'deleted',
        (error: { code?: string }) => error.code,
      );
    expect(['23001', '23503']).toContain(refused);
  });

  it('shows the store brands of every store linked to it, with their store, and refuses to delete it', async () => {
    const nike = t.fx.strongBrands.nike;
    await t.db
      .insertInto('brands')
      .values([
        { tenant_id: t.fx.tenants.beta, name: 'Nike BR', strong_brand_id: nike },
        { tenant_id: t.fx.tenants.alpha, name: 'nike', strong_brand_id: nike },
        { tenant_id: t.fx.tenants.alpha, name: 'Other' },
      ])
      .execute();
    const read = await t.call(moderator, { method: 'GET', url: `/api/v1/strong/brands/single/${nike}` });
    expect(read.json()).toMatchObject({
      linkedBrandCount: 2,
      linkedBrands: [
        { name: 'nike', tenantId: t.fx.tenants.alpha, tenantName: 'Loja Alfa' },
        { name: 'Nike BR', tenantId: t.fx.tenants.beta, tenantName: 'Loja Beta' },
      ],
    });
    const res = await remove(moderator, nike);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'The provider brand is linked to 2 store brands and cannot be deleted.',
      details: [{ field: 'brands', code: 'LINKED_BRANDS', params: { count: 2 } }],
    });
  });
});
