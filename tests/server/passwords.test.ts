import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { issueLink } from '../../server/services/passwordLinks.js';
import { outboxMails } from '../mailOutbox.js';
import { FIXTURE_PASSWORD } from './fixtures.js';
import { useTestApp } from './harness.js';
import {
  emptyOutboxEachTest,
  GOOD_PASSWORD,
  mailedToken,
  outboxOf,
  refusingMailServer,
  setPassword,
  signIn,
} from './accountHelpers.js';
import { MAX_RESET_REQUESTS } from '../../server/services/resetThrottle.js';
import { until } from './until.js';

const ADDRESS = '198.51.100.9';

describe('own password and forgotten password', () => {
  const t = useTestApp({ appUrl: 'https://provador.example' });
  emptyOutboxEachTest(t);
  const changeOwn = (session: string, payload: object, remoteAddress = ADDRESS) =>
    t.call(session, { method: 'PUT', url: '/api/v1/me/password', payload, remoteAddress });
  const forgot = (email: string, remoteAddress = ADDRESS, language = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email, language }, remoteAddress });
  const sessionCount = async (userId: number) =>
    (await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute()).length;

  it('changes the own password with the current one; every other session ends, this one stays', async () => {
    const mine = await t.sessionFor(t.fx.users.storeAlpha);
    await t.sessionFor(t.fx.users.storeAlpha);
    await t.sessionFor(t.fx.users.storeAlpha);
    const res = await changeOwn(mine, { currentPassword: FIXTURE_PASSWORD, newPassword: GOOD_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(await sessionCount(t.fx.users.storeAlpha)).toBe(1);
    expect((await t.call(mine, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
    expect((await signIn(t, t.fx.emails.storeAlpha, FIXTURE_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, t.fx.emails.storeAlpha, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 (the session goes on) and counts it as a failed sign-in', async () => {
    const mine = await t.sessionFor(t.fx.users.storeAlpha);
    const wrong = await changeOwn(mine, { currentPassword: 'not my password', newPassword: GOOD_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    for (let i = 1; i < t.settings.current().signInMaxFailures; i++) {
      await changeOwn(mine, { currentPassword: 'not my password', newPassword: GOOD_PASSWORD });
    }
    const blocked = await changeOwn(mine, { currentPassword: FIXTURE_PASSWORD, newPassword: GOOD_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t, t.fx.emails.storeAlpha, FIXTURE_PASSWORD, ADDRESS)).statusCode).toBe(429);
    expect((await signIn(t, t.fx.emails.storeAlpha, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password and keeps the old one', async () => {
    const mine = await t.sessionFor(t.fx.users.storeAlpha);
    for (const [newPassword, code] of [
      ['short', 'MINLENGTH'],
      ['qwertyuiop', 'COMMON_PASSWORD'],
      ['a,b,c,d,e,f,g', 'COMMA'],
    ]) {
      const res = await changeOwn(mine, { currentPassword: FIXTURE_PASSWORD, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'newPassword', code });
    }
    expect((await signIn(t, t.fx.emails.storeAlpha, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a forgotten password the same way whether or not the e-mail has an account', async () => {
    const unknown = await forgot('nobody@alfa.example');
    const known = await forgot(t.fx.emails.storeAlpha.toUpperCase());
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await mailedToken(t, t.fx.emails.storeAlpha);
    expect((await outboxMails(outboxOf(t))).map((m) => m.to)).toEqual([t.fx.emails.storeAlpha]);
  });

  it('mails a single-use link in the page language that sets a new password and ends every session', async () => {
    await t.sessionFor(t.fx.users.storeAlpha);
    await t.sessionFor(t.fx.users.storeAlpha);
    await forgot(t.fx.emails.storeAlpha, ADDRESS, 'es');
    const token = await mailedToken(t, t.fx.emails.storeAlpha);
    expect((await outboxMails(outboxOf(t)))[0]!.text).toContain('restablecer la contraseña');
    const link = await t.app.inject({ method: 'POST', url: '/api/v1/password/link', payload: { token } });
    expect(link.json()).toEqual({ email: t.fx.emails.storeAlpha, purpose: 'reset' });
    expect((await setPassword(t, token, GOOD_PASSWORD)).statusCode).toBe(204);
    expect(await sessionCount(t.fx.users.storeAlpha)).toBe(0);
    expect((await setPassword(t, token, 'yet another passphrase')).json().code).toBe('PASSWORD_LINK_INVALID');
    expect((await signIn(t, t.fx.emails.storeAlpha, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a reset link expire after PASSWORD_LINK_TTL_MINUTES', async () => {
    await forgot(t.fx.emails.storeAlpha);
    const token = await mailedToken(t, t.fx.emails.storeAlpha);
    const [link] = await t.db.selectFrom('password_links').selectAll().execute();
    const ttl = link!.expires_at.getTime() - link!.created_at.getTime();
    expect(Math.abs(ttl - t.config.passwordLinkTtlMinutes * 60_000)).toBeLessThan(5_000);
    await t.db
      .updateTable('password_links')
      .set({ expires_at: new Date(Date.now() - 1) })
      .execute();
    expect((await setPassword(t, token, GOOD_PASSWORD)).json().code).toBe('PASSWORD_LINK_EXPIRED');
    expect((await signIn(t, t.fx.emails.storeAlpha, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('limits requests per e-mail and address, alike for unknown e-mails, and per address', async () => {
    for (const email of [t.fx.emails.storeAlpha, 'nobody@alfa.example']) {
      for (let i = 0; i < MAX_RESET_REQUESTS; i++) expect((await forgot(email)).statusCode).toBe(202);
      const blocked = await forgot(email);
      expect(blocked.statusCode, email).toBe(429);
      expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // Another address is not blocked by this one.
    expect((await forgot(t.fx.emails.storeAlpha, '203.0.113.5')).statusCode).toBe(202);
    // Sign-in from the blocked address is not touched: the counters are apart.
    expect((await signIn(t, t.fx.emails.storeAlpha, FIXTURE_PASSWORD, ADDRESS)).statusCode).toBe(200);
    // One address asking for many e-mails is blocked too.
    const spray = '192.0.2.44';
    let status = 202;
    for (let i = 0; i < 30 && status === 202; i++)
      status = (await forgot(`someone${i}@alfa.example`, spray)).statusCode;
    expect(status).toBe(429);
  });

  it('sends no link to a disabled account, and its old links stop working', async () => {
    await forgot(t.fx.emails.storeAlpha);
    const token = await mailedToken(t, t.fx.emails.storeAlpha);
    await t.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', t.fx.users.storeAlpha).execute();
    expect((await setPassword(t, token, GOOD_PASSWORD)).json().code).toBe('PASSWORD_LINK_INVALID');
    await forgot(t.fx.emails.storeAlpha);
    await forgot(t.fx.emails.storeBeta);
    await until(async () => (await outboxMails(outboxOf(t))).length === 2, 'the mail to the other account');
    expect((await outboxMails(outboxOf(t))).map((m) => m.to)).toEqual([t.fx.emails.storeAlpha, t.fx.emails.storeBeta]);
  });
});

const smtpUrl = await refusingMailServer();

describe('a forgotten password when the mail server refuses the e-mail', () => {
  const t = useTestApp({ appUrl: 'https://provador.example' });
  const lines: { level: number; msg: string }[] = [];
  let logged: FastifyInstance;

  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) });
    ({ app: logged } = await buildApp({
      db: t.db,
      config: { ...t.config, smtpUrl },
      logger: { level: 'info', stream },
    }));
  });
  afterAll(() => logged?.close());

  it('still answers 202, logs the failure at error level and keeps the earlier reset link', async () => {
    const earlier = await issueLink(t.db, t.fx.users.storeAlpha, 'reset', 3_600_000);
    const res = await logged.inject({
      method: 'POST',
      url: '/api/v1/password/forgot',
      payload: { email: t.fx.emails.storeAlpha, language: 'en' },
      remoteAddress: ADDRESS,
    });
    expect(res.statusCode).toBe(202);
    await until(
      async () => lines.some((line) => line.level === 50 && line.msg === 'password reset e-mail not sent'),
      'the failed reset e-mail in the log',
    );
    // The process goes on, and the link mailed before still works.
    expect((await setPassword(t, earlier, GOOD_PASSWORD)).statusCode).toBe(204);
  });
});
