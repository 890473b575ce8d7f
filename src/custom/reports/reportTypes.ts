import type { ReportQuery } from '../../../contract/reports';

/** What the report screen asks for: the query's period, its countries as a list (ISO 3166 alpha-2; none = all). */
export type ReportRequest = Omit<ReportQuery, 'countries'> & { countries: string[] };

/**
 * The report the page's address names (`?startDate=…&endDate=…&countries=BR,US`), or null when it names none. The
 * address keeps the generated report through a change of language (which draws every screen anew), a reload and
 * the browser's back button; the server checks the values as any query's.
 */
export function requestInAddress(params: URLSearchParams): ReportRequest | null {
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  if (!startDate || !endDate) return null;
  return { startDate, endDate, countries: (params.get('countries') ?? '').split(',').filter(Boolean) };
}

/** The address's parameters naming `request`. */
export const addressOf = ({ startDate, endDate, countries }: ReportRequest): Record<string, string> => ({
  startDate,
  endDate,
  ...(countries.length > 0 ? { countries: countries.join(',') } : {}),
});
