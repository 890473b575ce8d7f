import { useTranslate } from 'react-admin';
import DailyCountsChart from '../../components/DailyCountsChart';
import { CHART_HEIGHT } from './chartHeight';
import type { Report } from '../../../contract/reports';

const SERIES = ['orders', 'items', 'returns', 'fittingRoomOrders'] as const;

/** The day-by-day series of a report; its own chunk, loaded with a report. */
export default function DailyLineChart({ daily }: { daily: Report['daily'] }) {
  const translate = useTranslate();
  return (
    <DailyCountsChart
      height={CHART_HEIGHT}
      days={daily.map((d) => d.day)}
      series={SERIES.map((key) => ({ label: translate(`app.reports.figures.${key}`), data: daily.map((d) => d[key]) }))}
    />
  );
}
