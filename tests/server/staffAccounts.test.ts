import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from './fixtures.js';
import { insertUser } from '../../server/repositories/users.js';
import { issueLink } from '../../server/services/passwordLinks.js';
import { useTestApp } from './harness.js';
import {
  emptyOutboxEachTest,
  expectMailNotSent,
  GOOD_PASSWORD,
  mailedToken,
  outboxOf,
  refusingMailServer,
  setPassword,
  signIn,
} from './accountHelpers.js';
import { outboxMails } from '../mailOutbox.js';

const staff = '/api/v1/users/staff';
const newcomer = 'carla@provador.test';

describe('staff accounts and disabling accounts', () => {
  const t = useTestApp({ appUrl: 'https://provador.example' });
  emptyOutboxEachTest(t);
  const asAdmin = () => t.sessionFor(t.fx.users.administrator);
  const disable = async (userId: number, disabled = true, session?: string) =>
    t.call(session ?? (await asAdmin()), {
      method: 'PUT',
      url: `/api/v1/users/single/${userId}/disabled`,
      payload: { disabled },
    });

  it('lets an administrator invite a moderator, who sets a password and signs in as staff', async () => {
    const res = await t.call(await asAdmin(), {
      method: 'POST',
      url: staff,
      payload: { email: newcomer, name: 'Carla', role: 'moderator', language: 'fr' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: newcomer, role: 'moderator', state: 'invited' });
    const token = await mailedToken(t, newcomer);
    expect((await outboxMails(outboxOf(t)))[0]!.text).toContain("en tant que membre de l'équipe");
    const listed = await t.call(await asAdmin(), { method: 'GET', url: staff });
    expect(listed.json().data.map((a: { email: string; state: string }) => [a.email, a.state])).toEqual([
      [t.fx.emails.administrator, 'active'],
      [newcomer, 'invited'],
      [t.fx.emails.moderator, 'active'],
    ]);
    expect((await setPassword(t, token, GOOD_PASSWORD)).statusCode).toBe(204);
    await t.db
      .updateTable('users')
      .set({ accepted_use_terms_at: new Date(), accepted_privacy_policy_at: new Date() })
      .where('email', '=', newcomer)
      .execute();
    const signedIn = await signIn(t, newcomer, GOOD_PASSWORD);
    expect(signedIn.json()).toMatchObject({ moderatorUser: true, administratorUser: false });
  });

  it('re-sends a staff invitation with a new link; an active account has none to re-send', async () => {
    const id = (
      await t.call(await asAdmin(), {
        method: 'POST',
        url: staff,
        payload: { email: newcomer, name: 'Carla', role: 'administrator', language: 'en' },
      })
    ).json().id;
    const first = await mailedToken(t, newcomer);
    const resend = (userId: number) =>
      asAdmin().then((s) =>
        t.call(s, { method: 'POST', url: `/api/v1/users/single/${userId}/invitation`, payload: { language: 'en' } }),
      );
    expect((await resend(id)).statusCode).toBe(204);
    const second = await mailedToken(t, newcomer, `${t.config.appUrl}/set-password#token=${first}`);
    expect((await setPassword(t, first, GOOD_PASSWORD)).json().code).toBe('PASSWORD_LINK_INVALID');
    expect((await setPassword(t, second, GOOD_PASSWORD)).statusCode).toBe(204);
    expect((await resend(id)).json().code).toBe('NOT_INVITED');
    // A store user is no staff account.
    expect((await resend(t.fx.users.storeAlpha)).statusCode).toBe(404);
  });

  it('refuses an e-mail that has an account already: a store user never becomes staff', async () => {
    const res = await t.call(await asAdmin(), {
      method: 'POST',
      url: staff,
      payload: { email: t.fx.emails.storeAlpha.toUpperCase(), name: 'Ana', role: 'administrator', language: 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    const row = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', t.fx.users.storeAlpha)
      .executeTakeFirst();
    expect(row!.role).toBe('store');
  });

  it('refuses moderators and store users every way of making staff or disabling', async () => {
    const payload = { email: newcomer, name: 'Carla', role: 'administrator', language: 'en' };
    for (const userId of [t.fx.users.moderator, t.fx.users.storeAlpha]) {
      const session = await t.sessionFor(userId, t.fx.tenants.alpha);
      expect((await t.call(session, { method: 'POST', url: staff, payload })).statusCode).toBe(403);
      expect((await t.call(session, { method: 'GET', url: staff })).statusCode).toBe(403);
      const viaUsers = await t.call(session, {
        method: 'POST',
        url: '/api/v1/users',
        payload: { email: newcomer, password: GOOD_PASSWORD, role: 'moderator' },
      });
      expect(viaUsers.statusCode).toBe(403);
      expect((await disable(t.fx.users.administrator, true, session)).statusCode).toBe(403);
    }
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', newcomer).executeTakeFirst(),
    ).toBeUndefined();
    const admin = await t.db
      .selectFrom('users')
      .select('disabled_at')
      .where('id', '=', t.fx.users.administrator)
      .executeTakeFirst();
    expect(admin!.disabled_at).toBeNull();
  });

  it('disables an account: its sessions end at once and it can no longer sign in; enabling lets it back', async () => {
    const hers = await t.sessionFor(t.fx.users.storeAlpha);
    expect((await disable(t.fx.users.storeAlpha)).statusCode).toBe(204);
    expect((await t.call(hers, { method: 'GET', url: '/api/v1/products' })).statusCode).toBe(401);
    const right = await signIn(t, t.fx.emails.storeAlpha, FIXTURE_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('ACCOUNT_DISABLED');
    // A wrong password says no more than for any account.
    expect((await signIn(t, t.fx.emails.storeAlpha, 'wrong password')).json().code).toBe('INVALID_CREDENTIALS');
    const list = await t.call(await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha), {
      method: 'GET',
      url: '/api/v1/tenants/users',
    });
    expect(list.json().data.find((u: { id: number }) => u.id === t.fx.users.storeAlpha).state).toBe('disabled');
    expect((await disable(t.fx.users.storeAlpha, false)).statusCode).toBe(204);
    expect((await signIn(t, t.fx.emails.storeAlpha, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('lets nobody disable their own account, and answers 404 for an unknown one', async () => {
    const own = await disable(t.fx.users.administrator);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWN_ACCOUNT');
    expect((await disable(999_999)).statusCode).toBe(404);
  });
});

const smtpUrl = await refusingMailServer();

describe('staff invitations when the mail server refuses the e-mail', () => {
  const t = useTestApp({ appUrl: 'https://provador.example', smtpUrl });
  const asAdmin = () => t.sessionFor(t.fx.users.administrator);

  it('answers 502 MAIL_NOT_SENT to an invitation and creates no account or link', async () => {
    const res = await t.call(await asAdmin(), {
      method: 'POST',
      url: staff,
      payload: { email: newcomer, name: 'Carla', role: 'moderator', language: 'en' },
    });
    expectMailNotSent(res);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', newcomer).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.db.selectFrom('password_links').selectAll().execute()).toEqual([]);
  });

  it('keeps the earlier link working when a re-send fails', async () => {
    const { id } = await insertUser(t.db, { email: newcomer, name: 'Carla', role: 'moderator', passwordHash: null });
    const token = await issueLink(t.db, id, 'invitation', 3_600_000);
    const resent = await t.call(await asAdmin(), {
      method: 'POST',
      url: `/api/v1/users/single/${id}/invitation`,
      payload: { language: 'en' },
    });
    expectMailNotSent(resent);
    expect((await setPassword(t, token, GOOD_PASSWORD)).statusCode).toBe(204);
  });
});

// A mail server that takes the connection and never greets.
const silent = createServer(() => undefined);
const silentPort = await new Promise<number>((resolve) =>
  silent.listen(0, '127.0.0.1', () => resolve((silent.address() as AddressInfo).port)),
);

describe('staff invitations when the mail server does not answer', () => {
  const t = useTestApp({ smtpUrl: `smtp://127.0.0.1:${silentPort}?greetingTimeout=300` });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  it('answers 502 MAIL_NOT_SENT once the wait is over, and creates no account', async () => {
    const res = await t.call(await t.sessionFor(t.fx.users.administrator), {
      method: 'POST',
      url: staff,
      payload: { email: newcomer, name: 'Carla', role: 'moderator', language: 'en' },
    });
    expectMailNotSent(res);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', newcomer).executeTakeFirst(),
    ).toBeUndefined();
  });
});
