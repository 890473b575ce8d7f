/**
 * A product's state, defined once (spec section 4):
 * - inactive: the fitting-room plugin is switched off for it;
 * - pending: plugin on, no size chart assigned;
 * - alert: chart assigned, but some of the product's sizes are not in the chart;
 * - covered: chart assigned and every size found in it.
 * The chart is the store's own table; without one, the provider (strong) table of an active strong link
 * stands in for it, as it does for the size engine (`strongChartSizes`: its sizes, null when the product
 * has no active link to a strong table).
 * Sizes compare without regard to case or surrounding spaces.
 */
export const PRODUCT_STATES = ['inactive', 'pending', 'alert', 'covered'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

/** The states of products whose plugin is on. */
export const PLUGIN_ON_STATES: ProductState[] = ['pending', 'alert', 'covered'];

export const normalizeSize = (size: string) => size.trim().toUpperCase();

export function productState(p: {
  pluginActive: boolean;
  chartSizes: string[] | null;
  strongChartSizes?: string[] | null;
  sizes: string[];
}): ProductState {
  if (!p.pluginActive) return 'inactive';
  const chartSizes = p.chartSizes ?? p.strongChartSizes ?? null;
  if (chartSizes === null) return 'pending';
  const chart = new Set(chartSizes.map(normalizeSize));
  return p.sizes.every((s) => chart.has(normalizeSize(s))) ? 'covered' : 'alert';
}

/** The six filter options of the product list and the query parameters each one sends (spec section 4). */
export const PRODUCT_FILTER_OPTIONS = {
  all: {},
  pending: { productsThatShouldBeFixed: true, status: true },
  pending_active: { productsAvailableWithError: true },
  plugin_active: { status: true },
  plugin_inactive: { status: false },
  active: { productsAvailable: true, productsAvailableWithError: false },
} as const;
export type ProductFilterOption = keyof typeof PRODUCT_FILTER_OPTIONS;
export const DEFAULT_PRODUCT_FILTER: ProductFilterOption = 'pending';

export interface ProductStateParams {
  productsAvailable?: boolean;
  productsAvailableWithError?: boolean;
  productsThatShouldBeFixed?: boolean;
  status?: boolean;
}

/**
 * The states the query parameters ask for; null means every state. Parameters combine with AND, and
 * the plugin flag is a state too (off is exactly `inactive`), so the server filters on states alone
 * and the mapping lives in this one place.
 */
export function statesFor(params: ProductStateParams): ProductState[] | null {
  let states: ProductState[] = [...PRODUCT_STATES];
  const keep = (allowed: ProductState[]) => {
    states = states.filter((s) => allowed.includes(s));
  };
  if (params.productsThatShouldBeFixed === true) keep(['pending']);
  if (params.productsThatShouldBeFixed === false) keep(['inactive', 'alert', 'covered']);
  if (params.productsAvailableWithError === true) keep(['alert']);
  if (params.productsAvailableWithError === false) keep(['inactive', 'pending', 'covered']);
  if (params.productsAvailable === true) keep(['alert', 'covered']);
  if (params.productsAvailable === false) keep(['inactive', 'pending']);
  if (params.status === true) keep(PLUGIN_ON_STATES);
  if (params.status === false) keep(['inactive']);
  return states.length === PRODUCT_STATES.length ? null : states;
}
