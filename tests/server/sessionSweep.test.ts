import { describe, expect, it } from 'vitest';
import { SWEEP_BATCH, createSession, hashSessionId } from '../../server/services/sessions.js';
import { signInAs, useTestApp } from './harness.js';

// Sessions nobody presents again used to stay in the table for ever.
describe('expired sessions', () => {
  const t = useTestApp({ sessionIdleMinutes: 30, sessionMaxHours: 2 });
  const limits = { idleMinutes: 30, maxHours: 2 };
  const signIn = () => signInAs(t, t.fx.emails.storeAlpha);
  const hashes = async () =>
    (await t.db.selectFrom('sessions').select('id_hash').execute()).map((r) => r.id_hash).sort();

  it('are deleted at the next sign-in, whoever signs in; live ones stay', async () => {
    const live = await createSession(t.db, t.fx.users.storeBeta, t.fx.tenants.beta, limits);
    const idle = await createSession(t.db, t.fx.users.moderator, null, limits);
    const ended = await createSession(t.db, t.fx.users.storeBeta, t.fx.tenants.beta, limits);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('id_hash', '=', hashSessionId(idle))
      .execute();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id_hash', '=', hashSessionId(ended))
      .execute();

    const res = await signIn();
    expect(res.statusCode).toBe(200);
    expect(await hashes()).toEqual([hashSessionId(live), hashSessionId(res.json().sessionId)].sort());
  });

  it('are deleted in batches, so one sign-in never takes long however many piled up', async () => {
    const old = new Date(Date.now() - 3 * 3_600_000);
    await t.db
      .insertInto('sessions')
      .values(
        Array.from({ length: SWEEP_BATCH + 50 }, (_, i) => ({
          id_hash: `old-${i}`,
          user_id: t.fx.users.storeAlpha,
          tenant_id: null,
          last_seen_at: old,
          expires_at: old,
        })),
      )
      .execute();
    expect((await signIn()).statusCode).toBe(200);
    expect(await hashes()).toHaveLength(51);
    expect((await signIn()).statusCode).toBe(200);
    expect(await hashes()).toHaveLength(2);
  });
});
