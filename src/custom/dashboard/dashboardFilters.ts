import type { DashboardQuery } from '../../../contract/dashboard';
import { DASHBOARD_LIST_FILTERS as LISTS } from '../../../domain/dashboard';
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
  { key: 'status', kind: 'multi', options: LISTS.status, labels: 'statuses' },
  { key: 'responsible', kind: 'responsible' },
  { key: 'plan', kind: 'multi', options: LISTS.plan, labels: 'plans' },
  { key: 'fittingRoom', kind: 'presence' },
  { key: 'table', kind: 'presence' },
  { key: 'orderTracker', kind: 'presence' },
  { key: 'analytics', kind: 'presence' },
  { key: 'operation', kind: 'multi', options: LISTS.operation, labels: 'operations' },
  { key: 'platform', kind: 'multi', options: LISTS.platform, labels: 'platforms' },
  { key: 'profile', kind: 'multi', options: LISTS.profile, labels: 'profiles' },
  { key: 'segment', kind: 'multi', options: LISTS.segment, labels: 'segments' },
  { key: 'coveredCategories', kind: 'multi', options: LISTS.coveredCategories, labels: 'coveredCategories' },
  { key: 'coveredIntegrations', kind: 'multi', options: LISTS.coveredIntegrations, labels: 'coveredIntegrations' },
  { key: 'defaultSizeSystem', kind: 'multi', options: LISTS.defaultSizeSystem, labels: 'sizeSystems' },
  { key: 'vfrVersion', kind: 'multi', options: LISTS.vfrVersion, labels: 'vfrVersions' },
  { key: 'typeModeling', kind: 'multi', options: LISTS.typeModeling, labels: 'typeModelings' },
  { key: 'importSizes', kind: 'boolean' },
  { key: 'reviewStatus', kind: 'multi', options: LISTS.reviewStatus, labels: 'reviewStatuses' },
  { key: 'appIntegration', kind: 'boolean' },
  { key: 'features', kind: 'multi', options: LISTS.features, labels: 'features' },
  { key: 'productIntegration', kind: 'multi', options: LISTS.productIntegration, labels: 'productIntegrations' },
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
