import type { DashboardAnswer, DashboardDetails, DashboardGeneral, DashboardQuery } from '../../../contract/dashboard';
import { downloadFile } from '../../providers/download';
import { getJson, withListQuery } from '../../providers/apiCalls';

/** The dashboard's calls (moderators). */
export const dashboardApi = {
  /** Every store's health indicators, filtered, ordered and paged, with the overview (GET /dashboard). */
  getDashboard: (query: DashboardQuery, signal?: AbortSignal) =>
    getJson<DashboardAnswer>(withListQuery('/dashboard', query), { signal }),
  /** Downloads the filtered dashboard list as CSV; answers the file name. */
  downloadDashboard: (query: DashboardQuery) =>
    downloadFile(withListQuery('/dashboard/export', query), 'dashboard.csv'),
  /** A store's domain, feed, rules and tracking code. */
  getDashboardGeneral: (id: number, signal?: AbortSignal) =>
    getJson<DashboardGeneral>(`/dashboard/analytical/general/${encodeURIComponent(id)}`, { signal }),
  /** A store's daily trend. */
  getDashboardDetails: (id: number, signal?: AbortSignal) =>
    getJson<DashboardDetails>(`/dashboard/analytical/details/${encodeURIComponent(id)}`, { signal }),
};
