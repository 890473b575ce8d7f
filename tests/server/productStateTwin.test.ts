import { describe, expect, it } from 'vitest';
import { productState } from '../../domain/productState.js';
import { refreshProductStates } from '../../server/repositories/productStates.js';
import { useTestApp } from './harness.js';
import { addChart } from './productFixtures.js';

// Each input the rule reads, with the cases that can change its answer: sizes compare without regard
// to case or surrounding spaces, on either side.
const PLUGIN = [true, false];
const CHARTS: (string[] | null)[] = [null, [], ['P', 'M', 'G'], [' p ', 'm', 'M ']];
const SIZES: string[][] = [[], ['P'], ['p ', ' M'], ['P', 'GG'], ['GG'], ['m', 'M']];

const combinations = PLUGIN.flatMap((pluginActive) =>
  CHARTS.flatMap((chartSizes) => SIZES.map((sizes) => ({ pluginActive, chartSizes, sizes }))),
);

describe('the product state rule and its SQL twin', () => {
  const t = useTestApp();

  it(`agree on all ${combinations.length} combinations of plugin flag, chart and sizes`, async () => {
    const tenant = t.fx.tenants.alpha;
    const charts = await Promise.all(
      CHARTS.map((sizes, i) => (sizes === null ? null : addChart(t.db, tenant, `Tabela ${i}`, sizes))),
    );
    const rows = await t.db
      .insertInto('products')
      .values(
        combinations.map((c, i) => ({
          tenant_id: tenant,
          permalink: `https://alfa.example/p${i}`,
          name: `p${i}`,
          plugin_active: c.pluginActive,
          modeling_id: charts[CHARTS.indexOf(c.chartSizes)],
          available_sizes: c.sizes,
        })),
      )
      .returning('id')
      .execute();

    await refreshProductStates(t.db, tenant, { all: true });

    const stored = new Map(
      (await t.db.selectFrom('products').select(['id', 'state']).where('tenant_id', '=', tenant).execute()).map((p) => [
        p.id,
        p.state,
      ]),
    );
    const computed = combinations.map((c, i) => ({ ...c, state: stored.get(rows[i].id) }));
    expect(computed).toEqual(combinations.map((c) => ({ ...c, state: productState(c) })));
    expect(new Set(computed.map((c) => c.state))).toEqual(new Set(['inactive', 'pending', 'alert', 'covered']));
  });
});
