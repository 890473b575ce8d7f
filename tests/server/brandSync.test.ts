import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

describe('linking store brands to provider brands', () => {
  const t = useTestApp();
  let moderator: string;
  let storeUser: string;

  const addBrands = (tenantId: number, rows: { name: string; strong_brand_id?: number }[]) =>
    t.db
      .insertInto('brands')
      .values(rows.map((r) => ({ tenant_id: tenantId, ...r })))
      .returning('id')
      .execute()
      .then((r) => r.map((b) => b.id));
  const links = () =>
    t.db
      .selectFrom('brands as b')
      .leftJoin('strong_brands as sb', 'sb.id', 'b.strong_brand_id')
      .select(['b.name', 'sb.name as strong'])
      .orderBy('b.name')
      .execute();
  const strongNames = async () =>
    (await t.db.selectFrom('strong_brands').select('name').orderBy('name').execute()).map((r) => r.name);

  beforeEach(async () => {
    moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    storeUser = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
  });

  it('creates missing provider brands (names cut to 25 characters), reuses one of the same name and skips linked brands', async () => {
    const [nikeBr, longName, linked, adidas] = await addBrands(t.fx.tenants.alpha, [
      { name: 'NIKE' },
      { name: 'Companhia Brasileira de Moda Praia' },
      { name: 'Linked', strong_brand_id: t.fx.strongBrands.nike },
      { name: 'Adidas' },
    ]);
    const res = await t.call(moderator, {
      method: 'POST',
      url: '/api/v1/brands/sync/create-strong-brand',
      payload: { ids: [nikeBr, longName, linked, adidas] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 2, linked: 3, skipped: [{ id: linked, reason: 'ALREADY_LINKED' }] });
    expect(await strongNames()).toEqual(['Adidas', 'Companhia Brasileira de M', 'Nike']);
    expect(await links()).toEqual([
      { name: 'Adidas', strong: 'Adidas' },
      { name: 'Companhia Brasileira de Moda Praia', strong: 'Companhia Brasileira de M' },
      { name: 'Linked', strong: 'Nike' },
      { name: 'NIKE', strong: 'Nike' },
    ]);
  });

  it('is for staff only, and changes nothing when one id is of another store', async () => {
    const [own] = await addBrands(t.fx.tenants.alpha, [{ name: 'Own' }]);
    const [foreign] = await addBrands(t.fx.tenants.beta, [{ name: 'Foreign' }]);
    const byStore = await t.call(storeUser, {
      method: 'POST',
      url: '/api/v1/brands/sync/create-strong-brand',
      payload: { ids: [own] },
    });
    expect(byStore.statusCode).toBe(403);
    const mixed = await t.call(moderator, {
      method: 'POST',
      url: '/api/v1/brands/sync/create-strong-brand',
      payload: { ids: [own, foreign] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(await strongNames()).toEqual(['Nike']);
    expect(await links()).toEqual([
      { name: 'Foreign', strong: null },
      { name: 'Own', strong: null },
    ]);
  });

  it('links brands to the provider brand of the same name and lists those without one', async () => {
    await t.db.insertInto('strong_brands').values({ name: 'Companhia Brasileira de M' }).execute();
    const [nike, long, unknown] = await addBrands(t.fx.tenants.alpha, [
      { name: 'nike' },
      { name: 'Companhia Brasileira de Moda Praia' },
      { name: 'Nobody' },
    ]);
    const res = await t.call(storeUser, {
      method: 'POST',
      url: '/api/v1/brands/sync/associate-brand-with-strong-brand',
      payload: { ids: [nike, long, unknown] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ linked: 2, notFound: [unknown] });
    expect(await links()).toEqual([
      { name: 'Companhia Brasileira de Moda Praia', strong: 'Companhia Brasileira de M' },
      { name: 'Nobody', strong: null },
      { name: 'nike', strong: 'Nike' },
    ]);
    const [foreign] = await addBrands(t.fx.tenants.beta, [{ name: 'Nike' }]);
    const mixed = await t.call(storeUser, {
      method: 'POST',
      url: '/api/v1/brands/sync/associate-brand-with-strong-brand',
      payload: { ids: [unknown, foreign] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await t.db.selectFrom('brands').select('strong_brand_id').where('id', '=', foreign).executeTakeFirst())
        ?.strong_brand_id,
    ).toBeNull();
  });
});
