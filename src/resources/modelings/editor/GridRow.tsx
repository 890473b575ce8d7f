import { memo, type Dispatch } from 'react';
import { IconButton } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { CELL_TEXT_MAX_LENGTH, SIZE_LABEL_MAX_LENGTH } from '../../../../domain/limits';
import { isLabelMeasure } from '../../../../domain/measures';
import type { ModelingRow } from '../../../../domain/modeling';
import type { EditorAction } from './editorState';
import { NumberCell, TextCell } from './GridCell';

/** Translated problems of one row: 'labels' or a measure name -> text. */
export type RowMessages = Readonly<Record<string, string>>;

interface GridRowProps {
  index: number;
  count: number;
  row: ModelingRow;
  measures: readonly string[];
  sizeSystems: readonly string[];
  showComposed: boolean;
  metric: boolean;
  selected: boolean;
  messages: RowMessages;
  onSelect: (index: number, selected: boolean) => void;
  onStructure: (action: EditorAction) => void;
  dispatch: Dispatch<EditorAction>;
}

function GridRowView(props: GridRowProps) {
  const {
    index,
    count,
    row,
    measures,
    sizeSystems,
    showComposed,
    metric,
    selected,
    messages,
    onSelect,
    onStructure,
    dispatch,
  } = props;
  const translate = useTranslate();
  const rowNumber = index + 1;
  let col = 0;
  const measureLabel = (m: string) => translate(`app.measures.${m}`);
  return (
    <tr className={selected ? 'selected' : undefined}>
      <th scope="row" className="rowHead">
        <input
          type="checkbox"
          checked={selected}
          aria-label={translate('app.tableEditor.grid.selectRow', { row: rowNumber })}
          onChange={(event) => onSelect(index, event.target.checked)}
        />
        {rowNumber}
      </th>
      {sizeSystems.map((system) => (
        <TextCell
          key={system}
          row={index}
          col={col++}
          value={row.labels[system] ?? ''}
          maxLength={SIZE_LABEL_MAX_LENGTH}
          label={translate('app.tableEditor.grid.labelCell', { system, row: rowNumber })}
          problem={messages.labels}
          onText={(text) => dispatch({ type: 'setLabel', row: index, system, text })}
        />
      ))}
      {showComposed && (
        <TextCell
          row={index}
          col={col++}
          value={row.composedMeasureValue ?? ''}
          maxLength={CELL_TEXT_MAX_LENGTH}
          label={translate('app.tableEditor.grid.composedCell', { row: rowNumber })}
          onText={(text) => dispatch({ type: 'setComposedValue', row: index, text })}
        />
      )}
      {measures.map((measure) =>
        isLabelMeasure(measure) ? (
          <TextCell
            key={measure}
            row={index}
            col={col++}
            value={row.measures[measure]?.value ?? ''}
            maxLength={CELL_TEXT_MAX_LENGTH}
            label={translate('app.tableEditor.grid.textCell', { measure: measureLabel(measure), row: rowNumber })}
            onText={(text) => dispatch({ type: 'setText', row: index, measure, text })}
          />
        ) : (
          (['initialValue', 'finalValue'] as const).map((bound) => (
            <NumberCell
              key={`${measure}.${bound}`}
              row={index}
              col={col++}
              measure={measure}
              bound={bound}
              value={row.measures[measure]?.[bound]}
              metric={metric}
              label={translate('app.tableEditor.grid.cellLabel', {
                measure: measureLabel(measure),
                bound: translate(`app.tableEditor.grid.${bound === 'initialValue' ? 'start' : 'end'}`),
                row: rowNumber,
              })}
              problem={messages[measure]}
              dispatch={dispatch}
            />
          ))
        ),
      )}
      <td className="rowActions">
        <IconButton
          size="small"
          disabled={index === 0}
          aria-label={translate('app.tableEditor.grid.moveUp', { row: rowNumber })}
          onClick={() => onStructure({ type: 'moveRow', index, offset: -1 })}
        >
          <ArrowUpwardIcon fontSize="inherit" />
        </IconButton>
        <IconButton
          size="small"
          disabled={index === count - 1}
          aria-label={translate('app.tableEditor.grid.moveDown', { row: rowNumber })}
          onClick={() => onStructure({ type: 'moveRow', index, offset: 1 })}
        >
          <ArrowDownwardIcon fontSize="inherit" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={translate('app.tableEditor.grid.removeRow', { row: rowNumber })}
          onClick={() => onStructure({ type: 'removeRow', index })}
        >
          <DeleteOutlineIcon fontSize="inherit" />
        </IconButton>
      </td>
    </tr>
  );
}

const sameMessages = (a: RowMessages, b: RowMessages) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

// Typing in one cell re-renders only its row: the other rows keep their row object and their messages.
export const GridRow = memo(GridRowView, (prev, next) =>
  (Object.keys(next) as (keyof GridRowProps)[]).every((key) =>
    key === 'messages' ? sameMessages(prev.messages, next.messages) : prev[key] === next[key],
  ),
);
