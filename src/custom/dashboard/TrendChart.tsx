import { useTranslate } from 'react-admin';
import type { DashboardTrendPoint } from '../../../contract/dashboard';
import DailyCountsChart from '../../components/DailyCountsChart';

const SERIES = ['recommendations', 'orders', 'fittingRoomOpened', 'sizeChartViewed'] as const;

/** A store's daily figures over the trend's days (loaded with the chart library on first use). */
export function TrendChart({ series }: { series: DashboardTrendPoint[] }) {
  const translate = useTranslate();
  return (
    <DailyCountsChart
      height={220}
      days={series.map((p) => p.day)}
      series={SERIES.map((key) => ({
        label: translate(`app.dashboard.details.series.${key}`),
        data: series.map((p) => p[key]),
      }))}
    />
  );
}
