import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { RETURN_REASONS } from '../../../contract/orders';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useNumberFormat } from '../../i18n/numbers';
import { SIZE_OFFSETS } from './reportFigures';
import type { Report } from './reportTypes';

const HEIGHT = 260;

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Bars of a few named counts (returns by reason, by size offset). */
function CountBars({ labels, values, label }: { labels: string[]; values: number[]; label: string }) {
  const format = useNumberFormat();
  return (
    <BarChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ valueFormatter: (value: number) => format.number(value) }]}
      series={[{ data: values, label, valueFormatter: (value) => (value === null ? '' : format.number(value)) }]}
      hideLegend
    />
  );
}

/** Returns by reason and by ordered size against the recommended one, and the day-by-day series. */
export function ReportCharts({ report }: { report: Report }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const format = useNumberFormat();
  const returns = translate('app.reports.figures.returns');
  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  return (
    <section
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', gap: 16 }}
    >
      <ChartCard title={translate('app.reports.byReason')}>
        <CountBars
          label={returns}
          labels={RETURN_REASONS.map((reason) => translate(`app.orders.reasons.${reason}`))}
          values={RETURN_REASONS.map((reason) => report.reasons[reason])}
        />
      </ChartCard>
      <ChartCard title={translate('app.reports.bySizeOffset')}>
        <CountBars
          label={returns}
          labels={SIZE_OFFSETS.map((offset) => translate(`app.reports.offset.${offset}`))}
          values={SIZE_OFFSETS.map((offset) => report.sizeOffset[offset])}
        />
      </ChartCard>
      <ChartCard title={translate('app.reports.daily')}>
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: report.daily.map((d) => d.day), valueFormatter: dayLabel }]}
          yAxis={[{ valueFormatter: (value: number) => format.number(value) }]}
          series={(['orders', 'items', 'returns', 'fittingRoomOrders'] as const).map((key) => ({
            data: report.daily.map((d) => d[key]),
            label: translate(`app.reports.figures.${key}`),
            valueFormatter: count,
            showMark: false,
          }))}
        />
      </ChartCard>
    </section>
  );
}
