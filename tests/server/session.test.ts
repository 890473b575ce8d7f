import { describe, expect, it } from 'vitest';
import { hashSessionId } from '../../server/services/sessions.js';
import { signInAs, useTestApp } from './harness.js';

describe('sessions', () => {
  const t = useTestApp({ sessionIdleMinutes: 30, sessionMaxHours: 2 });
  const me = (sessionId: string) => t.call(sessionId, { method: 'GET', url: '/api/v1/me' });
  const rowOf = (sessionId: string) =>
    t.db.selectFrom('sessions').selectAll().where('id_hash', '=', hashSessionId(sessionId)).executeTakeFirst();
  const signIn = async () => (await signInAs(t, t.fx.emails.storeAlpha)).json().sessionId as string;

  it('stores only a hash of the session id, with the configured absolute limit', async () => {
    const sessionId = await signIn();
    expect(
      await t.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', sessionId).executeTakeFirst(),
    ).toBeUndefined();
    const row = await rowOf(sessionId);
    expect(row).toBeDefined();
    const lifetime = row!.expires_at.getTime() - row!.created_at.getTime();
    expect(Math.abs(lifetime - 2 * 3_600_000)).toBeLessThan(60_000);
  });

  it('ends a session left idle past the limit', async () => {
    const sessionId = await signIn();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 29 * 60_000) })
      .execute();
    expect((await me(sessionId)).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .execute();
    const res = await me(sessionId);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
    expect(await rowOf(sessionId)).toBeUndefined();
  });

  it('ends a session past its absolute end, however active', async () => {
    const sessionId = await signIn();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await me(sessionId);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
    expect(await rowOf(sessionId)).toBeUndefined();
  });

  it('answers SESSION_EXPIRED to an unknown session id, also on signed-in routes', async () => {
    for (const url of ['/api/v1/me', '/api/v1/me/tenants', '/api/v1/me/logout']) {
      const res = await t.call('made-up-session', { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('SESSION_EXPIRED');
    }
  });

  it('logs out: the session is deleted and no longer works', async () => {
    const sessionId = await signIn();
    const other = await t.sessionFor(t.fx.users.storeAlpha);
    const res = await t.call(sessionId, { method: 'GET', url: '/api/v1/me/logout' });
    expect(res.statusCode).toBe(204);
    expect(await rowOf(sessionId)).toBeUndefined();
    const after = await me(sessionId);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
    // Only that session ends: the same user's other sessions go on.
    expect((await me(other)).statusCode).toBe(200);
  });

  it('refuses logout without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});
