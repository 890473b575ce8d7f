import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

describe('a store user aiming at another store', () => {
  const t = useTestApp();
  let betaIds: number[];

  const betaRows = () =>
    t.db
      .selectFrom('brands')
      .select(['id', 'name', 'size_system'])
      .where('tenant_id', '=', t.fx.tenants.beta)
      .orderBy('id')
      .execute();

  beforeEach(async () => {
    const rows = await t.db
      .insertInto('brands')
      .values([
        { tenant_id: t.fx.tenants.beta, name: 'Beta One', size_system: 'BR' },
        { tenant_id: t.fx.tenants.beta, name: 'Beta Two', size_system: 'BR' },
      ])
      .returning('id')
      .execute();
    betaIds = rows.map((r) => r.id);
  });

  it("gets 404 for every read and write of the other store's brands, which stay unchanged", async () => {
    const before = await betaRows();
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const [id] = betaIds;
    const attempts = [
      { method: 'GET' as const, url: `/api/v1/brands/single/${id}` },
      { method: 'PUT' as const, url: `/api/v1/brands/single/${id}`, payload: { name: 'Taken over', sizeSystem: 'US' } },
      { method: 'PATCH' as const, url: '/api/v1/brands/', payload: { ids: betaIds, changes: { sizeSystem: 'US' } } },
      { method: 'DELETE' as const, url: '/api/v1/brands/bulk/some', payload: { ids: betaIds } },
    ];
    for (const attempt of attempts) {
      const res = await t.call(session, attempt);
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const list = await t.call(session, { method: 'GET', url: '/api/v1/brands' });
    expect(list.json().total).toBe(0);
    expect(await betaRows()).toEqual(before);
  });

  it('gets 404 on store routes when the session points to a store the user is not a member of', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.beta);
    const list = await t.call(session, { method: 'GET', url: '/api/v1/brands' });
    expect(list.statusCode).toBe(404);
    const del = await t.call(session, { method: 'DELETE', url: '/api/v1/brands/bulk/some', payload: { ids: betaIds } });
    expect(del.statusCode).toBe(404);
    expect(await betaRows()).toHaveLength(2);
  });

  it('lets staff work in the store their session points to', async () => {
    const session = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.beta);
    const list = await t.call(session, { method: 'GET', url: '/api/v1/brands' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['Beta One', 'Beta Two']);
  });
});
