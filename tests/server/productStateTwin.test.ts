import { describe, expect, it } from 'vitest';
import { productState } from '../../domain/productState.js';
import { refreshProductStates } from '../../server/repositories/productStates.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { addChart } from './productFixtures.js';

// Each input the rule reads, with the cases that can change its answer: sizes compare without regard
// to case or surrounding spaces, on either side.
const PLUGIN = [true, false];
const CHARTS: (string[] | null)[] = [null, [], ['P', 'M', 'G'], [' p ', 'm', 'M ']];
const SIZES: string[][] = [[], ['P'], ['p ', ' M'], ['P', 'GG'], ['GG'], ['m', 'M']];
// The strong link: none, a strong table linked but the link off, a strong table linked and on.
const STRONG_SIZES = ['GG', ' p'];
const LINKS = ['none', 'off', 'on'] as const;

const combinations = PLUGIN.flatMap((pluginActive) =>
  CHARTS.flatMap((chartSizes) =>
    SIZES.flatMap((sizes) => LINKS.map((link) => ({ pluginActive, chartSizes, sizes, link }))),
  ),
);
const domainInput = (c: (typeof combinations)[number]) => ({
  pluginActive: c.pluginActive,
  chartSizes: c.chartSizes,
  sizes: c.sizes,
  strongChartSizes: c.link === 'on' ? STRONG_SIZES : null,
});

describe('the product state rule and its SQL twin', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it(`agree on all ${combinations.length} combinations of plugin flag, chart, strong link and sizes`, async () => {
    const tenant = t.fx.tenants.alpha;
    const strong = await t.db
      .insertInto('strong_modelings')
      .values({ name: 'Forte', type: 'clothes', measures: ['chest'], size_systems: ['BR'], size_names: STRONG_SIZES })
      .returning('id')
      .executeTakeFirstOrThrow();
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
          strong_modeling_id: c.link === 'none' ? null : strong.id,
          strong_link_active: c.link === 'on',
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
    expect(computed).toEqual(combinations.map((c) => ({ ...c, state: productState(domainInput(c)) })));
    expect(new Set(computed.map((c) => c.state))).toEqual(new Set(['inactive', 'pending', 'alert', 'covered']));
  });
});
