import { describe, expect, it } from 'vitest';
import { refreshProductStates } from '../../server/repositories/productStates.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

describe('stored product states', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('follow the plugin flag, the chart and whether every size is in it', async () => {
    const tenant = t.fx.tenants.alpha;
    const chart = await t.db
      .insertInto('modelings')
      .values({
        tenant_id: tenant,
        name: 'Blusas',
        type: 'clothes',
        measures: ['chest'],
        size_systems: ['BR'],
        size_names: ['P', 'M', 'G'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = (permalink: string, plugin: boolean, modeling: number | null, sizes: string[]) => ({
      tenant_id: tenant,
      permalink,
      name: permalink,
      plugin_active: plugin,
      modeling_id: modeling,
      available_sizes: sizes,
    });
    await t.db
      .insertInto('products')
      .values([
        product('/off', false, chart.id, ['P']),
        product('/no-chart', true, null, ['P']),
        product('/missing-size', true, chart.id, ['p', 'GG']),
        product('/all-found', true, chart.id, [' m ', 'G']),
      ])
      .execute();
    await refreshProductStates(t.db, tenant, { all: true });
    const states = async () =>
      (await t.db.selectFrom('products').select(['permalink', 'state']).orderBy('id').execute()).map(
        (p) => `${p.permalink}:${p.state}`,
      );
    expect(await states()).toEqual(['/off:inactive', '/no-chart:pending', '/missing-size:alert', '/all-found:covered']);

    await t.db
      .updateTable('modelings')
      .set({ size_names: ['P', 'M', 'G', 'GG'] })
      .where('id', '=', chart.id)
      .execute();
    await refreshProductStates(t.db, tenant, { modelingIds: [chart.id] });
    expect(await states()).toEqual([
      '/off:inactive',
      '/no-chart:pending',
      '/missing-size:covered',
      '/all-found:covered',
    ]);
  });
});
