import Papa from 'papaparse';
import { RETURN_REASONS } from '../../../domain/enums';
import { COUNT_FIGURES, RATE_FIGURES, SIZE_OFFSETS } from './reportFigures';
import type { Report } from '../../../contract/reports';

interface CsvTexts {
  translate: (key: string, options?: Record<string, unknown>) => string;
  number: (value: number) => string;
  percent: (fraction: number) => string;
}

/**
 * The report's figures as a CSV of two columns (figure, value), written in the interface language as
 * the screen shows them: counts, rates, returns by reason and by size offset, and the impact intervals.
 */
export function reportCsv(report: Report, { translate, number, percent }: CsvTexts): string {
  const rate = (value: number | null) => (value === null ? '' : percent(value));
  const rows: string[][] = [
    [translate('app.reports.period', { start: report.startDate, end: report.endDate }), ''],
    ...COUNT_FIGURES.map((key) => [translate(`app.reports.figures.${key}`), number(report[key])]),
    ...RATE_FIGURES.map((key) => [translate(`app.reports.figures.${key}`), rate(report[key])]),
    ...RETURN_REASONS.map((reason) => [
      `${translate('app.reports.byReason')}: ${translate(`app.orders.reasons.${reason}`)}`,
      number(report.reasons[reason]),
    ]),
    ...SIZE_OFFSETS.map((offset) => [
      `${translate('app.reports.bySizeOffset')}: ${translate(`app.reports.offset.${offset}`)}`,
      number(report.sizeOffset[offset]),
    ]),
    ...(['fittingRoom', 'followed'] as const).flatMap((kind) => {
      const impact = report.impact[kind];
      const name = `${translate('app.reports.impact.title')}: ${translate(`app.reports.impact.${kind}`)}`;
      return [
        [`${name}, ${translate('app.reports.impact.difference')}`, impact.sufficient ? rate(impact.difference) : ''],
        [
          `${name}, ${translate('app.reports.impact.interval')}`,
          impact.sufficient ? `${rate(impact.low)} … ${rate(impact.high)}` : '',
        ],
      ];
    }),
  ];
  return Papa.unparse({
    fields: [translate('app.reports.csv.figure'), translate('app.reports.csv.value')],
    data: rows,
  });
}
