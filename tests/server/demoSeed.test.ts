import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from '../../server/services/demoSeed.js';
import { verifyPassword } from '../../server/services/passwords.js';
import { truncateAll, useTestApp } from './harness.js';

describe('demo data', () => {
  const t = useTestApp();

  it('fills an empty database once: stores with their own brands, and three accounts to try', async () => {
    await truncateAll(t.db);
    await seedDemoIfEmpty(t.db);

    const users = await t.db.selectFrom('users').selectAll().orderBy('email').execute();
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ['admin@provador.test', 'administrator'],
      ['moderator@provador.test', 'moderator'],
      ['store@provador.test', 'store'],
    ]);
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(users.map((u) => u.email));
    expect(users.every((u) => u.accepted_privacy_policy_at === null && u.accepted_use_terms_at === null)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, users[2]!.password_hash)).toBe(true);

    const stores = await t.db.selectFrom('tenants').select(['id', 'name']).orderBy((eb) => eb.fn('lower', ['name'])).execute();
    expect(stores.length).toBeGreaterThanOrEqual(3);
    const storeUser = users.find((u) => u.role === 'store')!;
    const memberships = await t.db.selectFrom('tenant_users').select('tenant_id').where('user_id', '=', storeUser.id).execute();
    expect(memberships.map((m) => m.tenant_id)).toEqual([stores[0]!.id]);

    const brandSets = await Promise.all(
      stores.map(async (s) => (await t.db.selectFrom('brands').select('name').where('tenant_id', '=', s.id).orderBy('name').execute()).map((b) => b.name).join('|')),
    );
    expect(new Set(brandSets).size).toBe(stores.length);
    const linked = await t.db.selectFrom('brands').select('id').where('strong_brand_id', 'is not', null).execute();
    expect(linked.length).toBeGreaterThan(0);
    const subcategories = await t.db.selectFrom('categories').select('id').where('strong_subcategory_id', 'is not', null).execute();
    expect(subcategories.length).toBeGreaterThan(0);

    const firstStoreTables = await t.db.selectFrom('modelings').select(['name', 'static']).where('tenant_id', '=', stores[0]!.id).execute();
    expect(firstStoreTables.length).toBeGreaterThanOrEqual(5);
    expect(firstStoreTables.some((m) => m.static)).toBe(true);

    const counts = async () => Promise.all(['tenants', 'users', 'brands', 'strong_brands', 'modelings'].map(async (table) => (await t.db.selectFrom(table as 'users').select('id').execute()).length));
    const before = await counts();
    await seedDemoIfEmpty(t.db);
    expect(await counts()).toEqual(before);
  });

  it('leaves a database that already has stores alone', async () => {
    const before = await t.db.selectFrom('tenants').select('name').execute();
    await seedDemoIfEmpty(t.db);
    expect(await t.db.selectFrom('tenants').select('name').execute()).toEqual(before);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'store@provador.test').execute()).toEqual([]);
  });
});
