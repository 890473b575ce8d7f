import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INDICATOR_STATES, type Indicator, type IndicatorState } from '../../../domain/dashboard';

const LOOK: Record<IndicatorState, { Icon: typeof CancelIcon; color: string }> = {
  disabled: { Icon: CancelIcon, color: 'text.disabled' },
  noData: { Icon: RadioButtonUncheckedIcon, color: 'warning.main' },
  working: { Icon: CheckCircleIcon, color: 'success.main' },
  error: { Icon: ErrorIcon, color: 'error.main' },
};

/**
 * One indicator: its state's icon (named for screen readers) and its value, if any. Its tooltip says what the
 * state means for this indicator when it is working, the one state whose rule differs by column.
 */
export function IndicatorCell({
  indicator,
  state,
  value,
}: {
  indicator: Indicator;
  state: IndicatorState;
  value: string | null;
}) {
  const translate = useTranslate();
  const { Icon, color } = LOOK[state];
  const label = translate(`app.dashboard.states.${state}`);
  const meaning = state === 'working' ? translate(`app.dashboard.workingMeans.${indicator}`) : label;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={meaning} describeChild>
        <Icon fontSize="small" sx={{ color }} titleAccess={label} />
      </Tooltip>
      {value !== null && <Typography variant="body2">{value}</Typography>}
    </Box>
  );
}

/** The legend of the four indicator states (spec 2). */
export function IndicatorLegend() {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      component="section"
      aria-label={translate('app.dashboard.legend')}
    >
      <Typography variant="subtitle2">{translate('app.dashboard.legend')}</Typography>
      {INDICATOR_STATES.map((state) => {
        const { Icon, color } = LOOK[state];
        return (
          <Box key={state} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Icon fontSize="small" sx={{ color }} aria-hidden />
            <Typography variant="body2">{translate(`app.dashboard.states.${state}`)}</Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
