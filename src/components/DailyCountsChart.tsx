import { LineChart } from '@mui/x-charts/LineChart';
import { useIntlLocale } from '../i18n/intlLocale';
import { useNumberFormat } from '../i18n/numbers';

/** At most this many days carry a tick and a label: a year's 365 ticks would run into one black bar. */
const MAX_TICKS = 8;

export interface DailyCountsSeries {
  label: string;
  data: (number | null)[];
}

/**
 * Counts per day (`YYYY-MM-DD`) as lines: days written in the interface language, whole counts on the axis from
 * zero. Lines are straight, since a smoothed curve between two counts can dip below zero, and a single day is drawn
 * as a point, since one day makes no line.
 */
export default function DailyCountsChart({
  days,
  series,
  height,
}: {
  days: string[];
  series: DailyCountsSeries[];
  height: number;
}) {
  const locale = useIntlLocale();
  const format = useNumberFormat();
  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  const step = Math.max(1, Math.ceil(days.length / MAX_TICKS));
  return (
    <LineChart
      height={height}
      xAxis={[
        {
          scaleType: 'point',
          data: days,
          valueFormatter: dayLabel,
          tickInterval: (_day: string, index: number) => index % step === 0,
        },
      ]}
      yAxis={[{ min: 0, tickMinStep: 1, valueFormatter: (value: number) => format.number(value) }]}
      series={series.map(({ label, data }) => ({
        data,
        label,
        valueFormatter: count,
        curve: 'linear',
        showMark: days.length === 1,
      }))}
    />
  );
}
