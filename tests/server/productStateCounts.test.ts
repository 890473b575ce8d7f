import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { refreshProductStates } from '../../server/repositories/productStates.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { addChart, productBody } from './productFixtures.js';

// The list's totals and the counts per state are read from product_state_counts, which triggers keep
// (migration 006). After every kind of write they must equal what counting the products says.
describe('stored product counts per state', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  const counted = async () =>
    (
      await sql<{ tenant_id: number; state: string; n: number }>`
      SELECT tenant_id, state, count(*)::int AS n FROM products GROUP BY tenant_id, state ORDER BY tenant_id, state`.execute(
        t.db,
      )
    ).rows;
  const stored = async () =>
    (
      await sql<{ tenant_id: number; state: string; n: number }>`
      SELECT tenant_id, state, n::int AS n FROM product_state_counts WHERE n <> 0 ORDER BY tenant_id, state`.execute(
        t.db,
      )
    ).rows;
  const expectInStep = async (step: string) => expect(await stored(), step).toEqual(await counted());

  async function insertMany(tenantId: number, prefix: string, count: number, pluginActive: boolean) {
    const rows = Array.from({ length: count }, (_, i) => ({
      tenant_id: tenantId,
      permalink: `https://shop.example/${prefix}-${i}`,
      name: `${prefix} ${i}`,
      available_sizes: i % 2 ? ['P'] : ['P', 'XG'],
      plugin_active: pluginActive,
      state: pluginActive ? ('pending' as const) : ('inactive' as const),
    }));
    await t.db.insertInto('products').values(rows).execute();
  }

  it('follow inserts, state changes, deletes of rows, of a state and of a whole store', async () => {
    const { alpha, beta } = t.fx.tenants;
    await insertMany(alpha, 'a', 30, true);
    await insertMany(alpha, 'off', 5, false);
    await insertMany(beta, 'b', 7, true);
    await expectInStep('after inserts');

    const chart = await addChart(t.db, alpha, 'Blusas', ['P', 'M']);
    await t.db
      .updateTable('products')
      .set({ modeling_id: chart })
      .where('tenant_id', '=', alpha)
      .where('name', 'like', 'a 1%')
      .execute();
    await refreshProductStates(t.db, alpha, { modelingIds: [chart] });
    await expectInStep('after assigning a chart');
    expect((await stored()).find((r) => r.tenant_id === alpha && r.state === 'alert')).toBeTruthy();

    // A chart gaining the missing size turns alert into covered; an update that changes no state changes no count.
    await t.db
      .updateTable('modelings')
      .set({ size_names: ['P', 'M', 'XG'] })
      .where('id', '=', chart)
      .execute();
    await refreshProductStates(t.db, alpha, { modelingIds: [chart] });
    await t.db
      .updateTable('products')
      .set({ name: sql`name || ' novo'` })
      .where('tenant_id', '=', alpha)
      .execute();
    await expectInStep('after the chart changed');

    await t.db.deleteFrom('products').where('tenant_id', '=', alpha).where('name', 'like', 'a 2%').execute();
    await expectInStep('after deleting some');

    await t.db.deleteFrom('tenants').where('id', '=', beta).execute();
    await expectInStep('after deleting a store');
    expect(
      await t.db.selectFrom('product_state_counts').select('tenant_id').where('tenant_id', '=', beta).execute(),
    ).toEqual([]);
  });

  it('answer the list totals and the counts per state through the API', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.call(session, { method, url: `/api/v1${url}`, payload });
    for (const name of ['saia-um', 'saia-dois', 'saia-tres'])
      expect((await call('POST', '/products/', productBody(name))).statusCode).toBe(201);
    expect((await call('POST', '/products/', productBody('vestido-off', { pluginActive: false }))).statusCode).toBe(
      201,
    );
    await expectInStep('after creating through the API');
    expect((await call('GET', '/products/count')).json()).toMatchObject({
      all: 4,
      pending: 3,
      inactive: 1,
      pluginActive: 3,
    });
    expect((await call('GET', '/products?productsThatShouldBeFixed=true&status=true')).json().total).toBe(3);
    expect((await call('GET', '/products?status=true&productsAvailable=true')).json()).toMatchObject({
      total: 0,
      data: [],
    });

    expect((await call('DELETE', '/products/pending', { confirmation: 'EXCLUIR' })).json()).toEqual({ deleted: 3 });
    await expectInStep('after deleting the pending products');
    expect((await call('GET', '/products/count')).json()).toMatchObject({ all: 1, pending: 0, inactive: 1 });
    expect((await call('GET', '/products')).json().total).toBe(1);
  });
});
