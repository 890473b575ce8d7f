import { beforeEach, describe, expect, it } from 'vitest';
import { saveProposal } from '../../server/repositories/strongLearning.js';
import { useTestApp } from './harness.js';
import { topsBody } from './modelingFixtures.js';

type Table = { id: number; version: number; rows: { measures: Record<string, { initialValue?: number }> }[] };
type History = {
  current: number;
  total: number;
  data: { version: number; origin: string; userName: string | null; summary: Record<string, unknown> }[];
};

/** topsBody with the chest of size M starting at `start`. */
const withChestM = (start: number, name?: string) => {
  const body = topsBody(name);
  body.rows[1]!.measures.chest = { initialValue: start, finalValue: 94 };
  return body;
};

describe('table history and restore', () => {
  const t = useTestApp();
  let alpha: string;
  let beta: string;
  let moderator: string;

  beforeEach(async () => {
    alpha = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    beta = await t.sessionFor(t.fx.users.storeBeta, t.fx.tenants.beta);
    moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
  });

  const create = async (session = alpha, body: object = topsBody()) => {
    const res = await t.call(session, { method: 'POST', url: '/api/v1/modelings/', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Table;
  };
  const save = (id: number, body: object, session = alpha) =>
    t.call(session, { method: 'PUT', url: `/api/v1/modelings/single/${id}`, payload: body });
  const history = async (id: number, session = alpha, base = '/api/v1/modelings') => {
    const res = await t.call(session, { method: 'GET', url: `${base}/single/${id}/history` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as History;
  };

  it('keeps a version of every save, newest first, with who, origin and a summary', async () => {
    const table = await create();
    expect(table.version).toBe(1);
    const saved = await save(table.id, { ...withChestM(90), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);
    const h = await history(table.id);
    expect(h.current).toBe(2);
    expect(h.total).toBe(2);
    expect(h.data.map((v) => [v.version, v.origin, v.userName])).toEqual([
      [2, 'edit', 'storeAlpha'],
      [1, 'create', 'storeAlpha'],
    ]);
    expect(h.data[0]!.summary).toEqual({ fields: [], addedSizes: [], removedSizes: [], changedCells: 1 });
    expect(h.data[1]!.summary).toMatchObject({ addedSizes: ['P', 'M', 'G'] });
  });

  it('answers one version with its changes per size and measure against the one before', async () => {
    const table = await create();
    await save(table.id, { ...withChestM(90, 'Blusas'), version: 1 });
    const res = await t.call(alpha, { method: 'GET', url: `/api/v1/modelings/single/${table.id}/history/2` });
    expect(res.statusCode, res.body).toBe(200);
    const version = res.json();
    expect(version).toMatchObject({ version: 2, origin: 'edit', snapshot: { name: 'Blusas' } });
    expect(version.diff).toEqual({
      fields: [{ field: 'name', before: 'Blusas femininas', after: 'Blusas' }],
      addedSizes: [],
      removedSizes: [],
      cells: [
        {
          size: 'M',
          measure: 'chest',
          before: { initialValue: 89, finalValue: 94 },
          after: { initialValue: 90, finalValue: 94 },
        },
      ],
    });
    const missing = await t.call(alpha, { method: 'GET', url: `/api/v1/modelings/single/${table.id}/history/9` });
    expect(missing.statusCode).toBe(404);
  });

  it("shows a brand given to a table once, by the brand's name, and restores the version before it", async () => {
    const brand = await t.db
      .insertInto('brands')
      .values({ tenant_id: t.fx.tenants.alpha, name: 'Farm Rio' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const table = await create();
    expect((await save(table.id, { ...topsBody(), brandId: brand.id, version: 1 })).statusCode).toBe(200);
    const res = await t.call(alpha, { method: 'GET', url: `/api/v1/modelings/single/${table.id}/history/2` });
    expect(res.json().diff.fields).toEqual([{ field: 'brandId', before: null, after: 'Farm Rio' }]);
    expect((await history(table.id)).data[0]!.summary).toMatchObject({ fields: ['brandId'] });
    const restored = await t.call(alpha, {
      method: 'POST',
      url: `/api/v1/modelings/single/${table.id}/history/1/restore`,
      payload: { version: 2 },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, brandId: null });
  });

  it('refuses a stale save with 409 STALE_VERSION, changing nothing', async () => {
    const table = await create();
    expect((await save(table.id, { ...withChestM(90), version: 1 })).statusCode).toBe(200);
    const stale = await save(table.id, { ...withChestM(91), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const now = (await t.call(alpha, { method: 'GET', url: `/api/v1/modelings/single/${table.id}` })).json() as Table;
    expect([now.version, now.rows[1]!.measures.chest!.initialValue]).toEqual([2, 90]);
    expect((await history(table.id)).total).toBe(2);
  });

  it('restores a version as a new save, and refuses a restore from a stale version', async () => {
    const table = await create();
    await save(table.id, { ...withChestM(90), version: 1 });
    const restore = (version: number, current: number) =>
      t.call(alpha, {
        method: 'POST',
        url: `/api/v1/modelings/single/${table.id}/history/${version}/restore`,
        payload: { version: current },
      });
    const stale = await restore(1, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const restored = await restore(1, 2);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, name: 'Blusas femininas' });
    expect((restored.json() as Table).rows[1]!.measures.chest!.initialValue).toBe(89);
    const h = await history(table.id);
    expect(h.data[0]).toMatchObject({ version: 3, origin: 'restore', summary: { changedCells: 1 } });
    const v3 = await t.call(alpha, { method: 'GET', url: `/api/v1/modelings/single/${table.id}/history/3` });
    expect(v3.json().diff.cells).toEqual([
      {
        size: 'M',
        measure: 'chest',
        before: { initialValue: 90, finalValue: 94 },
        after: { initialValue: 89, finalValue: 94 },
      },
    ]);
  });

  it("never shows or restores another store's table: 404, nothing written", async () => {
    const table = await create();
    for (const req of [
      { method: 'GET' as const, url: `/api/v1/modelings/single/${table.id}/history` },
      { method: 'GET' as const, url: `/api/v1/modelings/single/${table.id}/history/1` },
      {
        method: 'POST' as const,
        url: `/api/v1/modelings/single/${table.id}/history/1/restore`,
        payload: { version: 1 },
      },
    ]) {
      expect((await t.call(beta, req)).statusCode, req.url).toBe(404);
    }
    expect((await history(table.id)).total).toBe(1);
  });

  it('keeps versions of duplicated tables in the target store, and of moderators saves', async () => {
    const table = await create(moderator);
    const res = await t.call(moderator, {
      method: 'POST',
      url: `/api/v1/modelings/duplicate/${t.fx.tenants.beta}`,
      payload: { ids: [table.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [copy] = res.json().ids as number[];
    const h = await history(copy!, beta);
    expect(h.data.map((v) => [v.version, v.origin, v.userName])).toEqual([[1, 'duplicate', 'moderator']]);
    expect((await t.call(alpha, { method: 'GET', url: `/api/v1/modelings/single/${copy}/history` })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input with 400 and no write', async () => {
    const table = await create();
    const bad = [
      { method: 'GET' as const, url: `/api/v1/modelings/single/${table.id}/history?page=-1` },
      { method: 'GET' as const, url: `/api/v1/modelings/single/${table.id}/history/0` },
      { method: 'POST' as const, url: `/api/v1/modelings/single/${table.id}/history/1/restore`, payload: {} },
      { method: 'PUT' as const, url: `/api/v1/modelings/single/${table.id}`, payload: { ...topsBody(), version: 0 } },
    ];
    for (const req of bad) expect((await t.call(alpha, req)).statusCode, req.url).toBe(400);
    expect((await history(table.id)).total).toBe(1);
  });

  describe('provider tables', () => {
    const strongBody = (name = 'Camisetas') => ({ ...topsBody(name), gender: 'u' });
    const strong = '/api/v1/strong/modelings';

    it('versions create, edit, convert, duplicate and learning accept; moderators only; restore keeps the kind', async () => {
      const created = await t.call(moderator, { method: 'POST', url: `${strong}/`, payload: strongBody() });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as Table).id;
      const put = await t.call(moderator, {
        method: 'PUT',
        url: `${strong}/single/${id}`,
        payload: { ...strongBody(), name: 'Camisetas 2', version: 1 },
      });
      expect(put.statusCode, put.body).toBe(200);
      const stale = await t.call(moderator, {
        method: 'PUT',
        url: `${strong}/single/${id}`,
        payload: { ...strongBody(), version: 1 },
      });
      expect(stale.statusCode).toBe(409);
      expect((await t.call(moderator, { method: 'POST', url: `${strong}/single/${id}/convert` })).statusCode).toBe(200);
      // An organic table's learned ranges, accepted by a moderator, are a save like any other.
      const stamp = await t.db
        .selectFrom('strong_modelings')
        .select('updated_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await saveProposal(t.db, id, {
        sizes: [
          {
            size: 'M',
            drawn: { chest: { initialValue: 89, finalValue: 94 } },
            learned: { chest: { initialValue: 88, finalValue: 93 } },
            sampleCount: 12,
            kept: 12,
            returnedSmall: 0,
            returnedBig: 0,
            confidence: 0.8,
          } as never,
        ],
        observations: 12,
        expectedEffect: { shoppers: 12, sizeReturns: 0, returnsRedirected: 0, keptMoved: 0 },
        tableUpdatedAt: stamp.updated_at,
      });
      const accepted = await t.call(moderator, {
        method: 'POST',
        url: `${strong}/single/${id}/learning/accept`,
        payload: {},
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const h = await history(id, moderator, strong);
      expect(h.data.map((v) => [v.version, v.origin])).toEqual([
        [4, 'learning'],
        [3, 'convert'],
        [2, 'edit'],
        [1, 'create'],
      ]);
      expect(h.data[0]!.summary).toMatchObject({ changedCells: 1 });
      const v3 = await t.call(moderator, { method: 'GET', url: `${strong}/single/${id}/history/3` });
      expect(v3.json().diff.fields).toEqual([{ field: 'kind', before: 'STATIC', after: 'ORGANIC' }]);
      const restored = await t.call(moderator, {
        method: 'POST',
        url: `${strong}/single/${id}/history/1/restore`,
        payload: { version: 4 },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toMatchObject({ version: 5, name: 'Camisetas', kind: 'ORGANIC' });
      expect((restored.json() as Table).rows[1]!.measures.chest!.initialValue).toBe(89);

      // A provider brand is shown by its name too.
      const brand = await t.db.selectFrom('strong_brands').select(['id', 'name']).executeTakeFirstOrThrow();
      await t.call(moderator, {
        method: 'PUT',
        url: `${strong}/single/${id}`,
        payload: { ...strongBody(), strongBrandId: brand.id, version: 5 },
      });
      const withBrand = await t.call(moderator, { method: 'GET', url: `${strong}/single/${id}/history/6` });
      expect(withBrand.json().diff.fields).toContainEqual({ field: 'strongBrandId', before: null, after: brand.name });

      const copy = await t.call(moderator, { method: 'POST', url: `${strong}/single/${id}/duplicate` });
      const copyHistory = await history((copy.json() as Table).id, moderator, strong);
      expect(copyHistory.data.map((v) => v.origin)).toEqual(['duplicate']);

      for (const req of [
        { method: 'GET' as const, url: `${strong}/single/${id}/history` },
        { method: 'GET' as const, url: `${strong}/single/${id}/history/1` },
        { method: 'POST' as const, url: `${strong}/single/${id}/history/1/restore`, payload: { version: 6 } },
      ]) {
        expect((await t.call(alpha, req)).statusCode, req.url).toBe(403);
      }
      expect((await t.call(moderator, { method: 'GET', url: `${strong}/single/999999/history` })).statusCode).toBe(404);
    });
  });

  describe('store settings', () => {
    it('lists each save with its author and every field before and after, for moderators', async () => {
      const details = await t.call(moderator, { method: 'GET', url: '/api/v1/tenants/details' });
      const { version, name } = details.json() as { version: number; name: string };
      const saved = await t.call(moderator, {
        method: 'PUT',
        url: '/api/v1/tenants/details',
        payload: { version, name: 'Loja Alfa Nova', monitored: true },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await t.call(moderator, { method: 'GET', url: '/api/v1/tenants/details/history' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        total: 1,
        data: [
          {
            version: version + 1,
            userName: 'moderator',
            fields: ['name', 'monitored'],
            changes: { name: { before: name, after: 'Loja Alfa Nova' }, monitored: { before: false, after: true } },
          },
        ],
      });
      expect((await t.call(alpha, { method: 'GET', url: '/api/v1/tenants/details/history' })).statusCode).toBe(403);
      const other = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.beta);
      expect((await t.call(other, { method: 'GET', url: '/api/v1/tenants/details/history' })).json().total).toBe(0);
    });

    it('saves the settings back as they were after a save, as a new save; refuses a stale, unknown or unkept one', async () => {
      type Details = {
        version: number;
        name: string;
        monitored: boolean;
        coverageDetails: { observation: string | null; responsibleName: string | null };
      };
      const read = async () =>
        (await t.call(moderator, { method: 'GET', url: '/api/v1/tenants/details' })).json() as Details;
      const save = async (body: Record<string, unknown>) => {
        const res = await t.call(moderator, {
          method: 'PUT',
          url: '/api/v1/tenants/details',
          payload: { version: (await read()).version, ...body },
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as Details).version;
      };
      const restore = (version: number, current: number, session = moderator) =>
        t.call(session, {
          method: 'POST',
          url: `/api/v1/tenants/details/history/${version}/restore`,
          payload: { version: current },
        });
      const original = await read();
      const { responsibleName: _shown, ...coverageBody } = original.coverageDetails;
      const coverage = (observation: string) => ({ coverageDetails: { ...coverageBody, observation } });
      const first = await save({ name: 'Loja Um', ...coverage('primeira') });
      await save({ name: 'Loja Dois', monitored: !original.monitored });
      const last = await save(coverage('terceira'));

      const stale = await restore(first, last - 1);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('STALE_VERSION');
      expect((await restore(999, last)).statusCode).toBe(404);
      expect((await restore(first, last, alpha)).statusCode).toBe(403);
      expect((await read()).version).toBe(last);

      const restored = await restore(first, last);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toMatchObject({
        version: last + 1,
        name: 'Loja Um',
        monitored: original.monitored,
        coverageDetails: { observation: 'primeira' },
      });
      const history = (await t.call(moderator, { method: 'GET', url: '/api/v1/tenants/details/history' })).json();
      expect(history.data[0]).toMatchObject({
        version: last + 1,
        fields: ['name', 'monitored', 'coverageDetails.observation'],
      });

      // A save kept without its values (as saves were before values were kept) cannot be undone past.
      await t.db
        .updateTable('tenant_changes')
        .set({ changes: null } as never)
        .where('version', '=', last)
        .execute();
      const unkept = await restore(first, last + 1);
      expect(unkept.statusCode).toBe(409);
      expect(unkept.json().code).toBe('VERSION_NOT_RESTORABLE');
      expect((await read()).version).toBe(last + 1);
    });
  });
});
