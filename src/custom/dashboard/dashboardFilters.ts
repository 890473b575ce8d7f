import type { DashboardQuery } from '../../../contract/dashboard';
import {
  PRODUCT_INTEGRATIONS,
  SIZE_SYSTEMS,
  STORE_OPERATIONS,
  STORE_PLANS,
  STORE_PROFILES,
  STORE_SEGMENTS,
  STORE_STATUSES,
} from '../../../domain/enums';
import {
  COVERED_CATEGORIES,
  COVERED_INTEGRATIONS,
  ECOMMERCE_PLATFORMS,
  REVIEW_STATUSES,
  STORE_FEATURES,
  TYPE_MODELINGS,
  VFR_VERSIONS,
} from '../../../domain/storeEnums';
import type { OptionList } from '../tenant-settings/identification/optionChoices';

/** The dashboard's filters as the list asks for them (spec 2 advanced filters). */
export type DashboardFilters = Omit<DashboardQuery, 'page' | 'size' | 'sortField' | 'sortOrder' | 'period'>;
export type FilterKey = keyof DashboardFilters;

export type FilterDefinition =
  | { key: FilterKey; kind: 'multi'; options: readonly string[]; labels: OptionList }
  | { key: FilterKey; kind: 'responsible' }
  | { key: FilterKey; kind: 'presence' }
  | { key: FilterKey; kind: 'boolean' }
  | { key: FilterKey; kind: 'text' };

/**
 * Every filter popover, in the spec's order; its title is `app.dashboard.filters.<key>`, its options are
 * named as the store settings name them (`labels`).
 */
export const FILTERS: FilterDefinition[] = [
  { key: 'name', kind: 'text' },
  { key: 'status', kind: 'multi', options: STORE_STATUSES, labels: 'statuses' },
  { key: 'responsible', kind: 'responsible' },
  { key: 'plan', kind: 'multi', options: STORE_PLANS, labels: 'plans' },
  { key: 'fittingRoom', kind: 'presence' },
  { key: 'table', kind: 'presence' },
  { key: 'orderTracker', kind: 'presence' },
  { key: 'analytics', kind: 'presence' },
  { key: 'operation', kind: 'multi', options: STORE_OPERATIONS, labels: 'operations' },
  { key: 'platform', kind: 'multi', options: ECOMMERCE_PLATFORMS, labels: 'platforms' },
  { key: 'profile', kind: 'multi', options: STORE_PROFILES, labels: 'profiles' },
  { key: 'segment', kind: 'multi', options: STORE_SEGMENTS, labels: 'segments' },
  { key: 'coveredCategories', kind: 'multi', options: COVERED_CATEGORIES, labels: 'coveredCategories' },
  { key: 'coveredIntegrations', kind: 'multi', options: COVERED_INTEGRATIONS, labels: 'coveredIntegrations' },
  { key: 'defaultSizeSystem', kind: 'multi', options: SIZE_SYSTEMS, labels: 'sizeSystems' },
  { key: 'vfrVersion', kind: 'multi', options: VFR_VERSIONS, labels: 'vfrVersions' },
  { key: 'typeModeling', kind: 'multi', options: TYPE_MODELINGS, labels: 'typeModelings' },
  { key: 'importSizes', kind: 'boolean' },
  { key: 'reviewStatus', kind: 'multi', options: REVIEW_STATUSES, labels: 'reviewStatuses' },
  { key: 'appIntegration', kind: 'boolean' },
  { key: 'features', kind: 'multi', options: STORE_FEATURES, labels: 'features' },
  { key: 'productIntegration', kind: 'multi', options: PRODUCT_INTEGRATIONS, labels: 'productIntegrations' },
];

export const FILTERS_STORAGE_KEY = 'provador.dashboardFilters';

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The filters without the empty ones. */
export function compact(filters: DashboardFilters): DashboardFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => isSet(v))) as DashboardFilters;
}

/** The filters saved in the browser; none when nothing was saved or the saved text is unreadable. */
export function loadFilters(): DashboardFilters {
  try {
    const saved = JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY) ?? '{}') as unknown;
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
    const known = new Set<string>(FILTERS.map((f) => f.key));
    return compact(Object.fromEntries(Object.entries(saved).filter(([k]) => known.has(k))) as DashboardFilters);
  } catch {
    return {};
  }
}

export function saveFilters(filters: DashboardFilters): void {
  try {
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(compact(filters)));
  } catch {
    // Kept until the page is left.
  }
}

export const isFilterSet = (filters: DashboardFilters, key: FilterKey) => isSet(filters[key]);
