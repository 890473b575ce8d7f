import { useCallback, useMemo, useReducer, useState, type ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import SaveIcon from '@mui/icons-material/Save';
import StraightenIcon from '@mui/icons-material/Straighten';
import { Title, useNotify, useTranslate, type Identifier } from 'react-admin';
import { isLabelMeasure } from '../../../../domain/measures';
import { validateModeling, type Problem } from '../../../../domain/modeling';
import { UnitToggle } from '../../../layout/UnitToggle';
import { useMetric } from '../../../layout/useMetric';
import { editorReducer, MAX_EDITOR_ROWS, type EditorAction, type EditorTable } from './editorState';
import { GradingDialog } from './GradingDialog';
import { TableHistoryDialog } from './history/TableHistoryDialog';
import { HeaderFields } from './HeaderFields';
import { useGuardedChanges } from '../../../components/unsavedForms';
import { STORE_TABLE, type EditorKind } from './editorKind';
import { ProblemList } from './ProblemList';
import { indexProblems, problemText, visibleProblems } from './problems';
import { SizeGrid } from './SizeGrid';
import { AddSizeSystemButton } from './SizeSystemColumns';
import { SimulationPanel } from './SimulationPanel';
import { useSaveModeling } from './useSaveModeling';
import { useUnsavedChanges } from './useUnsavedChanges';
import { VariationPanel } from './VariationPanel';

interface EditorProps {
  initial: EditorTable;
  /** Absent for a table not saved yet. */
  recordId?: Identifier;
  /** The version of the table read; a save names it, so a table saved meanwhile is not overwritten. */
  version?: number;
  /** A store's table unless told otherwise. */
  kind?: EditorKind;
  /** What this kind of table shows between its header fields and the grid. */
  children?: ReactNode;
}

// The title, unit switch and Save stay at the top while a long grid scrolls under them.
const TOOLBAR_STYLE = {
  position: 'sticky',
  top: 0,
  zIndex: 2,
  bgcolor: 'background.default',
  py: 1,
  mb: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 1,
} as const;

/** The measurement table editor: header fields, the size grid, custom variations and a live try-out. */
export function Editor({ initial, recordId, version: readVersion, kind = STORE_TABLE, children }: EditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [metric] = useMetric();
  const [table, dispatch] = useReducer(editorReducer, initial);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [gradingOpen, setGradingOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [version, setVersion] = useState(readVersion);
  const [saveTried, setSaveTried] = useState(false);
  // The server's objections hold for the table it was sent, and fade with the next edit.
  const [refused, setRefused] = useState<{ table: EditorTable; problems: Problem[] } | null>(null);
  const body = useMemo(() => kind.toBody(table), [kind, table]);
  const { isDirty, markSaved } = useUnsavedChanges(body);
  const onSaved = useCallback(
    (saved: typeof body, answer?: { version?: number }) => {
      markSaved(saved);
      if (answer?.version !== undefined) setVersion(answer.version);
    },
    [markSaved],
  );
  const { save, saving } = useSaveModeling(kind, recordId, onSaved);
  useGuardedChanges(isDirty, saving);

  const ownProblems = useMemo(() => validateModeling(body), [body]);
  const shown = useMemo(
    () => [...visibleProblems(ownProblems, saveTried), ...(refused?.table === table ? refused.problems : [])],
    [ownProblems, saveTried, refused, table],
  );
  const problems = useMemo(() => indexProblems(shown), [shown]);
  const nameProblem = problems.get('name');
  const invalidVariations = table.measures.filter((m) => problems.has(`variations.${m}`));

  const onSelect = useCallback((index: number, on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  }, []);
  // Moving or removing rows renumbers them, so a selection would point at other sizes.
  const onStructure = useCallback((action: EditorAction) => {
    setSelected(new Set());
    dispatch(action);
  }, []);

  async function onSave() {
    setSaveTried(true);
    if (ownProblems.length > 0) {
      notify('app.tableEditor.fixProblems', { type: 'error' });
      return;
    }
    const objections = await save(version === undefined ? body : { ...body, version });
    if (objections.length > 0) setRefused({ table, problems: objections });
  }

  const heading =
    recordId === undefined
      ? translate(table.static ? 'app.tableEditor.titleNewStatic' : 'app.tableEditor.titleNew')
      : translate('app.tableEditor.titleEdit', { name: table.name });
  const full = table.rows.length >= MAX_EDITOR_ROWS;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={heading} />
      <Box sx={TOOLBAR_STYLE}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <UnitToggle />
          {recordId !== undefined && (
            <Button startIcon={<HistoryIcon />} onClick={() => setHistoryOpen(true)}>
              {translate('app.tableHistory.open')}
            </Button>
          )}
          <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={onSave}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <HeaderFields
          table={table}
          nameError={nameProblem && problemText(nameProblem, translate)}
          storeFields={kind.storeFields}
          dispatch={dispatch}
        />
      </Paper>
      {children}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 1fr) 420px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={full}
                onClick={() => onStructure({ type: 'addRow' })}
              >
                {translate('app.tableEditor.grid.addRow')}
              </Button>
              <AddSizeSystemButton sizeSystems={table.sizeSystems} dispatch={dispatch} />
              <Button
                size="small"
                startIcon={<StraightenIcon />}
                disabled={table.measures.every(isLabelMeasure)}
                onClick={() => setGradingOpen(true)}
              >
                {translate('app.tableEditor.grading.open')}
              </Button>
              {selected.size > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {translate('app.tableEditor.grid.selected', { smart_count: selected.size })}
                </Typography>
              )}
            </Box>
            <SizeGrid
              table={table}
              metric={metric}
              problems={problems}
              selected={selected}
              onSelect={onSelect}
              onStructure={onStructure}
              dispatch={dispatch}
            />
            {full && (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
                {table.rows.length > MAX_EDITOR_ROWS
                  ? translate('app.tableEditor.grid.hiddenRows', { max: MAX_EDITOR_ROWS, total: table.rows.length })
                  : translate('app.tableEditor.grid.rowCap', { max: MAX_EDITOR_ROWS })}
              </Typography>
            )}
            <ProblemList problems={shown} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <VariationPanel
              measures={table.measures}
              variations={table.variations}
              invalid={invalidVariations}
              dispatch={dispatch}
            />
          </Paper>
        </Box>
        <SimulationPanel table={table} metric={metric} />
      </Box>
      {historyOpen && recordId !== undefined && (
        <TableHistoryDialog kind={kind} recordId={recordId} isDirty={isDirty} onClose={() => setHistoryOpen(false)} />
      )}
      {gradingOpen && (
        <GradingDialog
          open
          onClose={() => setGradingOpen(false)}
          measures={table.measures}
          rowCount={table.rows.length}
          selected={[...selected].sort((a, b) => a - b)}
          metric={metric}
          dispatch={dispatch}
        />
      )}
    </Box>
  );
}
