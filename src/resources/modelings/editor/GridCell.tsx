import { useState, type Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../../../i18n/intlLocale';
import type { Bound, EditorAction } from './editorState';
import { displayValue, parseTyped, toStored } from './unitDisplay';
import { cellData } from './useGridKeyboard';

interface NumberCellProps {
  row: number;
  col: number;
  measure: string;
  bound: Bound;
  value: number | null | undefined;
  metric: boolean;
  label: string;
  problem?: string;
  dispatch: Dispatch<EditorAction>;
}

/**
 * A start or end value. While focused the cell shows exactly what is typed (so "10." or "34,6" can be
 * finished); every number typed is stored at once in centimetres, and the cell goes back to the converted
 * display when left.
 */
export function NumberCell({ row, col, measure, bound, value, metric, label, problem, dispatch }: NumberCellProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [draft, setDraft] = useState<string | null>(null);
  const typedWrong = draft !== null && parseTyped(draft) === undefined;
  const message = typedWrong ? translate('app.tableEditor.grid.invalidNumber') : problem;
  return (
    <td>
      <input
        {...cellData(row, col)}
        className="cell number"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={message ? true : undefined}
        title={message}
        value={draft ?? displayValue(value, measure, metric, locale)}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const typed = parseTyped(text);
          if (typed === undefined) return;
          dispatch({
            type: 'setRange',
            row,
            measure,
            bound,
            value: typed === null ? null : toStored(typed, measure, metric),
          });
        }}
        onBlur={() => setDraft(null)}
      />
    </td>
  );
}

interface TextCellProps {
  row: number;
  col: number;
  value: string;
  label: string;
  maxLength: number;
  problem?: string;
  onText: (text: string) => void;
}

/** A size label, a label-type measure or a composed measure value: text kept as typed (trimmed on save). */
export function TextCell({ row, col, value, label, maxLength, problem, onText }: TextCellProps) {
  return (
    <td>
      <input
        {...cellData(row, col)}
        className="cell text"
        autoComplete="off"
        maxLength={maxLength}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        title={problem}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => onText(event.target.value)}
      />
    </td>
  );
}
