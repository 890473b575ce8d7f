import { getJson, withQuery } from '../../providers/apiCalls';
import type { ReportRequest } from './reportTypes';
import type { Report } from '../../../contract/reports';

/** The report screen's call. */
export const reportsApi = {
  /** The figures of a period, optionally of some countries only (GET /reports/summarize). */
  getReport: ({ startDate, endDate, countries }: ReportRequest, signal?: AbortSignal) =>
    getJson<Report>(
      withQuery('/reports/summarize', { startDate, endDate, countries: countries.join(',') || undefined }),
      { signal },
    ),
};
