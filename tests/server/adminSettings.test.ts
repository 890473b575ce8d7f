import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { basic, useTestApp, type TestContext } from './harness.js';
import { FIXTURE_PASSWORD } from './fixtures.js';

const SECRET = 'k3y-SECRET-t0ken';
const ENV_WEBHOOK = `https://chat.example/v1/spaces/AAA/messages?key=${SECRET}`;

// A stand-in for the team chat: what a webhook saved in the settings receives.
const received: string[] = [];
const chat: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push(`${req.url} ${body}`);
    res.writeHead(200).end('ok');
  });
});
const chatPort = await new Promise<number>((resolve) =>
  chat.listen(0, '127.0.0.1', () => resolve((chat.address() as AddressInfo).port)),
);

/** What loadConfig says of the same value given in the environment at start. */
function startRefusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

const supportEmailOf = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/v1/app-info' })).json().supportEmail as string;

describe('admin settings', () => {
  // The chat stand-in listens on this machine: allowed as a private feed host would be.
  const t = useTestApp({
    supportEmail: 'env@provador.test',
    crashWebhookUrl: ENV_WEBHOOK,
    feedAllowedNetworks: ['127.0.0.1'],
  });
  afterAll(() => new Promise<void>((resolve) => chat.close(() => resolve())));

  const as = async (role: 'moderator' | 'administrator' | 'storeAlpha') => t.sessionFor(t.fx.users[role]);
  const get = async (ctx: TestContext, session: string) =>
    ctx.call(session, { method: 'GET', url: '/api/v1/admin-settings' });
  const put = async (session: string, payload: object) =>
    t.call(session, { method: 'PUT', url: '/api/v1/admin-settings', payload });

  it('answers the environment defaults to staff, and refuses store users and anonymous callers', async () => {
    const res = await get(t, await as('moderator'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      version: 0,
      supportEmail: { value: null, default: 'env@provador.test' },
      feedScheduleHours: { value: null, default: 24 },
      sessionIdleMinutes: { value: null, default: 120 },
      sessionMaxHours: { value: null, default: 12 },
      signInMaxFailures: { value: null, default: 10 },
      changes: [],
    });
    for (const [session, status] of [
      [await as('storeAlpha'), 403],
      [null, 401],
    ] as const) {
      expect((await get(t, session as string)).statusCode).toBe(status);
      expect((await put(session as string, { version: 0, supportEmail: 'x@y.example' })).statusCode).toBe(status);
      const invalidation = await t.call(session, { method: 'POST', url: '/api/v1/tenants/invalidation' });
      expect(invalidation.statusCode).toBe(status);
    }
    expect((await get(t, await as('moderator'))).json().version).toBe(0);
  });

  it('shows administrators where the crash webhook comes from, masked; moderators learn nothing of it', async () => {
    const admin = (await get(t, await as('administrator'))).json();
    expect(admin.crashWebhookUrl).toEqual({ source: 'environment', masked: 'https://chat.example/••••••' });
    const moderator = await get(t, await as('moderator'));
    expect(moderator.json()).not.toHaveProperty('crashWebhookUrl');
    expect(moderator.body).not.toContain('chat.example');
  });

  it('saves a support e-mail that /app-info answers at once, records who changed it, and returns to the default', async () => {
    const session = await as('administrator');
    const res = await put(session, { version: 0, supportEmail: ' help@provador.test ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: 1,
      supportEmail: { value: 'help@provador.test', default: 'env@provador.test' },
      changes: [
        {
          version: 1,
          by: { id: t.fx.users.administrator, name: 'administrator', email: t.fx.emails.administrator },
          fields: ['supportEmail'],
        },
      ],
    });
    expect(Date.now() - Date.parse(res.json().changes[0].changedAt)).toBeLessThan(60_000);
    expect(await supportEmailOf(t.app)).toBe('help@provador.test');

    const back = await put(session, { version: 1, supportEmail: null });
    expect(back.json().supportEmail).toEqual({ value: null, default: 'env@provador.test' });
    expect(back.json().changes).toHaveLength(2);
    expect(await supportEmailOf(t.app)).toBe('env@provador.test');
  });

  it('checks every field with the rules the environment is checked with at start, and changes nothing', async () => {
    const session = await as('administrator');
    const cases: [string, unknown, string, string, object?][] = [
      ['supportEmail', 'not-an-email', 'SUPPORT_EMAIL', 'EMAIL'],
      ['supportEmail', 'a b@provador.test', 'SUPPORT_EMAIL', 'EMAIL'],
      ['crashWebhookUrl', 'ftp://chat.example/hook', 'CRASH_WEBHOOK_URL', 'URL'],
      ['crashWebhookUrl', 'chat.example/hook', 'CRASH_WEBHOOK_URL', 'URL'],
      ['feedScheduleHours', 0, 'FEED_SCHEDULE_HOURS', 'MINIMUM', { min: 1 }],
      ['feedScheduleHours', 721, 'FEED_SCHEDULE_HOURS', 'MAXIMUM', { max: 720 }],
      ['sessionIdleMinutes', 0, 'SESSION_IDLE_MINUTES', 'MINIMUM', { min: 1 }],
      ['sessionIdleMinutes', 10081, 'SESSION_IDLE_MINUTES', 'MAXIMUM', { max: 10080 }],
      ['sessionMaxHours', 0, 'SESSION_MAX_HOURS', 'MINIMUM', { min: 1 }],
      ['sessionMaxHours', 721, 'SESSION_MAX_HOURS', 'MAXIMUM', { max: 720 }],
      ['signInMaxFailures', 2, 'SIGN_IN_MAX_FAILURES', 'MINIMUM', { min: 3 }],
      ['signInMaxFailures', 31, 'SIGN_IN_MAX_FAILURES', 'MAXIMUM', { max: 30 }],
    ];
    for (const [field, value, env, code, params] of cases) {
      const res = await put(session, { version: 0, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().details, `${field}=${value}`).toEqual([
        { field, code, message: startRefusal({ [env]: String(value) }), ...(params ? { params } : {}) },
      ]);
    }
    const types = await put(session, { version: 0, sessionMaxHours: 1.5, feedWorker: 'off' });
    expect(types.statusCode).toBe(400);
    expect((await get(t, session)).json().version).toBe(0);
    expect(t.settings.current().sessionMaxHours).toBe(12);
  });

  it('refuses administrators-only fields to moderators, who may change the others', async () => {
    const session = await as('moderator');
    for (const payload of [{ signInMaxFailures: 5 }, { crashWebhookUrl: null }]) {
      const res = await put(session, { version: 0, sessionIdleMinutes: 30, ...payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'ADMINISTRATOR_ONLY_SETTING',
        details: [{ field: Object.keys(payload)[0], code: 'ADMINISTRATOR_ONLY' }],
      });
    }
    expect((await get(t, session)).json().version).toBe(0);
    const ok = await put(session, { version: 0, sessionIdleMinutes: 30, feedScheduleHours: 6, sessionMaxHours: 8 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('crashWebhookUrl');
    expect(t.settings.current()).toMatchObject({ sessionIdleMinutes: 30, feedScheduleHours: 6, sessionMaxHours: 8 });
  });

  it('never answers the crash webhook saved, and sends crash reports to it without a restart', async () => {
    const session = await as('administrator');
    const url = `http://127.0.0.1:${chatPort}/hook?token=${SECRET}`;
    const res = await put(session, { version: 0, crashWebhookUrl: url });
    expect(res.statusCode).toBe(200);
    expect(res.json().crashWebhookUrl).toEqual({ source: 'settings', masked: `http://127.0.0.1:${chatPort}/••••••` });
    for (const answer of [res, await get(t, session), await get(t, await as('moderator'))]) {
      expect(answer.body).not.toContain(SECRET);
    }
    received.length = 0;
    const report = await t.call(null, { method: 'POST', url: '/api/v1/crash-reports', payload: { text: 'boom' } });
    expect(report.statusCode).toBe(202);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`/hook?token=${SECRET}`);
    expect(received[0]).toContain('boom');
  });

  it('answers 409 to a save based on a stale version, naming the fields changed and by whom', async () => {
    const first = await put(await as('administrator'), { version: 0, supportEmail: 'first@provador.test' });
    expect(first.statusCode).toBe(200);
    const stale = await put(await as('moderator'), { version: 0, supportEmail: 'second@provador.test' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      details: [{ field: 'supportEmail', code: 'SETTING_CHANGED', params: { name: 'administrator' } }],
    });
    const now = (await get(t, await as('moderator'))).json();
    expect(now.supportEmail.value).toBe('first@provador.test');
    expect(now.version).toBe(1);
    expect(await supportEmailOf(t.app)).toBe('first@provador.test');
  });

  it('applies the session limits in effect to sessions already open', async () => {
    const store = await as('storeAlpha');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 10 * 60_000) })
      .execute();
    expect((await t.call(store, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
    const saved = await put(await as('administrator'), { version: 0, sessionIdleMinutes: 5 });
    expect(saved.statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 10 * 60_000) })
      .execute();
    const res = await t.call(store, { method: 'GET', url: '/api/v1/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('applies the sign-in limit in effect', async () => {
    const saved = await put(await as('administrator'), { version: 0, signInMaxFailures: 3 });
    expect(saved.statusCode).toBe(200);
    const attempt = (password: string) =>
      t.call(null, {
        method: 'GET',
        url: '/api/v1/me',
        headers: { authorization: basic(t.fx.emails.storeAlpha, password) },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong')).statusCode).toBe(401);
    const blocked = await attempt(FIXTURE_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  describe('in several processes on one database', () => {
    const POLL_MS = 300;
    const others: FastifyInstance[] = [];
    const another = async () => {
      const built = await buildApp({ db: t.db, config: t.config, settingsPollMs: POLL_MS });
      others.push(built.app);
      return built;
    };
    afterAll(async () => {
      for (const app of others) await app.close();
    });

    /** Settles when the process's poll has found a new version or generation and reloaded. */
    const reloaded = (process: Awaited<ReturnType<typeof another>>) =>
      new Promise<void>((resolve) => process.settings.onChange(resolve));

    it('a change saved through one process is read by another at its next poll', async () => {
      const a = await another();
      const b = await another();
      expect(await supportEmailOf(b.app)).toBe('env@provador.test');
      const bReloaded = reloaded(b);
      const session = await as('administrator');
      const res = await a.app.inject({
        method: 'PUT',
        url: '/api/v1/admin-settings',
        headers: { 'x-session-id': session },
        payload: { version: 0, supportEmail: 'live@provador.test', feedScheduleHours: 3 },
      });
      expect(res.statusCode).toBe(200);
      expect(await supportEmailOf(a.app)).toBe('live@provador.test');
      // Only b's own timer reloads it.
      await bReloaded;
      expect(await supportEmailOf(b.app)).toBe('live@provador.test');
      expect(b.settings.current().feedScheduleHours).toBe(3);
    });

    it('POST /tenants/invalidation makes every process drop what it caches', async () => {
      const a = await another();
      const b = await another();
      // A value written behind the processes' back (a restore, a manual fix) without a new version.
      await sql`INSERT INTO admin_settings (id, support_email) VALUES (1, 'restored@provador.test')`.execute(t.db);
      // Their polls see no new version: nothing is reloaded.
      await Promise.all([a.settings.poll(), b.settings.poll()]);
      expect(await supportEmailOf(a.app)).toBe('env@provador.test');
      expect(await supportEmailOf(b.app)).toBe('env@provador.test');

      const bReloaded = reloaded(b);
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/v1/tenants/invalidation',
        headers: { 'x-session-id': await as('moderator') },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ generation: 1, withinSeconds: 1 });
      expect(await supportEmailOf(a.app)).toBe('restored@provador.test');
      await bReloaded;
      expect(await supportEmailOf(b.app)).toBe('restored@provador.test');
    });
  });
});
