import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { topsBody } from './modelingFixtures.js';

describe('size tables', () => {
  const t = useTestApp();
  let session: string;
  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha);
  });
  const create = (body: unknown, s = session) =>
    t.call(s, { method: 'POST', url: '/api/v1/modelings/', payload: body as object });

  it('creates, reads, lists and replaces a table', async () => {
    const created = await create(topsBody());
    expect(created.statusCode).toBe(201);
    const table = created.json();
    expect(table).toMatchObject({
      name: 'Blusas femininas',
      sizes: ['P', 'M', 'G'],
      composedMeasureOrder: 'DISABLED',
      static: false,
    });
    expect(table.rows[1].measures.chest).toEqual({ initialValue: 89, finalValue: 94 });

    const list = await t.call(session, { method: 'GET', url: '/api/v1/modelings?gender=f&name=BLUSA' });
    expect(list.json()).toMatchObject({
      total: 1,
      page: 0,
      size: 25,
      data: [{ id: table.id, sizes: ['P', 'M', 'G'] }],
    });
    expect((await t.call(session, { method: 'GET', url: '/api/v1/modelings?gender=m' })).json().total).toBe(0);

    const replaced = await t.call(session, {
      method: 'PUT',
      url: `/api/v1/modelings/single/${table.id}`,
      payload: { ...topsBody('Blusas'), static: true },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'Blusas', static: true });

    const simplified = await t.call(session, { method: 'GET', url: '/api/v1/modelings/simplified/all' });
    expect(simplified.json()).toEqual([{ id: table.id, name: 'Blusas', sizes: ['P', 'M', 'G'] }]);
  });

  it('refuses a table that breaks the rules, naming each problem, and stores nothing', async () => {
    const body = topsBody('Blusas, verão');
    body.rows[2].measures.chest = { initialValue: 100, finalValue: 95 };
    body.variations = { waist: { mode: 'AMPLE', min: 120, max: 5 } };
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string; code: string }) => `${d.field}:${d.code}`)).toEqual([
      'name:COMMA',
      'variations.waist:INVALID_VARIATION',
      'rows.2.measures.chest:END_BELOW_START',
    ]);
    expect(res.json().details[1].message).toBe('There are invalid values in the custom variation');
    const unknown = await create({ ...topsBody(), colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    const badMeasure = await create({ ...topsBody(), measures: ['chest', 'elbow'] });
    expect(badMeasure.statusCode).toBe(400);
    expect((await t.db.selectFrom('modelings').select('id').execute()).length).toBe(0);
  });

  it('simulates the fitting room on a stored table', async () => {
    const id = (await create(topsBody())).json().id;
    const res = await t.call(session, {
      method: 'POST',
      url: `/api/v1/modelings/single/${id}/simulate`,
      payload: { measures: { chest: 92, waist: 80 } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // waist 80 is beyond M's restricted waist (76 + 5%), so G although the chest fits M.
    expect(body.recommendedSize).toBe('G');
    const m = body.sizes.find((s: { size: string }) => s.size === 'M');
    expect(m.suitable).toBe(false);
    expect(m.measures.waist).toMatchObject({ value: 80, start: 71, end: 76, fit: 'tight' });
    expect(m.measures.chest.fit).toBe('fits');
  });

  it('deletes in bulk all or nothing, and hides other stores tables behind 404', async () => {
    const mine = (await create(topsBody())).json().id;
    const betaSession = await t.sessionFor(t.fx.users.storeBeta);
    const theirs = (await create(topsBody('Deles'), betaSession)).json().id;

    for (const req of [
      { method: 'GET' as const, url: `/api/v1/modelings/single/${theirs}` },
      { method: 'PUT' as const, url: `/api/v1/modelings/single/${theirs}`, payload: topsBody('Roubada') },
      {
        method: 'POST' as const,
        url: `/api/v1/modelings/single/${theirs}/simulate`,
        payload: { measures: { chest: 90 } },
      },
      { method: 'DELETE' as const, url: '/api/v1/modelings/bulk/some', payload: { ids: [mine, theirs] } },
    ]) {
      expect((await t.call(session, req)).statusCode, `${req.method} ${req.url}`).toBe(404);
    }
    expect((await t.db.selectFrom('modelings').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual([
      'Blusas femininas',
      'Deles',
    ]);

    const ok = await t.call(session, {
      method: 'DELETE',
      url: '/api/v1/modelings/bulk/some',
      payload: { ids: [mine] },
    });
    expect(ok.json()).toEqual({ ids: [mine] });
    expect(await t.db.selectFrom('modelings').select('id').execute()).toEqual([{ id: theirs }]);
  });

  it('lets moderators copy tables into another store, keeping brands found by name', async () => {
    const brandAlpha = await t.db
      .insertInto('brands')
      .values({ tenant_id: t.fx.tenants.alpha, name: 'Farm' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const brandBeta = await t.db
      .insertInto('brands')
      .values({ tenant_id: t.fx.tenants.beta, name: 'FARM' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = (await create({ ...topsBody(), brandId: brandAlpha.id })).json().id;

    const refused = await t.call(session, {
      method: 'POST',
      url: `/api/v1/modelings/duplicate/${t.fx.tenants.beta}`,
      payload: { ids: [id] },
    });
    expect(refused.statusCode).toBe(403);

    const moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    const copied = await t.call(moderator, {
      method: 'POST',
      url: `/api/v1/modelings/duplicate/${t.fx.tenants.beta}`,
      payload: { ids: [id] },
    });
    expect(copied.statusCode).toBe(201);
    const [copyId] = copied.json().ids;
    const copy = await t.db.selectFrom('modelings').selectAll().where('id', '=', copyId).executeTakeFirstOrThrow();
    expect(copy).toMatchObject({
      tenant_id: t.fx.tenants.beta,
      brand_id: brandBeta.id,
      name: 'Blusas femininas',
      size_names: ['P', 'M', 'G'],
    });

    const noStore = await t.call(moderator, {
      method: 'POST',
      url: '/api/v1/modelings/duplicate/999999',
      payload: { ids: [id] },
    });
    expect(noStore.statusCode).toBe(404);
  });

  it('refuses a brand of another store', async () => {
    const theirBrand = await t.db
      .insertInto('brands')
      .values({ tenant_id: t.fx.tenants.beta, name: 'Deles' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await create({ ...topsBody(), brandId: theirBrand.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'brandId', code: 'NOT_FOUND' })]);
  });
});
