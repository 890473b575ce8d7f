import { useId } from 'react';
import { Box, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MeasureOption } from './filterMeasures';

interface Props {
  title: string;
  options: MeasureOption[];
  selected: ReadonlySet<string>;
  onToggle: (measure: string) => void;
}

/** One group of measures as labelled checkboxes; the group is named by its heading for screen readers. */
export function MeasureChecklist({ title, options, selected, onToggle }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  if (options.length === 0) return null;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <FormGroup
        role="group"
        aria-labelledby={headingId}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 2 }}
      >
        {options.map(({ measure, label, femaleOnly }) => (
          <FormControlLabel
            key={measure}
            control={<Checkbox checked={selected.has(measure)} onChange={() => onToggle(measure)} name={measure} />}
            label={
              femaleOnly ? (
                <>
                  {label}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({translate('app.tables.setup.femaleOnly')})
                  </Typography>
                </>
              ) : (
                label
              )
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
