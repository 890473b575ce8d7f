import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNumberFormat } from '../../i18n/numbers';
import { COUNT_FIGURES, RATE_FIGURES } from './reportFigures';
import type { Report } from '../../../contract/reports';

function FigureCard({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The period's counts and return rates, one card each, as many per line as the screen holds. */
export function ReportFigureCards({ report }: { report: Report }) {
  const translate = useTranslate();
  const format = useNumberFormat();
  const figures = [
    ...COUNT_FIGURES.map((key) => ({ key, value: format.number(report[key]) })),
    ...RATE_FIGURES.map((key) => ({ key, value: report[key] === null ? '—' : format.percent(report[key]) })),
  ];
  return (
    <section style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }}>
      {figures.map(({ key, value }) => (
        <FigureCard key={key} label={translate(`app.reports.figures.${key}`)} value={value} />
      ))}
    </section>
  );
}
