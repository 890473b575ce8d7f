import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useNumberFormat } from '../../i18n/numbers';
import { CHART_HEIGHT } from './chartHeight';
import type { Report } from './reportTypes';

const SERIES = ['orders', 'items', 'returns', 'fittingRoomOrders'] as const;
/** At most this many days carry a tick and a label: a year's 365 ticks would run into one black bar. */
const MAX_TICKS = 8;

/** The day-by-day series of a report; its own chunk, loaded with a report. */
export default function DailyLineChart({ daily }: { daily: Report['daily'] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const format = useNumberFormat();
  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  const step = Math.max(1, Math.ceil(daily.length / MAX_TICKS));
  return (
    <LineChart
      height={CHART_HEIGHT}
      xAxis={[
        {
          scaleType: 'point',
          data: daily.map((d) => d.day),
          valueFormatter: dayLabel,
          tickInterval: (_day: string, index: number) => index % step === 0,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => format.number(value) }]}
      series={SERIES.map((key) => ({
        data: daily.map((d) => d[key]),
        label: translate(`app.reports.figures.${key}`),
        valueFormatter: count,
        showMark: false,
      }))}
    />
  );
}
