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
    expect(
      productState({
        ...product,
        chartSizes: product.chartSizes ? [...product.chartSizes] : null,
        sizes: [...product.sizes],
      }),
    ).toBe(state);
  });

  it('maps each filter option of the list onto states', () => {
    const mapped = Object.fromEntries(Object.entries(PRODUCT_FILTER_OPTIONS).map(([k, v]) => [k, statesFor(v)]));
    expect(mapped).toEqual({
      all: null,
      pending: ['pending'],
      pending_active: ['alert'],
      plugin_active: ['pending', 'alert', 'covered'],
      plugin_inactive: ['inactive'],
      active: ['covered'],
    });
  });

  it('combines parameters with AND, down to no state at all', () => {
    expect(statesFor({ status: false, productsAvailable: true })).toEqual([]);
    expect(statesFor({ productsAvailable: false, status: true })).toEqual(['pending']);
    expect(statesFor({ productsThatShouldBeFixed: false })).toEqual(['inactive', 'alert', 'covered']);
  });
});
