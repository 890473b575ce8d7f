import type { StoreFeature } from './storeEnums.js';

/**
 * Which feature turns on which storefront call and back-office screen (docs/decisions/0065). A gate opens
 * when the store has any one of its features. Server routes name their gate in `config.feature`, web
 * declarations in `feature`: the same names on both sides.
 */
export const FEATURE_GATES = {
  /** Storefront product lookup and fitting-room or size-chart events: the button and the chart both ask. */
  fittingRoom: ['FITTING_ROOM', 'SIZE_CHART', 'SIZE_CHART_V2'],
  /** Storefront size recommendations: the fitting room, or the recommendation shown on the product page. */
  recommendation: ['FITTING_ROOM', 'RECOMMENDATION_ON_PAGE'],
  /** The storefront order tracker, the orders screen, an order's detail and per-item returns. */
  orders: ['ORDER_TRACKING'],
  /** The fitting-room script's settings: whatever the script does on the store's pages (the two gates above it). */
  script: ['FITTING_ROOM', 'SIZE_CHART', 'SIZE_CHART_V2', 'ORDER_TRACKING'],
  /** The returns file upload (its jobs, results and template). */
  returnsReport: ['RETURNS_REPORT'],
} as const satisfies Record<string, readonly StoreFeature[]>;
export type FeatureGate = keyof typeof FEATURE_GATES;

/** Whether a store with these features passes the gate. */
export const gateOpen = (features: readonly string[] | null | undefined, gate: FeatureGate): boolean =>
  FEATURE_GATES[gate].some((feature) => (features ?? []).includes(feature));

/**
 * What a store has when nothing else is said (column default, migration 018): every feature a gate
 * names except the recommendation on the page, so a new store's fitting room, size chart, orders and
 * returns work from the start; the staff turn off what the store has not taken.
 */
export const DEFAULT_STORE_FEATURES: readonly StoreFeature[] = [
  'FITTING_ROOM',
  'SIZE_CHART',
  'ORDER_TRACKING',
  'RETURNS_REPORT',
];
