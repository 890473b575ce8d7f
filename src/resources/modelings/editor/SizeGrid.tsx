import { useMemo, type Dispatch } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isLabelMeasure } from '../../../../domain/measures';
import { MAX_EDITOR_ROWS, type EditorAction, type EditorTable } from './editorState';
import { GridRow, type RowMessages } from './GridRow';
import { problemText, ROW_FIELD, type ProblemIndex } from './problems';
import { SizeSystemHeads } from './SizeSystemColumns';
import { unitOf } from './unitDisplay';
import { useGridKeyboard } from './useGridKeyboard';

interface SizeGridProps {
  table: EditorTable;
  metric: boolean;
  problems: ProblemIndex;
  selected: ReadonlySet<number>;
  onSelect: (index: number, selected: boolean) => void;
  onStructure: (action: EditorAction) => void;
  dispatch: Dispatch<EditorAction>;
}

const NO_MESSAGES: RowMessages = {};

const gridStyle = {
  overflowX: 'auto',
  typography: 'body2',
  '& table': { borderCollapse: 'collapse', font: 'inherit' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 0, textAlign: 'center', whiteSpace: 'nowrap' },
  '& thead th': { bgcolor: 'action.hover', px: 1, py: 0.5, fontWeight: 500 },
  '& .rowHead': { px: 1, color: 'text.secondary', fontWeight: 400, textAlign: 'left' },
  '& .rowHead input': { mr: 0.5, verticalAlign: 'middle' },
  '& tr.selected td, & tr.selected th': { bgcolor: 'action.selected' },
  '& input.cell': {
    width: '6.5em',
    border: 0,
    p: '6px',
    font: 'inherit',
    textAlign: 'right',
    bgcolor: 'transparent',
    color: 'text.primary',
  },
  '& input.cell.text': { textAlign: 'left' },
  // The focused cell must be obvious, as in a spreadsheet.
  '& input.cell:focus': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
    bgcolor: 'background.paper',
  },
  '& input.cell[aria-invalid="true"]': { color: 'error.main', bgcolor: 'rgba(211, 47, 47, 0.08)', fontWeight: 500 },
  '& .rowActions': { px: 0.5 },
} as const;

/** The size chart as a spreadsheet: one row per size, label columns per size system, start and end per measure. */
export function SizeGrid({ table, metric, problems, selected, onSelect, onStructure, dispatch }: SizeGridProps) {
  const translate = useTranslate();
  const onKeyDown = useGridKeyboard();
  const showComposed = table.composedMeasureOrder !== 'DISABLED';
  const rows = table.rows.slice(0, MAX_EDITOR_ROWS);

  // Messages per row, rebuilt with the problems; rows without problems share one empty object.
  const messages = useMemo(() => {
    const byRow = new Map<number, Record<string, string>>();
    for (const [field, problem] of problems) {
      const match = ROW_FIELD.exec(field);
      if (!match) continue;
      const index = Number(match[1]);
      const entry = byRow.get(index) ?? {};
      entry[match[3] ?? 'labels'] = problemText(problem, translate);
      byRow.set(index, entry);
    }
    return byRow;
  }, [problems, translate]);

  const measureHead = (measure: string) => {
    const unit = unitOf(measure, metric);
    return `${translate(`app.measures.${measure}`)}${unit ? ` (${unit})` : ''}`;
  };

  return (
    <Box sx={gridStyle}>
      <table onKeyDown={onKeyDown} aria-label={translate('app.tableEditor.grid.title')}>
        <thead>
          <tr>
            <th rowSpan={2} scope="col">
              #
            </th>
            <SizeSystemHeads sizeSystems={table.sizeSystems} ownSystem={table.sizeSystem} dispatch={dispatch} />
            {showComposed && (
              <th rowSpan={2} scope="col">
                {table.composedMeasure.trim() || translate('resources.modelings.fields.composedMeasure')}
              </th>
            )}
            {table.measures.map((m) =>
              isLabelMeasure(m) ? (
                <th key={m} rowSpan={2} scope="col">
                  {measureHead(m)}
                </th>
              ) : (
                <th key={m} colSpan={2} scope="colgroup">
                  {measureHead(m)}
                </th>
              ),
            )}
            <th rowSpan={2} />
          </tr>
          <tr>
            {table.measures
              .filter((m) => !isLabelMeasure(m))
              .flatMap((m) => [
                <th key={`${m}.start`} scope="col">
                  {translate('app.tableEditor.grid.start')}
                </th>,
                <th key={`${m}.end`} scope="col">
                  {translate('app.tableEditor.grid.end')}
                </th>,
              ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <GridRow
              key={index}
              index={index}
              count={table.rows.length}
              row={row}
              measures={table.measures}
              sizeSystems={table.sizeSystems}
              showComposed={showComposed}
              metric={metric}
              selected={selected.has(index)}
              messages={messages.get(index) ?? NO_MESSAGES}
              onSelect={onSelect}
              onStructure={onStructure}
              dispatch={dispatch}
            />
          ))}
        </tbody>
      </table>
    </Box>
  );
}
