import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { storefrontKeyOf } from '../../server/repositories/storefront.js';

const rotation = '/api/v1/tenants/storefront-key/rotation';

describe('storefront key rotation', () => {
  const t = useTestApp();
  const lookUp = (key: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/storefront/${key}/products?permalink=https%3A%2F%2Falfa.example%2Fx` });

  it('gives the store a new key; the old one is refused at once, the new one opens the store', async () => {
    const { alpha, beta } = t.fx.tenants;
    const old = await storefrontKeyOf(t.db, alpha);
    const betaKey = await storefrontKeyOf(t.db, beta);
    expect((await lookUp(old)).statusCode).toBe(200);
    const session = await t.sessionFor(t.fx.users.moderator, alpha);
    const res = await t.call(session, { method: 'POST', url: rotation, payload: { currentKey: old } });
    expect(res.statusCode).toBe(200);
    const { storefrontKey } = res.json() as { storefrontKey: string };
    expect(storefrontKey).toMatch(/^[0-9a-f]{64}$/);
    expect(storefrontKey).not.toBe(old);
    expect((await lookUp(old)).statusCode).toBe(404);
    expect((await lookUp(storefrontKey)).statusCode).toBe(200);
    expect((await t.call(session, { method: 'GET', url: '/api/v1/tenants/storefront-key' })).json()).toEqual({
      storefrontKey,
    });
    expect(await storefrontKeyOf(t.db, beta)).toBe(betaKey);
  });

  it('answers 409 and changes nothing when the key named is not the current one (or is another store’s)', async () => {
    const { alpha, beta } = t.fx.tenants;
    const before = await storefrontKeyOf(t.db, alpha);
    const session = await t.sessionFor(t.fx.users.moderator, alpha);
    for (const currentKey of ['stale-key', await storefrontKeyOf(t.db, beta)]) {
      const res = await t.call(session, { method: 'POST', url: rotation, payload: { currentKey } });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('STOREFRONT_KEY_CHANGED');
    }
    expect(await storefrontKeyOf(t.db, alpha)).toBe(before);
  });

  it('refuses store users and a missing confirmation', async () => {
    const { alpha } = t.fx.tenants;
    const before = await storefrontKeyOf(t.db, alpha);
    const ana = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    expect((await t.call(ana, { method: 'POST', url: rotation, payload: { currentKey: before } })).statusCode).toBe(
      403,
    );
    const moderator = await t.sessionFor(t.fx.users.moderator, alpha);
    expect((await t.call(moderator, { method: 'POST', url: rotation, payload: {} })).statusCode).toBe(400);
    expect(await storefrontKeyOf(t.db, alpha)).toBe(before);
  });
});
