import { memo, useId, useMemo, useState } from 'react';
import { Alert, Box, Paper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { recommend, type Fit } from '../../../../domain/sizeEngine';
import { useNumberFormat } from '../../../i18n/numbers';
import { MAX_EDITOR_ROWS, type EditorTable } from './editorState';
import { bodyOf, engineTableOf, simulationMeasures } from './simulation';
import { unitOf } from './unitDisplay';

const FIT_COLOURS: Record<Fit, string> = { fits: 'success.main', tight: 'error.main', loose: 'warning.dark' };

const tableStyle = {
  overflowX: 'auto',
  typography: 'body2',
  '& table': { borderCollapse: 'collapse', font: 'inherit', width: '100%' },
  '& th, & td': { borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', whiteSpace: 'nowrap' },
  '& tr.unsuitable': { color: 'text.disabled' },
  '& tr.recommended': { fontWeight: 700, bgcolor: 'action.selected' },
} as const;

interface TryInputsProps {
  measures: readonly string[];
  metric: boolean;
  typed: Record<string, string>;
  onTyped: (typed: Record<string, string>) => void;
}

// Kept apart so that typing in the grid does not redraw these fields.
const TryInputs = memo(function TryInputs({ measures, metric, typed, onTyped }: TryInputsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {measures.map((m) => {
        const unit = unitOf(m, metric);
        return (
          <TextField
            key={m}
            size="small"
            sx={{ width: 150 }}
            label={`${translate(`app.measures.${m}`)}${unit ? ` (${unit})` : ''}`}
            value={typed[m] ?? ''}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(event) => onTyped({ ...typed, [m]: event.target.value })}
          />
        );
      })}
    </Box>
  );
});

/** Tries the table as it is being edited: shopper measures in, recommended size and the fit of every size out. */
export function SimulationPanel({ table, metric }: { table: EditorTable; metric: boolean }) {
  const translate = useTranslate();
  const { percent } = useNumberFormat();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const tableMeasures = table.measures;
  const measures = useMemo(() => simulationMeasures(tableMeasures), [tableMeasures]);
  const body = useMemo(() => bodyOf(typed, metric), [typed, metric]);
  const result = useMemo(() => recommend(engineTableOf(table), body), [table, body]);
  const given = measures.filter((m) => m in body);
  const title = translate('app.tableEditor.simulation.title');
  const recommendedId = useId();

  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.tableEditor.simulation.help')}
      </Typography>
      <TryInputs measures={measures} metric={metric} typed={typed} onTyped={setTyped} />
      {table.static ? (
        <Alert severity="info">{translate('app.tableEditor.simulation.static')}</Alert>
      ) : given.length === 0 ? (
        <Typography color="text.secondary">{translate('app.tableEditor.simulation.empty')}</Typography>
      ) : (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" id={recommendedId}>
            {translate('app.tableEditor.simulation.recommended')}
          </Typography>
          <Typography component="output" aria-labelledby={recommendedId} variant="h3" sx={{ display: 'block' }}>
            {result.recommendedSize ?? translate('app.tableEditor.simulation.none')}
          </Typography>
        </Box>
      )}
      {given.length > 0 && (
        <Box sx={tableStyle}>
          <table aria-label={translate('app.tableEditor.simulation.fitTable')}>
            <thead>
              <tr>
                <th scope="col">{translate('app.tableEditor.simulation.size')}</th>
                {given.map((m) => (
                  <th key={m} scope="col">
                    {translate(`app.measures.${m}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.sizes.slice(0, MAX_EDITOR_ROWS).map((size, i) => (
                <tr
                  key={i}
                  className={
                    size.size === result.recommendedSize ? 'recommended' : size.suitable ? undefined : 'unsuitable'
                  }
                >
                  <th scope="row">{size.size}</th>
                  {given.map((m) => {
                    const fit = size.measures[m];
                    if (!fit) return <td key={m}>–</td>;
                    const deviation = fit.deviation > 0 ? ` ${percent(fit.deviation)}` : '';
                    return (
                      <Box component="td" key={m} sx={{ color: FIT_COLOURS[fit.fit] }}>
                        {translate(`app.tableEditor.simulation.fit.${fit.fit}`) + deviation}
                      </Box>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      )}
    </Paper>
  );
}
