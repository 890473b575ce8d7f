import type { Report } from '../../../contract/reports';

/** The report's single figures in the order the cards and the CSV show them; rates are fractions (0..1). */
export const COUNT_FIGURES = [
  'orders',
  'items',
  'fittingRoomOrders',
  'recommendationsShown',
  'recommendationsFollowed',
  'returns',
] as const;
export const RATE_FIGURES = ['returnRate', 'returnRateWithFittingRoom', 'returnRateWithoutFittingRoom'] as const;

export type CountFigure = (typeof COUNT_FIGURES)[number];
export type RateFigure = (typeof RATE_FIGURES)[number];

export const SIZE_OFFSETS = ['smaller', 'equal', 'larger'] as const satisfies readonly (keyof Report['sizeOffset'])[];

const DAY_MS = 86_400_000;

/**
 * The day-by-day series over every day of the report's period: the report lists the days that had
 * orders, and a day without is drawn as zeros so that the chart's time runs evenly.
 */
export function everyDay(report: Pick<Report, 'startDate' | 'endDate' | 'daily'>): Report['daily'] {
  const byDay = new Map(report.daily.map((row) => [row.day, row]));
  const days: Report['daily'] = [];
  const end = Date.parse(`${report.endDate}T00:00:00Z`);
  for (let at = Date.parse(`${report.startDate}T00:00:00Z`); at <= end; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push(byDay.get(day) ?? { day, orders: 0, items: 0, returns: 0, fittingRoomOrders: 0 });
  }
  return days;
}
