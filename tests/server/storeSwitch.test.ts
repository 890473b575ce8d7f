import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { addStoresWithMember } from './fixtures.js';
import { DEFAULT_STORE_FEATURES } from '../../domain/featureGates.js';

describe('store list and store switch', () => {
  const t = useTestApp();
  const tenants = (sessionId: string) => t.call(sessionId, { method: 'GET', url: '/api/v1/me/tenants' });
  const switchTo = (sessionId: string, id: number | string) =>
    t.call(sessionId, { method: 'PUT', url: `/api/v1/me/current-tenant/${id}` });
  const current = async (sessionId: string) =>
    (await t.call(sessionId, { method: 'GET', url: '/api/v1/me' })).json().tenantId as number | null;

  it("lists a store user's own stores by name, ignoring case", async () => {
    const [zeta, aurora] = await addStoresWithMember(t.db, ['Zeta', 'aurora'], t.fx.users.storeAlpha);
    const res = await tenants(await t.sessionFor(t.fx.users.storeAlpha));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: aurora, name: 'aurora' },
        { id: t.fx.tenants.alpha, name: 'Loja Alfa' },
        { id: zeta, name: 'Zeta' },
      ],
      page: 0,
      size: 3,
      total: 3,
    });
    const beta = await tenants(await t.sessionFor(t.fx.users.storeBeta));
    expect(beta.json().data).toEqual([{ id: t.fx.tenants.beta, name: 'Loja Beta' }]);
  });

  it('lists every store for moderators and administrators', async () => {
    const all = [
      { id: t.fx.tenants.alpha, name: 'Loja Alfa' },
      { id: t.fx.tenants.beta, name: 'Loja Beta' },
    ];
    for (const user of [t.fx.users.moderator, t.fx.users.administrator]) {
      const res = await tenants(await t.sessionFor(user, null));
      expect(res.json()).toEqual({ data: all, page: 0, size: 2, total: 2 });
    }
  });

  it('requires a session to list stores', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/v1/me/tenants' });
    expect(res.statusCode).toBe(401);
  });

  it('switches a store user to a store they belong to', async () => {
    const [gamma] = await addStoresWithMember(t.db, ['Loja Gama'], t.fx.users.storeAlpha);
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const res = await switchTo(session, gamma!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tenantId: gamma,
      tenantName: 'Loja Gama',
      tenantFeatures: [...DEFAULT_STORE_FEATURES],
    });
    expect(await current(session)).toBe(gamma);
  });

  it('answers 404 for another store or an unknown one, and keeps the current store', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    for (const id of [t.fx.tenants.beta, 999_999]) {
      const res = await switchTo(session, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await current(session)).toBe(t.fx.tenants.alpha);
    expect((await switchTo(session, 'abc')).statusCode).toBe(400);
  });

  it('lets staff switch to any store', async () => {
    const session = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    const res = await switchTo(session, t.fx.tenants.beta);
    expect(res.json()).toEqual({
      tenantId: t.fx.tenants.beta,
      tenantName: 'Loja Beta',
      tenantFeatures: [...DEFAULT_STORE_FEATURES],
    });
    expect(await current(session)).toBe(t.fx.tenants.beta);
    expect((await switchTo(session, 999_999)).statusCode).toBe(404);
  });

  it('turns a store user away from the store at once when removed from it', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const brands = () => t.call(session, { method: 'GET', url: '/api/v1/brands' });
    expect((await brands()).statusCode).toBe(200);
    await t.db
      .deleteFrom('tenant_users')
      .where('tenant_id', '=', t.fx.tenants.alpha)
      .where('user_id', '=', t.fx.users.storeAlpha)
      .execute();
    expect((await brands()).statusCode).toBe(404);
  });
});
