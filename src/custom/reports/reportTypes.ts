export type { Impact, Report } from '../../../contract/reports';

/** What the report screen asks for: a period (YYYY-MM-DD) and some countries (ISO 3166 alpha-2; none = all). */
export interface ReportRequest {
  startDate: string;
  endDate: string;
  countries: string[];
}
