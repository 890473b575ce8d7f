/**
 * A product's state, defined once (spec section 4):
 * - inactive: the fitting-room plugin is switched off for it;
 * - pending: plugin on, no size chart assigned;
 * - alert: chart assigned, but some of the product's sizes are not in the chart;
 * - covered: chart assigned and every size found in it.
 * Sizes compare without regard to case or surrounding spaces.
 */
export const PRODUCT_STATES = ['inactive', 'pending', 'alert', 'covered'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

export const normalizeSize = (size: string) => size.trim().toUpperCase();

export function productState(p: { pluginActive: boolean; chartSizes: string[] | null; sizes: string[] }): ProductState {
  if (!p.pluginActive) return 'inactive';
  if (p.chartSizes === null) return 'pending';
  const chart = new Set(p.chartSizes.map(normalizeSize));
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
 * What the query parameters ask for, as states and a plugin flag; the server filters with this, so
 * the mapping lives in one place. Parameters combine with AND.
 */
export function statesFor(params: ProductStateParams): { states: ProductState[] | null; plugin: boolean | null } {
  let states: Set<ProductState> | null = null;
  const keep = (allowed: ProductState[]) => {
    states = new Set([...(states ?? allowed)].filter((s) => allowed.includes(s)));
  };
  if (params.productsThatShouldBeFixed === true) keep(['pending']);
  if (params.productsThatShouldBeFixed === false) keep(['inactive', 'alert', 'covered']);
  if (params.productsAvailableWithError === true) keep(['alert']);
  if (params.productsAvailableWithError === false) keep(['inactive', 'pending', 'covered']);
  if (params.productsAvailable === true) keep(['alert', 'covered']);
  if (params.productsAvailable === false) keep(['inactive', 'pending']);
  const chosen = states as Set<ProductState> | null;
  return { states: chosen ? [...chosen] : null, plugin: params.status ?? null };
}
