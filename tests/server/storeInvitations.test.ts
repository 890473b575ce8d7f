import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { outboxMails } from '../mailOutbox.js';
import { insertTenantMemberships, insertUser } from '../../server/repositories/users.js';
import { issueLink } from '../../server/services/passwordLinks.js';
import { basic, useTestApp } from './harness.js';
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

const users = '/api/v1/tenants/users';
const invited = 'maria@alfa.example';

describe('store invitations: invite, link, re-send, withdraw', () => {
  const t = useTestApp({ appUrl: 'https://provador.example' });
  emptyOutboxEachTest(t);
  const moderatorAt = (tenantId: number) => t.sessionFor(t.fx.users.moderator, tenantId);
  const invite = async (payload: object, tenantId = t.fx.tenants.alpha) =>
    t.call(await moderatorAt(tenantId), { method: 'POST', url: users, payload });

  it("creates an invited account for an unknown e-mail and mails it a link in the store's language", async () => {
    await t.db.updateTable('tenants').set({ language: 'fr' }).where('id', '=', t.fx.tenants.alpha).execute();
    const res = await invite({ username: ' Maria@Alfa.example ', name: 'Maria Silva', role: 'store' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Maria Silva', email: invited, state: 'invited', lastSignInAt: null });
    const account = await t.db.selectFrom('users').selectAll().where('email', '=', invited).executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();
    expect(account.role).toBe('store');
    const token = await mailedToken(t, invited);
    const mail = (await outboxMails(outboxOf(t))).find((m) => m.to === invited)!;
    expect(mail.text).toContain('Bonjour Maria Silva');
    expect(mail.text).toContain('Loja Alfa');
    // Only a hash of the token is kept.
    const links = await t.db.selectFrom('password_links').selectAll().execute();
    expect(links).toHaveLength(1);
    expect(links[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(links)).not.toContain(token);
    const list = await t.call(await moderatorAt(t.fx.tenants.alpha), { method: 'GET', url: users });
    expect(list.json().data.find((u: { email: string }) => u.email === invited).state).toBe('invited');
  });

  it('lets the invited set a password once; the terms are still accepted at the first sign-in', async () => {
    await invite({ username: invited, name: 'Maria' });
    const token = await mailedToken(t, invited);
    // No password yet: no password signs in.
    expect((await signIn(t, invited, '')).statusCode).toBe(401);
    const link = await t.app.inject({ method: 'POST', url: '/api/v1/password/link', payload: { token } });
    expect(link.json()).toEqual({ email: invited, purpose: 'invitation' });
    expect((await setPassword(t, token, GOOD_PASSWORD)).statusCode).toBe(204);
    const reused = await setPassword(t, token, 'another fine passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('PASSWORD_LINK_INVALID');
    const first = await signIn(t, invited, GOOD_PASSWORD);
    expect(first.statusCode).toBe(403);
    expect(first.json().code).toBe('TERMS_NOT_ACCEPTED');
    const terms = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/terms',
      headers: { authorization: basic(invited, GOOD_PASSWORD) },
      payload: { acceptedPrivacyPolicy: true, acceptedUseTerms: true },
    });
    expect(terms.statusCode).toBe(204);
    const signedIn = await signIn(t, invited, GOOD_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().tenantId).toBe(t.fx.tenants.alpha);
    const list = await t.call(await moderatorAt(t.fx.tenants.alpha), { method: 'GET', url: users });
    const row = list.json().data.find((u: { email: string }) => u.email === invited);
    expect(row.state).toBe('active');
    expect(Date.parse(row.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an expired link and changes nothing', async () => {
    await invite({ username: invited, name: 'Maria' });
    const token = await mailedToken(t, invited);
    await t.db
      .updateTable('password_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await setPassword(t, token, GOOD_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_LINK_EXPIRED');
    const account = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', invited)
      .executeTakeFirst();
    expect(account!.password_hash).toBeNull();
  });

  it('refuses a weak password on the link and keeps the link usable', async () => {
    await invite({ username: invited, name: 'Maria' });
    const token = await mailedToken(t, invited);
    for (const [password, code] of [
      ['short1', 'MINLENGTH'],
      ['password1234', 'COMMON_PASSWORD'],
      ['x'.repeat(129), 'MAXLENGTH'],
      [invited, 'PASSWORD_IS_EMAIL'],
    ]) {
      const res = await setPassword(t, token, password!);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'password', code });
    }
    expect((await setPassword(t, token, GOOD_PASSWORD)).statusCode).toBe(204);
  });

  it('re-sends an invitation with a new link (the old one stops working) and withdraws it', async () => {
    const created = (await invite({ username: invited, name: 'Maria' })).json();
    const first = await mailedToken(t, invited);
    const session = await moderatorAt(t.fx.tenants.alpha);
    const resent = await t.call(session, { method: 'POST', url: `${users}/single/${created.id}/invitation` });
    expect(resent.statusCode).toBe(204);
    const second = await mailedToken(t, invited, `${t.config.appUrl}/set-password#token=${first}`);
    expect(second).not.toBe(first);
    expect((await setPassword(t, first, GOOD_PASSWORD)).json().code).toBe('PASSWORD_LINK_INVALID');
    const withdrawn = await t.call(session, { method: 'DELETE', url: `${users}/single/${created.id}/invitation` });
    expect(withdrawn.statusCode).toBe(204);
    expect((await setPassword(t, second, GOOD_PASSWORD)).json().code).toBe('PASSWORD_LINK_INVALID');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', invited).executeTakeFirst()).toBeUndefined();
  });

  it('re-sends or withdraws nothing for an account with a password (409 NOT_INVITED)', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.call(session, { method, url: `${users}/single/${t.fx.users.storeAlpha}/invitation` });
      expect(res.statusCode, method).toBe(409);
      expect(res.json().code).toBe('NOT_INVITED');
    }
    expect(await t.db.selectFrom('tenant_users').selectAll().execute()).toHaveLength(3);
  });

  it("does not touch another store's users: their invitation and membership answer 404", async () => {
    const beta = (await invite({ username: invited, name: 'Maria' }, t.fx.tenants.beta)).json();
    await mailedToken(t, invited);
    const atAlpha = await moderatorAt(t.fx.tenants.alpha);
    for (const [method, url] of [
      ['POST', `${users}/single/${beta.id}/invitation`],
      ['DELETE', `${users}/single/${beta.id}/invitation`],
      ['DELETE', `${users}/single/${beta.id}`],
      ['DELETE', `${users}/single/${t.fx.users.storeBeta}`],
    ] as const) {
      expect((await t.call(atAlpha, { method, url })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await t.db.selectFrom('password_links').selectAll().execute()).toHaveLength(1);
    expect(await t.db.selectFrom('tenant_users').selectAll().execute()).toHaveLength(4);
  });

  it('never makes staff from the users tab, and store users cannot invite', async () => {
    for (const role of ['moderator', 'administrator']) {
      const res = await invite({ username: invited, name: 'Maria', role });
      expect(res.statusCode, role).toBe(400);
    }
    const byStoreUser = await t.call(await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha), {
      method: 'POST',
      url: users,
      payload: { username: invited, name: 'Maria' },
    });
    expect(byStoreUser.statusCode).toBe(403);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', invited).executeTakeFirst()).toBeUndefined();
    expect(await outboxMails(outboxOf(t))).toEqual([]);
  });

  it('refuses a bad e-mail or a name with a comma, creating nobody', async () => {
    for (const payload of [{ username: 'not-an-email' }, { username: invited, name: 'Silva, Maria' }]) {
      const res = await invite(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', invited).executeTakeFirst()).toBeUndefined();
  });
});

const smtpUrl = await refusingMailServer();

describe('store invitations when the mail server refuses the e-mail', () => {
  const t = useTestApp({ appUrl: 'https://provador.example', smtpUrl });
  const moderatorAt = (tenantId: number) => t.sessionFor(t.fx.users.moderator, tenantId);
  const invite = async (payload: object, tenantId = t.fx.tenants.alpha) =>
    t.call(await moderatorAt(tenantId), { method: 'POST', url: users, payload });
  const membershipsOf = async (userId: number) =>
    (await t.db.selectFrom('tenant_users').select('tenant_id').where('user_id', '=', userId).execute()).map(
      (row) => row.tenant_id,
    );
  /** An account invited to these stores before the mail server failed, and the token of its link. */
  const invitedTo = async (tenantIds: number[]) => {
    const { id } = await insertUser(t.db, { email: invited, name: 'Maria', role: 'store', passwordHash: null });
    await insertTenantMemberships(t.db, id, tenantIds);
    return { id, token: await issueLink(t.db, id, 'invitation', 3_600_000) };
  };

  it('answers 502 MAIL_NOT_SENT to an unknown e-mail and creates no account, membership or link', async () => {
    const memberships = await t.db.selectFrom('tenant_users').selectAll().execute();
    expectMailNotSent(await invite({ username: invited, name: 'Maria' }));
    expect(await t.db.selectFrom('users').select('id').where('email', '=', invited).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('tenant_users').selectAll().execute()).toEqual(memberships);
    expect(await t.db.selectFrom('password_links').selectAll().execute()).toEqual([]);
  });

  it('adds no membership when the invited account of another store cannot be sent its invitation', async () => {
    const { id, token } = await invitedTo([t.fx.tenants.beta]);
    expectMailNotSent(await invite({ username: invited, name: 'Maria' }));
    expect(await membershipsOf(id)).toEqual([t.fx.tenants.beta]);
    // The link it had still works.
    expect((await setPassword(t, token, GOOD_PASSWORD)).statusCode).toBe(204);
  });

  it('keeps the earlier link working when a re-send fails', async () => {
    const { id, token } = await invitedTo([t.fx.tenants.alpha]);
    const resent = await t.call(await moderatorAt(t.fx.tenants.alpha), {
      method: 'POST',
      url: `${users}/single/${id}/invitation`,
    });
    expectMailNotSent(resent);
    expect(await t.db.selectFrom('password_links').select('user_id').execute()).toEqual([{ user_id: id }]);
    expect((await setPassword(t, token, GOOD_PASSWORD)).statusCode).toBe(204);
  });
});
