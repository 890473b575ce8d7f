import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNumberFormat } from '../../i18n/numbers';
import { impactVerdict } from './impactText';
import type { Impact, Report } from '../../../contract/reports';

const KINDS = ['fittingRoom', 'followed'] as const;

function ImpactCard({ kind, impact }: { kind: (typeof KINDS)[number]; impact: Impact }) {
  const translate = useTranslate();
  const format = useNumberFormat();
  const percent = (value: number | null) => (value === null ? '—' : format.percent(value));
  const verdict = impactVerdict(impact);
  const sentence = translate(`app.reports.impact.${verdict}`, {
    groupA: translate(`app.reports.impact.groups.${kind}.a`),
    groupB: translate(`app.reports.impact.groups.${kind}.b`),
    rateA: percent(impact.rateA),
    rateB: percent(impact.rateB),
    difference: percent(impact.difference),
    low: percent(impact.low),
    high: percent(impact.high),
    sampleA: format.number(impact.sampleA),
    sampleB: format.number(impact.sampleB),
  });
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 260 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate(`app.reports.impact.${kind}`)}
        </Typography>
        {verdict !== 'insufficient' && (
          <Typography variant="h5" component="p">
            {percent(impact.difference)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({translate('app.reports.impact.interval')}: {percent(impact.low)} … {percent(impact.high)})
            </Typography>
          </Typography>
        )}
        <Typography variant="body2" data-verdict={verdict}>
          {sentence}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * What the service changed, told honestly: the return-rate difference with vs without the fitting room
 * and in vs not in the recommended size, with its 95% interval and a plain sentence, or that it cannot be
 * told yet when a group is too small.
 */
export function ImpactSection({ impact }: { impact: Report['impact'] }) {
  const translate = useTranslate();
  return (
    <section>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.reports.impact.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {KINDS.map((kind) => (
          <ImpactCard key={kind} kind={kind} impact={impact[kind]} />
        ))}
      </Stack>
    </section>
  );
}
