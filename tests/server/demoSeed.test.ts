import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from '../../server/demo/demoSeed.js';
import { verifyPassword } from '../../server/services/passwords.js';
import { truncateAll, useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

describe('demo data', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

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
    expect(await verifyPassword(DEMO_PASSWORD, users[2]!.password_hash ?? '')).toBe(true);

    const stores = await t.db
      .selectFrom('tenants')
      .select(['id', 'name'])
      .orderBy((eb) => eb.fn('lower', ['name']))
      .execute();
    expect(stores.length).toBeGreaterThanOrEqual(3);
    const storeUser = users.find((u) => u.role === 'store')!;
    const memberships = await t.db
      .selectFrom('tenant_users')
      .select('tenant_id')
      .where('user_id', '=', storeUser.id)
      .execute();
    expect(memberships.map((m) => m.tenant_id)).toEqual([stores[0]!.id]);

    const brandSets = await Promise.all(
      stores.map(async (s) =>
        (await t.db.selectFrom('brands').select('name').where('tenant_id', '=', s.id).orderBy('name').execute())
          .map((b) => b.name)
          .join('|'),
      ),
    );
    expect(new Set(brandSets).size).toBe(stores.length);
    const linked = await t.db.selectFrom('brands').select('id').where('strong_brand_id', 'is not', null).execute();
    expect(linked.length).toBeGreaterThan(0);
    const subcategories = await t.db
      .selectFrom('categories')
      .select('id')
      .where('strong_subcategory_id', 'is not', null)
      .execute();
    expect(subcategories.length).toBeGreaterThan(0);

    const firstStoreTables = await t.db
      .selectFrom('modelings')
      .select(['name', 'static'])
      .where('tenant_id', '=', stores[0]!.id)
      .execute();
    expect(firstStoreTables.length).toBeGreaterThanOrEqual(5);
    expect(firstStoreTables.some((m) => m.static)).toBe(true);

    await expectDemoCatalogue(stores.map((s) => s.id));

    const counts = async () =>
      Promise.all(
        ['tenants', 'users', 'brands', 'strong_brands', 'modelings'].map(
          async (table) =>
            (
              await t.db
                .selectFrom(table as 'users')
                .select('id')
                .execute()
            ).length,
        ),
      );
    const before = await counts();
    await seedDemoIfEmpty(t.db);
    expect(await counts()).toEqual(before);
  });

  // The store the demo account opens shows a catalogue that exercises every screen of issue 4.
  async function expectDemoCatalogue(storeIds: number[]) {
    const [first, ...others] = storeIds;
    const states = await t.db
      .selectFrom('products')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', first!)
      .groupBy('state')
      .execute();
    const byState = Object.fromEntries(states.map((r) => [r.state, Number(r.n)]));
    expect(Object.values(byState).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2000);
    for (const state of ['inactive', 'pending', 'alert', 'covered']) expect(byState[state] ?? 0).toBeGreaterThan(100);
    const store = await t.db.selectFrom('tenants').select('domain').where('id', '=', first!).executeTakeFirstOrThrow();
    const sample = await t.db
      .selectFrom('products')
      .select(['permalink', 'name', 'image_url'])
      .where('tenant_id', '=', first!)
      .limit(50)
      .execute();
    expect(
      sample.every((p) => p.permalink.startsWith(`https://${store.domain}/produto/`) && p.image_url === null),
    ).toBe(true);

    const { rows } = await sql<{ n: number; days: number; recent: boolean; hits: number }>`
      SELECT count(*)::int AS n, count(DISTINCT day)::int AS days, bool_and(day > current_date - 7) AS recent, max(hits) AS hits
      FROM unknown_products WHERE tenant_id = ${first!}`.execute(t.db);
    expect(rows[0]).toMatchObject({ days: 7, recent: true });
    expect(rows[0]!.n).toBeGreaterThanOrEqual(50);
    expect(rows[0]!.hits).toBeGreaterThan(1);

    const runs = await t.db
      .selectFrom('import_runs')
      .selectAll()
      .where('tenant_id', '=', first!)
      .orderBy('started_at', 'desc')
      .execute();
    expect(runs).toHaveLength(5);
    expect(runs[0]!.status).toBe('finished');
    expect(runs[0]!.read_count).toBeGreaterThan(1000);
    const messages = (runs[0]!.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Product sizing not found', "Chart doesn't contemplates this size style"]),
    );

    for (const id of others) {
      const { n } = await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBeGreaterThanOrEqual(50);
      expect(Number(n)).toBeLessThanOrEqual(200);
    }
  }

  it('leaves a database that already has stores alone', async () => {
    const before = await t.db.selectFrom('tenants').select('name').execute();
    await seedDemoIfEmpty(t.db);
    expect(await t.db.selectFrom('tenants').select('name').execute()).toEqual(before);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'store@provador.test').execute()).toEqual(
      [],
    );
  });
});
