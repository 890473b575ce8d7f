import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { DashboardTrendPoint } from '../../../contract/dashboard';

const SERIES = ['recommendations', 'orders', 'fittingRoomOpened', 'sizeChartViewed'] as const;

/** A store's daily figures over the trend's days (loaded with the chart library on first use). */
export function TrendChart({ series }: { series: DashboardTrendPoint[] }) {
  const translate = useTranslate();
  return (
    <LineChart
      height={220}
      xAxis={[{ scaleType: 'point', data: series.map((p) => p.day.slice(5)) }]}
      series={SERIES.map((key) => ({
        data: series.map((p) => p[key]),
        label: translate(`app.dashboard.details.series.${key}`),
        showMark: false,
      }))}
    />
  );
}
