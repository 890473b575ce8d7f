import { describe, expect, it } from 'vitest';
import { signInAs, useTestApp } from './harness.js';

const users = '/api/v1/tenants/users';

describe('store users: list, attach, detach; the staff as responsible', () => {
  const t = useTestApp();
  const moderatorAt = (tenantId: number) => t.sessionFor(t.fx.users.moderator, tenantId);

  it("lists the store's own users, not its staff nor another store's users", async () => {
    const { alpha } = t.fx.tenants;
    // A staff account that is also a member row still is not listed: staff reach every store.
    await t.db.insertInto('tenant_users').values({ tenant_id: alpha, user_id: t.fx.users.moderator }).execute();
    const res = await t.call(await moderatorAt(alpha), { method: 'GET', url: users });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: t.fx.users.newcomer, name: 'newcomer', email: t.fx.emails.newcomer, state: 'active', lastSignInAt: null },
        {
          id: t.fx.users.storeAlpha,
          name: 'storeAlpha',
          email: t.fx.emails.storeAlpha,
          state: 'active',
          lastSignInAt: null,
        },
      ],
      page: 0,
      size: 2,
      total: 2,
    });
  });

  it('attaches an existing account by e-mail, whatever its case, and the user then reaches the store', async () => {
    const { alpha } = t.fx.tenants;
    const res = await t.call(await moderatorAt(alpha), {
      method: 'POST',
      url: users,
      payload: { username: `  ${t.fx.emails.storeBeta.toUpperCase()} ` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: t.fx.users.storeBeta,
      name: 'storeBeta',
      email: t.fx.emails.storeBeta,
      state: 'active',
      lastSignInAt: null,
    });
    const listed = (await t.call(await moderatorAt(alpha), { method: 'GET', url: users })).json();
    expect(listed.data.map((u: { id: number }) => u.id)).toContain(t.fx.users.storeBeta);
    const bruno = await t.sessionFor(t.fx.users.storeBeta, alpha);
    expect((await t.call(bruno, { method: 'GET', url: '/api/v1/products' })).statusCode).toBe(200);
  });

  it('answers 409 ALREADY_MEMBER to a member and to staff, and adds nobody', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    for (const username of [t.fx.emails.storeAlpha, t.fx.emails.administrator]) {
      const res = await t.call(session, { method: 'POST', url: users, payload: { username } });
      expect(res.statusCode, username).toBe(409);
      expect(res.json().code).toBe('ALREADY_MEMBER');
    }
    expect(await t.db.selectFrom('tenant_users').selectAll().execute()).toHaveLength(3);
  });

  it('refuses an empty e-mail or unknown fields', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    for (const payload of [{ username: '' }, {}, { username: 'a@b.c', role: 'moderator' }]) {
      expect((await t.call(session, { method: 'POST', url: users, payload })).statusCode).toBe(400);
    }
  });

  it('detaches a user from the store only: the account and its other stores stay', async () => {
    const { alpha, beta } = t.fx.tenants;
    await t.db.insertInto('tenant_users').values({ tenant_id: beta, user_id: t.fx.users.storeAlpha }).execute();
    const res = await t.call(await moderatorAt(alpha), {
      method: 'DELETE',
      url: `${users}/single/${t.fx.users.storeAlpha}`,
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.db
      .selectFrom('tenant_users')
      .select('tenant_id')
      .where('user_id', '=', t.fx.users.storeAlpha)
      .execute();
    expect(rows).toEqual([{ tenant_id: beta }]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', t.fx.users.storeAlpha).execute()).toHaveLength(
      1,
    );
  });

  it('makes a detached user lose the store on their next call, and sign in to no store', async () => {
    const { alpha } = t.fx.tenants;
    const ana = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    expect((await t.call(ana, { method: 'GET', url: '/api/v1/products' })).statusCode).toBe(200);
    await t.call(await moderatorAt(alpha), { method: 'DELETE', url: `${users}/single/${t.fx.users.storeAlpha}` });
    const after = await t.call(ana, { method: 'GET', url: '/api/v1/products' });
    expect(after.statusCode).toBe(404);
    expect((await t.call(ana, { method: 'GET', url: '/api/v1/me/tenants' })).json().data).toEqual([]);
    const signIn = await signInAs(t, t.fx.emails.storeAlpha);
    expect(signIn.json().tenantId).toBeNull();
  });

  it("answers 404 to detaching someone who is not the store's member (another store's user included)", async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    for (const id of [t.fx.users.storeBeta, 999_999]) {
      const res = await t.call(session, { method: 'DELETE', url: `${users}/single/${id}` });
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect(await t.db.selectFrom('tenant_users').selectAll().execute()).toHaveLength(3);
  });

  it('refuses store users every users route, even in their own store', async () => {
    const ana = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    expect((await t.call(ana, { method: 'GET', url: users })).statusCode).toBe(403);
    const add = await t.call(ana, { method: 'POST', url: users, payload: { username: t.fx.emails.storeBeta } });
    expect(add.statusCode).toBe(403);
    const remove = await t.call(ana, { method: 'DELETE', url: `${users}/single/${t.fx.users.newcomer}` });
    expect(remove.statusCode).toBe(403);
    expect(await t.db.selectFrom('tenant_users').selectAll().execute()).toHaveLength(3);
  });

  it('lists moderators and administrators as the possible responsibles', async () => {
    const res = await t.call(await moderatorAt(t.fx.tenants.alpha), {
      method: 'GET',
      url: '/api/v1/tenants/responsible',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: t.fx.users.administrator, name: 'administrator', email: t.fx.emails.administrator },
        { id: t.fx.users.moderator, name: 'moderator', email: t.fx.emails.moderator },
      ],
    });
  });
});
