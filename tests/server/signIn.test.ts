import { describe, expect, it } from 'vitest';
import { basic, useTestApp } from './harness.js';
import { addStoresWithMember, FIXTURE_PASSWORD } from './fixtures.js';
import { DEFAULT_STORE_FEATURES } from '../../domain/featureGates.js';

const signIn = (t: ReturnType<typeof useTestApp>, authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization } });

const countSessions = async (t: ReturnType<typeof useTestApp>) =>
  (
    await t.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('GET /api/v1/me with Basic credentials (sign-in)', () => {
  const t = useTestApp();

  it("opens a session in the store user's store and the session then describes the user", async () => {
    const res = await signIn(t, basic(t.fx.emails.storeAlpha, FIXTURE_PASSWORD));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      sessionId: expect.any(String),
      tenantId: t.fx.tenants.alpha,
      tenantName: 'Loja Alfa',
      tenantFeatures: [...DEFAULT_STORE_FEATURES],
      user: { id: t.fx.users.storeAlpha, email: t.fx.emails.storeAlpha, name: 'storeAlpha', role: 'store' },
      moderatorUser: false,
      administratorUser: false,
    });
    const { sessionId, ...withoutId } = body;
    const viaHeader = await t.call(sessionId, { method: 'GET', url: '/api/v1/me' });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json()).toEqual(withoutId);
    const viaQuery = await t.app.inject({
      method: 'GET',
      url: `/api/v1/me?sessionId=${encodeURIComponent(sessionId)}`,
    });
    expect(viaQuery.statusCode).toBe(200);
    expect(viaQuery.json()).toEqual(withoutId);
  });

  it('compares the e-mail without regard to case or surrounding spaces', async () => {
    const res = await signIn(t, basic('  ANA@Alfa.Example ', FIXTURE_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(t.fx.users.storeAlpha);
  });

  it('starts staff in the first store by name, ignoring case; moderators and administrators are flagged', async () => {
    const [aurora] = await t.db
      .insertInto('tenants')
      .values([{ name: 'aurora' }, { name: 'Zeta' }])
      .returning('id')
      .execute();
    const mod = (await signIn(t, basic(t.fx.emails.moderator, FIXTURE_PASSWORD))).json();
    expect(mod).toMatchObject({
      tenantId: aurora.id,
      tenantName: 'aurora',
      moderatorUser: true,
      administratorUser: false,
    });
    const admin = (await signIn(t, basic(t.fx.emails.administrator, FIXTURE_PASSWORD))).json();
    expect(admin).toMatchObject({ tenantId: aurora.id, moderatorUser: true, administratorUser: true });
    expect(admin.user.role).toBe('administrator');
  });

  it('starts a store user of several stores in the first of them by name, and one of none in no store', async () => {
    const [, aurora] = await addStoresWithMember(t.db, ['Zeta', 'aurora'], t.fx.users.storeBeta);
    const beta = (await signIn(t, basic(t.fx.emails.storeBeta, FIXTURE_PASSWORD))).json();
    expect(beta).toMatchObject({ tenantId: aurora, tenantName: 'aurora' });

    await t.db.deleteFrom('tenant_users').where('user_id', '=', t.fx.users.storeAlpha).execute();
    const alone = await signIn(t, basic(t.fx.emails.storeAlpha, FIXTURE_PASSWORD));
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({ tenantId: null, tenantName: null });
  });

  it('refuses a wrong password and an unknown e-mail alike, without a session', async () => {
    const wrong = await signIn(t, basic(t.fx.emails.storeAlpha, 'not-the-password'));
    const unknown = await signIn(t, basic('nobody@alfa.example', FIXTURE_PASSWORD));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'E-mail or password is incorrect',
      });
    }
    expect(await countSessions(t)).toBe(0);
    const counted = await t.db.selectFrom('sign_in_failures').select(['email', 'failures']).orderBy('email').execute();
    expect(counted).toEqual([
      { email: t.fx.emails.storeAlpha, failures: 1 },
      { email: 'nobody@alfa.example', failures: 1 },
    ]);
  });

  it('answers 401, never 500, to a Basic header it cannot read', async () => {
    const headers = [
      'Basic',
      'Basic !!!not-base64!!!',
      `Basic ${Buffer.from('no-colon-here').toString('base64')}`,
      `Basic ${Buffer.from([0xff, 0xfe, 0x3a, 0x41]).toString('base64')}`,
      `Basic ${Buffer.from(`:${FIXTURE_PASSWORD}`).toString('base64')}`,
      `Basic ${Buffer.from(`${t.fx.emails.storeAlpha}:`).toString('base64')}`,
      `Basic ${Buffer.from(`st\u0000ore@example.test:${FIXTURE_PASSWORD}`).toString('base64')}`,
      'Basic YW5h',
    ];
    for (const authorization of headers) {
      const res = await signIn(t, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().code, authorization).toBe('INVALID_CREDENTIALS');
    }
  });

  it('answers 401 UNAUTHENTICATED with neither credentials nor a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('describes the sign-in routes in the OpenAPI document, with their security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/me'].get.security).toEqual([{ basic: [] }, { session: [] }]);
    expect(doc.paths['/api/v1/users/terms'].patch.security).toEqual([{ basic: [] }]);
    expect(doc.paths['/api/v1/me'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'sessionId',
    );
    expect(doc.paths['/api/v1/users'].post.responses).toHaveProperty('201');
  });
});

describe('terms of use gate', () => {
  const t = useTestApp();
  const terms = (authorization: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/terms',
      headers: { authorization },
      payload: payload as object,
    });
  /** When the newcomer accepted the privacy policy and the terms of use (null: not yet). */
  const newcomerAcceptance = () =>
    t.db
      .selectFrom('users')
      .select(['accepted_privacy_policy_at', 'accepted_use_terms_at'])
      .where('id', '=', t.fx.users.newcomer)
      .executeTakeFirstOrThrow();

  it('refuses sign-in until the terms are accepted, then lets the user in', async () => {
    const newcomer = basic(t.fx.emails.newcomer, FIXTURE_PASSWORD);
    const refused = await signIn(t, newcomer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TERMS_NOT_ACCEPTED',
      message: 'User must accept the terms of use to proceed.',
    });
    expect(await countSessions(t)).toBe(0);
    // A right password behind the gate is not a failed attempt.
    expect(await t.db.selectFrom('sign_in_failures').selectAll().execute()).toEqual([]);

    const accepted = await terms(newcomer, { acceptedPrivacyPolicy: true, acceptedUseTerms: true });
    expect(accepted.statusCode).toBe(204);
    expect(accepted.body).toBe('');
    const row = await newcomerAcceptance();
    expect(row.accepted_privacy_policy_at).toBeInstanceOf(Date);
    expect(row.accepted_use_terms_at).toBeInstanceOf(Date);

    const res = await signIn(t, newcomer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenantId: t.fx.tenants.alpha, user: { id: t.fx.users.newcomer } });
  });

  it('requires both flags to be true and rejects unknown fields', async () => {
    const newcomer = basic(t.fx.emails.newcomer, FIXTURE_PASSWORD);
    for (const payload of [
      { acceptedPrivacyPolicy: true, acceptedUseTerms: false },
      { acceptedPrivacyPolicy: false, acceptedUseTerms: true },
      { acceptedUseTerms: true },
      {},
    ]) {
      const res = await terms(newcomer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'TERMS_REQUIRED',
        message: 'Accept the Terms of Use and Privacy and try again',
      });
    }
    const extra = await terms(newcomer, { acceptedPrivacyPolicy: true, acceptedUseTerms: true, role: 'administrator' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('VALIDATION');
    expect(await newcomerAcceptance()).toEqual({ accepted_privacy_policy_at: null, accepted_use_terms_at: null });
  });

  it('needs the right credentials to accept', async () => {
    const body = { acceptedPrivacyPolicy: true, acceptedUseTerms: true };
    const wrong = await terms(basic(t.fx.emails.newcomer, 'wrong-password'), body);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const none = await t.app.inject({ method: 'PATCH', url: '/api/v1/users/terms', payload: body });
    expect(none.statusCode).toBe(401);
    expect(await newcomerAcceptance()).toEqual({ accepted_privacy_policy_at: null, accepted_use_terms_at: null });
  });
});
