import type { ReportQuery } from '../../../contract/reports';

/** What the report screen asks for: the query's period, its countries as a list (ISO 3166 alpha-2; none = all). */
export type ReportRequest = Omit<ReportQuery, 'countries'> & { countries: string[] };
