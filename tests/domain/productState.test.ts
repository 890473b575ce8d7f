import { describe, expect, it } from 'vitest';
import { PRODUCT_FILTER_OPTIONS, productState, statesFor } from '../../domain/productState';

describe('product state', () => {
  it.each([
    [{ pluginActive: false, chartSizes: ['P'], sizes: ['P'] }, 'inactive'],
    [{ pluginActive: true, chartSizes: null, sizes: ['P'] }, 'pending'],
    [{ pluginActive: true, chartSizes: ['P', 'M'], sizes: ['p ', 'G'] }, 'alert'],
    [{ pluginActive: true, chartSizes: ['P', 'M'], sizes: [' m', 'P'] }, 'covered'],
    [{ pluginActive: true, chartSizes: [], sizes: [] }, 'covered'],
  ] as const)('%o is %s', (product, state) => {
    expect(productState({ ...product, chartSizes: product.chartSizes ? [...product.chartSizes] : null, sizes: [...product.sizes] })).toBe(state);
  });

  it('maps each filter option of the list onto states and the plugin flag', () => {
    const mapped = Object.fromEntries(Object.entries(PRODUCT_FILTER_OPTIONS).map(([k, v]) => [k, statesFor(v)]));
    expect(mapped).toEqual({
      all: { states: null, plugin: null },
      pending: { states: ['pending'], plugin: true },
      pending_active: { states: ['alert'], plugin: null },
      plugin_active: { states: null, plugin: true },
      plugin_inactive: { states: null, plugin: false },
      active: { states: ['covered'], plugin: null },
    });
  });
});
