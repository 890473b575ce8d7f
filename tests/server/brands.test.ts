import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

describe('brands of the current store', () => {
  const t = useTestApp();
  let session: string;

  const addBrands = (tenantId: number, names: string[], extra: { size_system?: string } = {}) =>
    t.db
      .insertInto('brands')
      .values(names.map((name) => ({ tenant_id: tenantId, name, ...extra })))
      .returning('id')
      .execute()
      .then((rows) => rows.map((r) => r.id));
  const names = (body: { data: { name: string }[] }) => body.data.map((b) => b.name);

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
  });

  it('takes an explicit null as "none", never coercing it into an invalid value', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha);
    const res = await t.call(session, {
      method: 'POST',
      url: '/api/v1/brands/',
      payload: { name: 'Sem sistema', sizeSystem: null, strongBrandId: null },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sizeSystem: null, strongBrandId: null });
    const numeric = await t.call(session, {
      method: 'POST',
      url: '/api/v1/brands/',
      payload: { name: 'Texto', strongBrandId: String(t.fx.strongBrands.nike) },
    });
    expect(numeric.statusCode).toBe(400);
  });

  it('lists pages of brands sorted as asked, with the total', async () => {
    await addBrands(t.fx.tenants.alpha, ['Osklen', 'arezzo', 'Melissa', 'Hering', 'Colcci']);
    await addBrands(t.fx.tenants.beta, ['Beta Only']);
    const first = await t.call(session, { method: 'GET', url: '/api/v1/brands?page=0&size=2&sort=name,asc' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 0, size: 2, total: 5 });
    expect(names(first.json())).toEqual(['arezzo', 'Colcci']);
    const last = await t.call(session, { method: 'GET', url: '/api/v1/brands?page=2&size=2&sort=name,asc' });
    expect(names(last.json())).toEqual(['Osklen']);
    const desc = await t.call(session, { method: 'GET', url: '/api/v1/brands?sort=name,desc' });
    expect(names(desc.json())).toEqual(['Osklen', 'Melissa', 'Hering', 'Colcci', 'arezzo']);
    // The session id may also travel in the query, beside the list parameters.
    const byDefault = await t.call(null, {
      method: 'GET',
      url: `/api/v1/brands?sessionId=${encodeURIComponent(session)}`,
    });
    expect(byDefault.statusCode).toBe(200);
    expect(byDefault.json()).toMatchObject({ page: 0, size: 25, total: 5 });
  });

  it('filters by a part of the name, ignoring case and taking wildcards literally', async () => {
    await addBrands(t.fx.tenants.alpha, ['Farm Rio', 'RIO Sul', 'Hering', '100% Algodão', '100 Algodão']);
    const rio = await t.call(session, { method: 'GET', url: '/api/v1/brands?name=rio' });
    expect(names(rio.json()).sort()).toEqual(['Farm Rio', 'RIO Sul']);
    expect(rio.json().total).toBe(2);
    const percent = await t.call(session, { method: 'GET', url: `/api/v1/brands?name=${encodeURIComponent('100%')}` });
    expect(names(percent.json())).toEqual(['100% Algodão']);
  });

  it('refuses an unknown sort field and a page size over 100', async () => {
    const field = await t.call(session, { method: 'GET', url: '/api/v1/brands?sort=password,asc' });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'sort', code: 'SORT_FIELD' }] });
    const size = await t.call(session, { method: 'GET', url: '/api/v1/brands?size=101' });
    expect(size.statusCode).toBe(400);
    expect(size.json().code).toBe('VALIDATION');
  });

  it('creates a brand linked to a provider brand and answers it with the provider name', async () => {
    const res = await t.call(session, {
      method: 'POST',
      url: '/api/v1/brands/',
      payload: { name: '  Nike Brasil  ', sizeSystem: 'BR', strongBrandId: t.fx.strongBrands.nike },
    });
    expect(res.statusCode).toBe(201);
    const brand = res.json();
    expect(brand).toEqual({
      id: expect.any(Number),
      name: 'Nike Brasil',
      sizeSystem: 'BR',
      strongBrandId: t.fx.strongBrands.nike,
      strongBrandName: 'Nike',
    });
    const single = await t.call(session, { method: 'GET', url: `/api/v1/brands/single/${brand.id}` });
    expect(single.json()).toEqual(brand);
    const row = await t.db
      .selectFrom('brands')
      .select('tenant_id')
      .where('id', '=', brand.id)
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(t.fx.tenants.alpha);
  });

  it('answers 409 for a name the store already has, in any case', async () => {
    await addBrands(t.fx.tenants.alpha, ['Reserva']);
    const res = await t.call(session, { method: 'POST', url: '/api/v1/brands/', payload: { name: 'RESERVA' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    // Another store may use the same name.
    const other = await t.sessionFor(t.fx.users.storeBeta, t.fx.tenants.beta);
    expect(
      (await t.call(other, { method: 'POST', url: '/api/v1/brands/', payload: { name: 'Reserva' } })).statusCode,
    ).toBe(201);
  });

  it('refuses a name with a comma, an empty name, an unknown size system, provider brand or field', async () => {
    const post = (payload: object) => t.call(session, { method: 'POST', url: '/api/v1/brands/', payload });
    const comma = await post({ name: 'Farm, Rio' });
    expect(comma.statusCode).toBe(400);
    expect(comma.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'name', code: 'COMMA' }] });
    expect((await post({ name: '   ' })).json().details).toEqual([
      expect.objectContaining({ field: 'name', code: 'REQUIRED' }),
    ]);
    expect((await post({ name: 'x'.repeat(101) })).json().details).toEqual([
      expect.objectContaining({ field: 'name', code: 'MAXLENGTH' }),
    ]);
    expect((await post({ name: 'Ok', sizeSystem: 'XX' })).json().details).toEqual([
      expect.objectContaining({ field: 'sizeSystem' }),
    ]);
    expect((await post({ name: 'Ok', strongBrandId: 999999 })).json().details).toEqual([
      expect.objectContaining({ field: 'strongBrandId' }),
    ]);
    const unknown = await post({ name: 'Ok', color: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION');
    expect(await t.db.selectFrom('brands').select('id').execute()).toEqual([]);
  });

  it('replaces a brand, clearing the fields left out', async () => {
    const [id] = await addBrands(t.fx.tenants.alpha, ['Hering'], { size_system: 'BR' });
    const res = await t.call(session, {
      method: 'PUT',
      url: `/api/v1/brands/single/${id}`,
      payload: { name: 'Hering Kids' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      name: 'Hering Kids',
      sizeSystem: null,
      strongBrandId: null,
      strongBrandName: null,
    });
    const missing = await t.call(session, {
      method: 'PUT',
      url: '/api/v1/brands/single/999999',
      payload: { name: 'Nope' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('changes several brands at once, touching only the fields given', async () => {
    const ids = await addBrands(t.fx.tenants.alpha, ['A', 'B', 'C'], { size_system: 'US' });
    const res = await t.call(session, {
      method: 'PATCH',
      url: '/api/v1/brands/',
      payload: { ids: [ids[0], ids[1]], changes: { strongBrandId: t.fx.strongBrands.nike } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ids: [ids[0], ids[1]] });
    const rows = await t.db
      .selectFrom('brands')
      .select(['name', 'size_system', 'strong_brand_id'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'A', size_system: 'US', strong_brand_id: t.fx.strongBrands.nike },
      { name: 'B', size_system: 'US', strong_brand_id: t.fx.strongBrands.nike },
      { name: 'C', size_system: 'US', strong_brand_id: null },
    ]);
    const empty = await t.call(session, { method: 'PATCH', url: '/api/v1/brands/', payload: { ids, changes: {} } });
    expect(empty.statusCode).toBe(400);
  });

  it('deletes several brands at once', async () => {
    const ids = await addBrands(t.fx.tenants.alpha, ['A', 'B', 'C']);
    const res = await t.call(session, {
      method: 'DELETE',
      url: '/api/v1/brands/bulk/some',
      payload: { ids: [ids[0], ids[2]] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ids: [ids[0], ids[2]] });
    expect((await t.db.selectFrom('brands').select('name').execute()).map((r) => r.name)).toEqual(['B']);
  });

  it('changes nothing in a bulk write when one id belongs to another store', async () => {
    const own = await addBrands(t.fx.tenants.alpha, ['A', 'B'], { size_system: 'US' });
    const [foreign] = await addBrands(t.fx.tenants.beta, ['Beta'], { size_system: 'US' });
    const ids = [...own, foreign];
    const patch = await t.call(session, {
      method: 'PATCH',
      url: '/api/v1/brands/',
      payload: { ids, changes: { sizeSystem: 'EU' } },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.call(session, { method: 'DELETE', url: '/api/v1/brands/bulk/some', payload: { ids } });
    expect(del.statusCode).toBe(404);
    const rows = await t.db.selectFrom('brands').select(['name', 'size_system']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'A', size_system: 'US' },
      { name: 'B', size_system: 'US' },
      { name: 'Beta', size_system: 'US' },
    ]);
  });

  it('refuses repeated ids in a bulk write', async () => {
    const [id] = await addBrands(t.fx.tenants.alpha, ['A']);
    const res = await t.call(session, {
      method: 'DELETE',
      url: '/api/v1/brands/bulk/some',
      payload: { ids: [id, id] },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.selectFrom('brands').select('id').execute()).toHaveLength(1);
  });
});
