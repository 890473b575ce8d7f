import { describe, expect, it } from 'vitest';
import { basic, useTestApp } from './harness.js';
import { FIXTURE_PASSWORD } from './fixtures.js';
import { countAttempt, MAX_ADDRESS_FAILURES, TooManyAttempts } from '../../server/services/signInThrottle.js';

const ATTACKER = '198.51.100.7';
const ELSEWHERE = '203.0.113.20';

describe('sign-in rate limit', () => {
  const t = useTestApp();
  const attempt = (password: string, remoteAddress = ATTACKER, email = t.fx.emails.storeAlpha) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      remoteAddress,
      headers: { authorization: basic(email, password) },
    });
  const fail = async (times: number, email?: string) => {
    for (let i = 0; i < times; i++) {
      const res = await attempt(
        'wrong-password',
        ATTACKER,
        email ?? (i % 2 ? t.fx.emails.storeAlpha.toUpperCase() : undefined),
      );
      expect(res.statusCode).toBe(401);
    }
  };

  it('blocks an e-mail from one address after 10 failures, even with the right password, for 15 minutes', async () => {
    await fail(10);
    const blocked = await attempt(FIXTURE_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/try again in 15 minutes/i),
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    // Accepting the terms checks the same credentials, so it is blocked too.
    const terms = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/terms',
      remoteAddress: ATTACKER,
      headers: { authorization: basic(t.fx.emails.storeAlpha, FIXTURE_PASSWORD) },
      payload: { acceptedPrivacyPolicy: true, acceptedUseTerms: true },
    });
    expect(terms.statusCode).toBe(429);
  });

  // Failures spread over several accounts, none of them reaching its own limit. (Known e-mails keep the
  // test quick: unknown ones are checked against a full-cost hash.)
  const spray = async (times: number) => {
    const emails = [t.fx.emails.storeAlpha, t.fx.emails.moderator, t.fx.emails.administrator, t.fx.emails.newcomer];
    for (let i = 0; i < times; i++)
      expect((await attempt('wrong-password', ATTACKER, emails[i % emails.length])).statusCode).toBe(401);
  };

  it('holds the limit when many attempts arrive at once', async () => {
    // One address has one sign-in in progress at a time (see hashingQueue.ts), but API processes on one
    // database count at the same time: the counting itself must stay exact.
    const counted = await Promise.allSettled(
      Array.from({ length: 16 }, () => countAttempt(t.db, t.fx.emails.storeAlpha, ATTACKER)),
    );
    expect(counted.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of counted.filter((r) => r.status === 'rejected'))
      expect(result.reason).toBeInstanceOf(TooManyAttempts);
    expect((await attempt(FIXTURE_PASSWORD)).statusCode).toBe(429);
  });

  it('blocks an address after 30 failures whatever the e-mails, also for a right password, and not other addresses', async () => {
    await spray(MAX_ADDRESS_FAILURES);
    const blocked = await attempt(FIXTURE_PASSWORD, ATTACKER, t.fx.emails.storeBeta);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/try again in 15 minutes/i),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect((await attempt(FIXTURE_PASSWORD, ELSEWHERE, t.fx.emails.storeBeta)).statusCode).toBe(200);
  });

  it('does not let a successful sign-in reset the failures of its address', async () => {
    await spray(MAX_ADDRESS_FAILURES - 1);
    expect((await attempt(FIXTURE_PASSWORD, ATTACKER, t.fx.emails.storeBeta)).statusCode).toBe(200);
    expect((await attempt('wrong-password', ATTACKER, 'one-more@example.com')).statusCode).toBe(401);
    expect((await attempt(FIXTURE_PASSWORD, ATTACKER, t.fx.emails.storeBeta)).statusCode).toBe(429);
  });

  it('starts a new address count when its last failure is older than 15 minutes', async () => {
    await spray(MAX_ADDRESS_FAILURES - 1);
    await t.db
      .updateTable('sign_in_address_failures')
      .set({ last_failure_at: new Date(Date.now() - 16 * 60_000) })
      .execute();
    expect((await attempt('wrong-password', ATTACKER, 'late@example.com')).statusCode).toBe(401);
    expect(await t.db.selectFrom('sign_in_address_failures').select(['ip', 'failures']).execute()).toEqual([
      { ip: ATTACKER, failures: 1 },
    ]);
  });

  it('still lets the same e-mail in from another address, and other e-mails from the blocked one', async () => {
    await fail(10);
    expect((await attempt(FIXTURE_PASSWORD, ELSEWHERE)).statusCode).toBe(200);
    expect((await attempt(FIXTURE_PASSWORD, ATTACKER, t.fx.emails.storeBeta)).statusCode).toBe(200);
    expect((await attempt(FIXTURE_PASSWORD)).statusCode).toBe(429);
  });

  it('forgets the failures after a successful sign-in', async () => {
    await fail(9);
    expect((await attempt(FIXTURE_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.selectFrom('sign_in_failures').selectAll().execute()).toEqual([]);
    await fail(9);
    expect((await attempt(FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('starts a new count when the last failure is older than 15 minutes', async () => {
    await fail(9);
    await t.db
      .updateTable('sign_in_failures')
      .set({ last_failure_at: new Date(Date.now() - 16 * 60_000) })
      .execute();
    await fail(1);
    const row = await t.db
      .selectFrom('sign_in_failures')
      .select('failures')
      .where('ip', '=', ATTACKER)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(1);
    expect((await attempt(FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('lifts the block when its 15 minutes are over', async () => {
    await fail(10);
    expect((await attempt(FIXTURE_PASSWORD)).statusCode).toBe(429);
    const past = new Date(Date.now() - 60_000);
    await t.db
      .updateTable('sign_in_failures')
      .set({ blocked_until: past, last_failure_at: new Date(past.getTime() - 15 * 60_000) })
      .execute();
    expect((await attempt(FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('does not extend the block with attempts made while blocked', async () => {
    await fail(10);
    const before = await t.db
      .selectFrom('sign_in_failures')
      .select(['blocked_until', 'failures'])
      .executeTakeFirstOrThrow();
    expect((await attempt('wrong-password')).statusCode).toBe(429);
    const after = await t.db
      .selectFrom('sign_in_failures')
      .select(['blocked_until', 'failures'])
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('sign-in rate limit behind a proxy', () => {
  const PROXY = '10.0.0.2';
  const t = useTestApp({ trustProxy: [PROXY] });
  const attempt = (password: string, forwardedFor: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      remoteAddress: PROXY,
      headers: { authorization: basic(t.fx.emails.storeAlpha, password), 'x-forwarded-for': forwardedFor },
    });

  it('keys on the client address the configured proxy forwards', async () => {
    for (let i = 0; i < 10; i++) await attempt('wrong-password', ATTACKER);
    expect(await t.db.selectFrom('sign_in_failures').select(['ip', 'failures']).execute()).toEqual([
      { ip: ATTACKER, failures: 10 },
    ]);
    expect((await attempt(FIXTURE_PASSWORD, ATTACKER)).statusCode).toBe(429);
    expect((await attempt(FIXTURE_PASSWORD, ELSEWHERE)).statusCode).toBe(200);
  });
});

describe('sign-in rate limit without a proxy', () => {
  const t = useTestApp();

  it('ignores a forged X-Forwarded-For, so changing it does not escape the limit', async () => {
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        remoteAddress: ATTACKER,
        headers: { authorization: basic(t.fx.emails.storeAlpha, 'wrong-password'), 'x-forwarded-for': `192.0.2.${i}` },
      });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      remoteAddress: ATTACKER,
      headers: { authorization: basic(t.fx.emails.storeAlpha, FIXTURE_PASSWORD), 'x-forwarded-for': '192.0.2.99' },
    });
    expect(res.statusCode).toBe(429);
  });
});
