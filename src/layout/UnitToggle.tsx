import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMetric } from './useMetric';

/** cm / in switch for every measure shown; tables are stored in centimetres whatever is chosen. */
export function UnitToggle() {
  const translate = useTranslate();
  const [metric, setMetric] = useMetric();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={metric ? 'cm' : 'in'}
      onChange={(_, value: 'cm' | 'in' | null) => {
        if (value) setMetric(value === 'cm');
      }}
      aria-label={translate('app.units.label')}
      sx={{ mx: 1, bgcolor: 'background.paper', '& .MuiToggleButton-root': { py: 0.25, px: 1 } }}
    >
      <ToggleButton value="cm" title={translate('app.units.metric')}>
        {translate('app.units.cm')}
      </ToggleButton>
      <ToggleButton value="in" title={translate('app.units.imperial')}>
        {translate('app.units.in')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
