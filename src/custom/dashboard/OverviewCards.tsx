import { Card, CardContent, Typography } from '@mui/material';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardOverview } from '../../../contract/dashboard';
import { useNumberFormat } from '../../i18n/numbers';

const CARDS = [
  'activeStores',
  'recommendations',
  'fittingRoomUsage',
  'sizeChartUsage',
  'activeProducts',
  'pendingProducts',
] as const;
const RATIOS = new Set<string>(['fittingRoomUsage', 'sizeChartUsage']);

/** The overview cards (spec 2) over the filtered stores and the chosen period. */
export function OverviewCards({ overview }: { overview: DashboardOverview }) {
  const translate = useTranslate();
  const format = useNumberFormat();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
      component="section"
    >
      {CARDS.map((key) => {
        const value = overview[key];
        const text = value === null ? '—' : RATIOS.has(key) ? format.percent(value / 100) : format.number(value);
        return (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h3">
                {translate(`app.dashboard.cards.${key}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {text}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
