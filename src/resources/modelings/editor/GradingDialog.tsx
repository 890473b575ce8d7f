import { useState, type Dispatch } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CellRef } from '../../../../domain/grading';
import { isLabelMeasure } from '../../../../domain/measures';
import { DIALOG_WIDTHS } from '../../../components/dialogWidths';
import type { EditorAction } from './editorState';
import { toStored, unitOf } from './unitDisplay';

interface GradingDialogProps {
  open: boolean;
  onClose: () => void;
  measures: readonly string[];
  rowCount: number;
  /** Rows chosen with their checkboxes; none chosen means every row. */
  selected: readonly number[];
  metric: boolean;
  dispatch: Dispatch<EditorAction>;
}

type BoundChoice = 'initialValue' | 'finalValue' | 'both';

// Steps may be negative (a chart graded downwards); values may not.
const number = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

/** Grading: fill a measure from a first size and a step, or move chosen cells up or down by a step. */
export function GradingDialog({ open, onClose, measures, rowCount, selected, metric, dispatch }: GradingDialogProps) {
  const translate = useTranslate();
  const numeric = measures.filter((m) => !isLabelMeasure(m));
  const [tab, setTab] = useState<'define' | 'shift'>('define');
  const [measure, setMeasure] = useState(numeric[0] ?? '');
  const [bound, setBound] = useState<BoundChoice>('both');
  const [texts, setTexts] = useState({ firstStart: '', firstEnd: '', step: '' });
  const unit = unitOf(measure, metric);
  const stored = (text: string) => {
    const value = number(text);
    return value === undefined ? undefined : toStored(value, measure, metric);
  };
  const [firstStart, firstEnd, step] = [stored(texts.firstStart), stored(texts.firstEnd), stored(texts.step)];
  const canDefine =
    !!measure &&
    firstStart !== undefined &&
    firstStart >= 0 &&
    firstEnd !== undefined &&
    firstEnd >= 0 &&
    step !== undefined;
  const canShift = !!measure && step !== undefined && step > 0;
  const rows = selected.length > 0 ? selected : Array.from({ length: rowCount }, (_, i) => i);

  const field = (name: keyof typeof texts, label: string) => (
    <TextField
      size="small"
      label={`${translate(`app.tableEditor.grading.${label}`)}${unit ? ` (${unit})` : ''}`}
      value={texts[name]}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
    />
  );

  const shift = (sign: 1 | -1) => {
    if (step === undefined) return;
    const bounds = bound === 'both' ? (['initialValue', 'finalValue'] as const) : [bound];
    const cells: CellRef[] = rows.flatMap((row) => bounds.map((b) => ({ row, measure, bound: b })));
    dispatch({ type: 'shiftCells', cells, delta: sign * step });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTHS.slim, maxWidth: '100%' } } }}
    >
      <DialogTitle>{translate('app.tableEditor.grading.title')}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mb: 2 }}>
          <Tab value="define" label={translate('app.tableEditor.grading.define')} />
          <Tab value="shift" label={translate('app.tableEditor.grading.shift')} />
        </Tabs>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 200 }}
            label={translate('app.tableEditor.grading.measure')}
            value={measure}
            onChange={(event) => setMeasure(event.target.value)}
          >
            {numeric.map((m) => (
              <MenuItem key={m} value={m}>
                {translate(`app.measures.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          {tab === 'define' ? (
            <>
              {field('firstStart', 'firstStart')}
              {field('firstEnd', 'firstEnd')}
              {field('step', 'step')}
            </>
          ) : (
            <>
              <TextField
                select
                size="small"
                sx={{ minWidth: 160 }}
                label={translate('app.tableEditor.grading.bound')}
                value={bound}
                onChange={(event) => setBound(event.target.value as BoundChoice)}
              >
                {(['both', 'initialValue', 'finalValue'] as const).map((b) => (
                  <MenuItem key={b} value={b}>
                    {translate(`app.tableEditor.grading.bounds.${b}`)}
                  </MenuItem>
                ))}
              </TextField>
              {field('step', 'step')}
            </>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {tab === 'define'
            ? translate('app.tableEditor.grading.defineHelp')
            : selected.length > 0
              ? translate('app.tableEditor.grading.scopeSelected', { smart_count: selected.length })
              : translate('app.tableEditor.grading.scopeAll')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        {tab === 'define' ? (
          <Button
            variant="contained"
            disabled={!canDefine}
            onClick={() => {
              if (!canDefine) return;
              dispatch({ type: 'defineMeasure', measure, firstStart, firstEnd, step });
              onClose();
            }}
          >
            {translate('app.tableEditor.grading.apply')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" disabled={!canShift} onClick={() => shift(-1)}>
              {translate('app.tableEditor.grading.decrease')}
            </Button>
            <Button variant="contained" disabled={!canShift} onClick={() => shift(1)}>
              {translate('app.tableEditor.grading.increase')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
