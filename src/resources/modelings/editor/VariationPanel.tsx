import { memo, useState, type Dispatch } from 'react';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isLabelMeasure } from '../../../../domain/measures';
import { VARIATION_MODES } from '../../../../domain/modeling';
import type { CustomVariation } from '../../../../domain/sizeEngine';
import type { EditorAction } from './editorState';
import { formatMeasure } from '../../../i18n/numbers';
import { useIntlLocale } from '../../../i18n/intlLocale';
import { parseTyped } from './unitDisplay';

const NONE = 'NONE';

interface PercentProps {
  label: string;
  ariaLabel: string;
  value: number | null | undefined;
  invalid: boolean;
  disabled: boolean;
  onValue: (value: number | null) => void;
}

// Percentages are never converted, so the field keeps the typed text as its own state; an unreadable
// text is stored as NaN, which the table rules report as an invalid variation.
function PercentField({ label, ariaLabel, value, invalid, disabled, onValue }: PercentProps) {
  const locale = useIntlLocale();
  const [text, setText] = useState(
    value === null || value === undefined || Number.isNaN(value) ? '' : formatMeasure(value, locale),
  );
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      disabled={disabled}
      error={invalid}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': ariaLabel }, input: { endAdornment: '%' } }}
      sx={{ width: 110 }}
      onChange={(event) => {
        setText(event.target.value);
        const typed = parseTyped(event.target.value);
        onValue(typed === undefined ? Number.NaN : typed);
      }}
    />
  );
}

interface PanelProps {
  measures: readonly string[];
  variations: Record<string, CustomVariation>;
  /** Measures whose variation breaks the rules. */
  invalid: readonly string[];
  dispatch: Dispatch<EditorAction>;
}

/**
 * Custom variation per measure: RESTRICT makes a size unsuitable outside its range widened by min % below
 * the start and max % above the end; AMPLE only widens; DISABLED leaves the measure out of recommendations.
 */
function VariationPanelView({ measures, variations, invalid: invalidMeasures, dispatch }: PanelProps) {
  const translate = useTranslate();
  const numeric = measures.filter((m) => !isLabelMeasure(m));
  const anyInvalid = numeric.some((m) => invalidMeasures.includes(m));
  const set = (measure: string, variation: CustomVariation | null) =>
    dispatch({ type: 'setVariation', measure, variation });
  return (
    <Box component="section" aria-label={translate('app.tableEditor.variation.title')}>
      <Typography variant="subtitle1">{translate('app.tableEditor.variation.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.tableEditor.variation.help')}
      </Typography>
      {numeric.map((measure) => {
        const variation = variations[measure];
        const invalid = invalidMeasures.includes(measure);
        const widening = variation !== undefined && variation.mode !== 'DISABLED';
        const measureName = translate(`app.measures.${measure}`);
        return (
          <Box key={measure} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <TextField
              select
              size="small"
              sx={{ width: 220 }}
              label={measureName}
              value={variation?.mode ?? NONE}
              onChange={(event) => {
                const mode = event.target.value;
                if (mode === NONE) set(measure, null);
                else
                  set(measure, {
                    min: variation?.min ?? null,
                    max: variation?.max ?? null,
                    mode: mode as CustomVariation['mode'],
                  });
              }}
            >
              {[NONE, ...VARIATION_MODES].map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {translate(`app.tableEditor.variation.modes.${mode}`)}
                </MenuItem>
              ))}
            </TextField>
            {(['min', 'max'] as const).map((side) => (
              <PercentField
                key={`${measure}.${side}.${variation ? 'on' : 'off'}`}
                label={translate(`app.tableEditor.variation.${side}`)}
                ariaLabel={translate(`app.tableEditor.variation.${side}Of`, { measure: measureName })}
                value={variation?.[side]}
                invalid={invalid}
                disabled={!widening}
                onValue={(value) => variation && set(measure, { ...variation, [side]: value })}
              />
            ))}
          </Box>
        );
      })}
      {anyInvalid && (
        <Alert severity="error" role="alert">
          {translate('app.tableEditor.variation.invalid')}
        </Alert>
      )}
    </Box>
  );
}

export const VariationPanel = memo(
  VariationPanelView,
  (prev, next) =>
    prev.measures === next.measures &&
    prev.variations === next.variations &&
    prev.dispatch === next.dispatch &&
    prev.invalid.join() === next.invalid.join(),
);
