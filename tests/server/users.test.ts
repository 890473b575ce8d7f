import { describe, expect, it } from 'vitest';
import { signInAs, useTestApp } from './harness.js';

describe('POST /api/v1/users', () => {
  const t = useTestApp();
  const create = async (creator: number | null, payload: Record<string, unknown>) =>
    t.call(creator === null ? null : await t.sessionFor(creator, null), {
      method: 'POST',
      url: '/api/v1/users',
      payload,
    });
  const userCount = async () => (await t.db.selectFrom('users').select('id').execute()).length;

  it('lets a moderator create a store user in given stores, who then signs in at the terms gate', async () => {
    const res = await create(t.fx.users.moderator, {
      email: ' Clara@Alfa.Example ',
      password: 'long-enough',
      name: 'Clara',
      tenantIds: [t.fx.tenants.beta, t.fx.tenants.alpha],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      email: 'clara@alfa.example',
      name: 'Clara',
      role: 'store',
      tenantIds: [t.fx.tenants.alpha, t.fx.tenants.beta].sort((a, b) => a - b),
    });
    const stores = await t.db
      .selectFrom('tenant_users')
      .select('tenant_id')
      .where('user_id', '=', body.id)
      .orderBy('tenant_id')
      .execute();
    expect(stores.map((s) => s.tenant_id)).toEqual(body.tenantIds);
    const row = await t.db
      .selectFrom('users')
      .select(['password_hash', 'accepted_use_terms_at'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$65536\$8\$2\$/);
    expect(row.accepted_use_terms_at).toBeNull();
    const signIn = await signInAs(t, 'clara@alfa.example', 'long-enough');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('TERMS_NOT_ACCEPTED');
  });

  it('keeps staff creation to administrators', async () => {
    const before = await userCount();
    for (const role of ['moderator', 'administrator']) {
      const res = await create(t.fx.users.moderator, {
        email: `${role}2@provador.test`,
        password: 'long-enough',
        role,
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await userCount()).toBe(before);
    const res = await create(t.fx.users.administrator, {
      email: 'mod2@provador.test',
      password: 'long-enough',
      role: 'moderator',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'mod2@provador.test', role: 'moderator', tenantIds: [] });
  });

  it('refuses store users and callers without a session', async () => {
    const store = await create(t.fx.users.storeAlpha, { email: 'x@alfa.example', password: 'long-enough' });
    expect(store.statusCode).toBe(403);
    const anonymous = await create(null, { email: 'x@alfa.example', password: 'long-enough' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('applies the login rules to e-mail and password, naming the field', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email', password: 'long-enough' }, 'email', 'EMAIL'],
      [{ email: '', password: 'long-enough' }, 'email', 'REQUIRED'],
      [{ email: 'x@alfa.example', password: 'with,comma' }, 'password', 'COMMA'],
      [{ email: 'x@alfa.example', password: 'short' }, 'password', 'MINLENGTH'],
      [{ email: 'x@alfa.example', password: '' }, 'password', 'REQUIRED'],
      [{ email: 'x@alfa.example', password: 'long-enough', name: 'Silva, Ana' }, 'name', 'COMMA'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await create(t.fx.users.moderator, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().details).toContainEqual(expect.objectContaining({ field, code }));
    }
    const extra = await create(t.fx.users.moderator, {
      email: 'x@alfa.example',
      password: 'long-enough',
      isAdmin: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail already in use, whatever its case, creating nothing', async () => {
    const before = await userCount();
    const res = await create(t.fx.users.moderator, {
      email: t.fx.emails.storeAlpha.toUpperCase(),
      password: 'long-enough',
      tenantIds: [t.fx.tenants.beta],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect(await userCount()).toBe(before);
    const members = await t.db
      .selectFrom('tenant_users')
      .select('user_id')
      .where('tenant_id', '=', t.fx.tenants.beta)
      .execute();
    expect(members).toEqual([{ user_id: t.fx.users.storeBeta }]);
  });

  it('refuses unknown stores, creating nothing', async () => {
    const before = await userCount();
    const res = await create(t.fx.users.moderator, {
      email: 'y@alfa.example',
      password: 'long-enough',
      tenantIds: [t.fx.tenants.alpha, 999_999],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().details).toContainEqual(expect.objectContaining({ field: 'tenantIds' }));
    expect(await userCount()).toBe(before);
  });
});
