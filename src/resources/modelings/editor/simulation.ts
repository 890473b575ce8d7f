import { isLabelMeasure } from '../../../../domain/measures';
import { sizeNameOf } from '../../../../domain/modeling';
import type { EngineTable } from '../../../../domain/sizeEngine';
import type { EditorTable } from './editorState';
import { parseTyped, toStored } from './unitDisplay';

/** The measures a shopper can give for this table: its ranges (body and length measures, weight), not its labels. */
export const simulationMeasures = (measures: readonly string[]) => measures.filter((m) => !isLabelMeasure(m));

/** The editor's current, unsaved table as the size engine reads it; a size without a label is named by its row. */
export function engineTableOf(table: EditorTable): EngineTable {
  return {
    static: table.static,
    rows: table.rows.map((row, i) => ({
      size: sizeNameOf(row, table.sizeSystem) || `#${i + 1}`,
      measures: row.measures,
    })),
    variations: table.variations,
  };
}

/** Typed shopper measures (in the unit shown) in centimetres and kilograms; empty or unreadable ones are left out. */
export function bodyOf(typed: Record<string, string>, metric: boolean): Record<string, number> {
  const body: Record<string, number> = {};
  for (const [measure, text] of Object.entries(typed)) {
    const value = parseTyped(text);
    if (typeof value === 'number') body[measure] = toStored(value, measure, metric);
  }
  return body;
}
