import { describe, expect, it, vi } from 'vitest';
import { basic, signInAs, useTestApp } from './harness.js';
import { FIXTURE_PASSWORD } from './fixtures.js';
import {
  MAX_CONCURRENT_HASHES,
  MAX_QUEUED_PER_ADDRESS,
  MAX_SIGN_INS_PER_ADDRESS,
  MAX_WAITING_ADDRESSES,
  ServerBusy,
  admitSignIn,
  withHashSlot,
} from '../../server/services/hashingQueue.js';

const ADMITTED = MAX_CONCURRENT_HASHES + MAX_WAITING_ADDRESSES;

describe('sign-in under a flood', () => {
  const t = useTestApp();
  // Unknown e-mails from many addresses: each one costs a full-cost hash and no limit stops them.
  const guess = (i: number) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      remoteAddress: `198.51.100.${i + 1}`,
      headers: { authorization: basic(`nobody-${i}@example.com`, 'guess') },
    });

  // Ten full-cost hashes one after the other (on 2 cores the bound is one at a time): on a machine busy with other
  // work each takes a second or two, more than the usual time limit of a test allows for ten.
  it('checks only a bounded number at once and refuses the rest with 503, Retry-After and nothing counted', async () => {
    const answers = await Promise.all(Array.from({ length: ADMITTED + 6 }, (_, i) => guess(i)));
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(ADMITTED);
    expect(busy).toHaveLength(6);
    for (const res of busy) {
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        statusCode: 503,
        code: 'SERVER_BUSY',
        message: expect.stringMatching(/try again/i),
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Refused attempts were never counted.
    expect(await t.db.selectFrom('sign_in_address_failures').selectAll().execute()).toHaveLength(ADMITTED);
    // Once the line is through, a real sign-in is answered again.
    const me = await signInAs(t, t.fx.emails.storeAlpha);
    expect(me.statusCode).toBe(200);
  }, 90_000);

  it(`lets one address have ${MAX_SIGN_INS_PER_ADDRESS} sign-in checked and ${MAX_QUEUED_PER_ADDRESS} waiting, so a flood from it leaves room for others`, async () => {
    const fromFlooder = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        remoteAddress: '203.0.113.66',
        headers: { authorization: basic(t.fx.emails.storeAlpha, 'wrong-password') },
      });
    const meanwhile = t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      remoteAddress: '203.0.113.7',
      headers: { authorization: basic(t.fx.emails.storeBeta, FIXTURE_PASSWORD) },
    });
    const lineLength = MAX_SIGN_INS_PER_ADDRESS + MAX_QUEUED_PER_ADDRESS;
    const flood = await Promise.all(Array.from({ length: lineLength + 4 }, fromFlooder));
    expect(flood.map((res) => res.statusCode).sort()).toEqual([...Array(lineLength).fill(401), ...Array(4).fill(503)]);
    expect((await meanwhile).statusCode).toBe(200);
  });

  it('signs in two people behind one office address at the same moment', async () => {
    const signIn = (email: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        remoteAddress: '203.0.113.80',
        headers: { authorization: basic(email, FIXTURE_PASSWORD) },
      });
    const answers = await Promise.all([signIn(t.fx.emails.storeAlpha), signIn(t.fx.emails.storeBeta)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
  });
});

describe('sign-in admission', () => {
  it('leaves room for another address while several addresses each fill their line', async () => {
    const lineLength = MAX_SIGN_INS_PER_ADDRESS + MAX_QUEUED_PER_ADDRESS;
    // Just enough full lines to hold more sign-ins than the server-wide limit.
    const flooders = Array.from({ length: Math.ceil((ADMITTED + 1) / lineLength) }, (_, i) => `192.0.2.${i + 1}`);
    const lines = flooders.map((address) => Array.from({ length: lineLength }, () => admitSignIn(address)));
    await expect(admitSignIn(flooders[0]!)).rejects.toBeInstanceOf(ServerBusy);
    const other = await admitSignIn('203.0.113.9');
    other();
    // Each line goes through in order: a turn comes when the one before it ends.
    for (const line of lines) for (const turn of line) (await turn)();
  });
});

describe('password hashing', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once, the others in order of arrival`, async () => {
    const ids = [0, 1, 2, 3, 4, 5];
    // Each hash runs until the test lets it end.
    const ends = ids.map(() => {
      let end!: () => void;
      const ended = new Promise<void>((resolve) => (end = resolve));
      return { end, ended };
    });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const hash = (n: number) =>
      withHashSlot(async () => {
        started.push(n);
        most = Math.max(most, ++running);
        await ends[n]!.ended;
        running--;
        return n;
      });
    const all = Promise.all(ids.map(hash));
    for (const n of ids) {
      // The first ones take every slot; each that ends lets the next in line start.
      await vi.waitFor(() => expect(started).toEqual(ids.slice(0, Math.min(ids.length, n + MAX_CONCURRENT_HASHES))));
      expect(running).toBe(Math.min(MAX_CONCURRENT_HASHES, ids.length - n));
      ends[n]!.end();
    }
    expect(await all).toEqual(ids);
    expect(most).toBe(MAX_CONCURRENT_HASHES);
  });
});
