import { lazy, Suspense, type ReactNode } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RETURN_REASONS } from '../../../domain/enums';
import { CHART_HEIGHT } from './chartHeight';
import { everyDay, SIZE_OFFSETS } from './reportFigures';
import type { Report } from '../../../contract/reports';

// The chart library is the largest code of the app: each kind of chart loads on its own, once a report is shown.
const CountBarChart = lazy(() => import('./CountBarChart'));
const DailyLineChart = lazy(() => import('./DailyLineChart'));

/** A chart in its card; `wide` spans the whole row (a series over days needs the width). */
function ChartCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>{children}</Suspense>
      </CardContent>
    </Card>
  );
}

/** Returns by reason and by ordered size against the recommended one, and the day-by-day series. */
export function ReportCharts({ report }: { report: Report }) {
  const translate = useTranslate();
  const returns = translate('app.reports.figures.returns');
  return (
    <section
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', gap: 16 }}
    >
      <ChartCard title={translate('app.reports.byReason')}>
        <CountBarChart
          label={returns}
          labels={RETURN_REASONS.map((reason) => translate(`app.orders.reasons.${reason}`))}
          values={RETURN_REASONS.map((reason) => report.reasons[reason])}
        />
      </ChartCard>
      <ChartCard title={translate('app.reports.bySizeOffset')}>
        <CountBarChart
          label={returns}
          labels={SIZE_OFFSETS.map((offset) => translate(`app.reports.offset.${offset}`))}
          values={SIZE_OFFSETS.map((offset) => report.sizeOffset[offset])}
        />
      </ChartCard>
      <ChartCard title={translate('app.reports.daily')} wide>
        <DailyLineChart daily={everyDay(report)} />
      </ChartCard>
    </section>
  );
}
