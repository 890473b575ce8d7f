/** The health dashboard's vocabulary (spec 2 "Health dashboard", spec 4 ordering), shared by server and web. */

import {
  PRODUCT_INTEGRATIONS,
  SIZE_SYSTEMS,
  STORE_OPERATIONS,
  STORE_PLANS,
  STORE_PROFILES,
  STORE_SEGMENTS,
  STORE_STATUSES,
  STORE_TYPES,
} from './enums.js';
import {
  COVERED_CATEGORIES,
  COVERED_INTEGRATIONS,
  ECOMMERCE_PLATFORMS,
  REVIEW_STATUSES,
  STORE_FEATURES,
  TYPE_MODELINGS,
  VFR_VERSIONS,
} from './storeEnums.js';

/** Summary periods (spec 9) and the days each covers, today included. */
export const DASHBOARD_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const PERIOD_DAYS: Record<DashboardPeriod, number> = { daily: 1, weekly: 7, monthly: 30 };

/** The four states of an indicator (spec 2 legend), in their order when a column is sorted ascending. */
export const INDICATOR_STATES = ['disabled', 'noData', 'working', 'error'] as const;
export type IndicatorState = (typeof INDICATOR_STATES)[number];

/** The list's indicator columns. */
export const INDICATORS = ['coverage', 'pending', 'xml', 'plugin', 'orderTracker', 'analytics', 'usageRate'] as const;
export type Indicator = (typeof INDICATORS)[number];

/** Columns the list may be ordered by: the store's name and every indicator. */
export const DASHBOARD_SORTS = ['name', ...INDICATORS] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];
export type SortOrder = 'ASC' | 'DESC';

/** One column's ordering as the list header holds it; null: the list's default order (by name). */
export type DashboardOrdering = { field: DashboardSort; order: SortOrder } | null;

/**
 * Spec 4: a new column starts ascending; the same column again goes descending, then back to no ordering.
 */
export function nextOrdering(current: DashboardOrdering, field: DashboardSort): DashboardOrdering {
  if (!current || current.field !== field) return { field, order: 'ASC' };
  return current.order === 'ASC' ? { field, order: 'DESC' } : null;
}

/** The advanced filters (spec 2) that pick among a list's values, each with the values it picks among. */
export const DASHBOARD_LIST_FILTERS = {
  status: STORE_STATUSES,
  plan: STORE_PLANS,
  type: STORE_TYPES,
  operation: STORE_OPERATIONS,
  profile: STORE_PROFILES,
  segment: STORE_SEGMENTS,
  defaultSizeSystem: SIZE_SYSTEMS,
  productIntegration: PRODUCT_INTEGRATIONS,
  platform: ECOMMERCE_PLATFORMS,
  vfrVersion: VFR_VERSIONS,
  typeModeling: TYPE_MODELINGS,
  reviewStatus: REVIEW_STATUSES,
  coveredCategories: COVERED_CATEGORIES,
  coveredIntegrations: COVERED_INTEGRATIONS,
  features: STORE_FEATURES,
} as const;

/** A store's trend series: days shown in the details view. */
export const TREND_DAYS = 30;
/** Seconds between two refreshes of the stores' aggregates by the worker. */
export const DASHBOARD_REFRESH_SECONDS = 60;
