import { defineMeasure, shiftCells, type CellRef } from '../../../../domain/grading';
import { isLabelMeasure } from '../../../../domain/measures';
import type { COMPOSED_ORDERS, ModelingContent, ModelingRow, TABLE_TYPES } from '../../../../domain/modeling';
import type { CustomVariation } from '../../../../domain/sizeEngine';

export type TableType = (typeof TABLE_TYPES)[number];
export type ComposedOrder = (typeof COMPOSED_ORDERS)[number];
export type Bound = CellRef['bound'];

/** Everything the editor edits: the table's content plus its header fields. Values are in centimetres. */
export interface EditorTable extends ModelingContent {
  type: TableType;
  clothesType: string | null;
  ageGroup: string;
  brandId: number | null;
  /** Shown by the brand picker; never sent (the API answers it). */
  brandName: string | null;
  sizeType: string;
  composedMeasure: string;
  composedMeasureOrder: ComposedOrder;
  accessory: boolean;
  observation: string;
  static: boolean;
}

/** The editor renders at most this many sizes; the API accepts 200, which no real chart needs in one screen. */
export const MAX_EDITOR_ROWS = 100;

export type HeaderField = Exclude<keyof EditorTable, keyof ModelingContent | 'brandName'> | 'name' | 'gender';

export type EditorAction =
  | { type: 'setField'; field: HeaderField; value: unknown }
  | { type: 'setBrand'; id: number | null; name: string | null }
  | { type: 'setSizeSystem'; system: string }
  | { type: 'addRow' }
  | { type: 'removeRow'; index: number }
  | { type: 'moveRow'; index: number; offset: -1 | 1 }
  | { type: 'setLabel'; row: number; system: string; text: string }
  | { type: 'setRange'; row: number; measure: string; bound: Bound; value: number | null }
  | { type: 'setText'; row: number; measure: string; text: string }
  | { type: 'setComposedValue'; row: number; text: string }
  | { type: 'addSizeSystem'; system: string }
  | { type: 'removeSizeSystem'; system: string }
  | { type: 'setVariation'; measure: string; variation: CustomVariation | null }
  | { type: 'defineMeasure'; measure: string; firstStart: number; firstEnd: number; step: number }
  | { type: 'shiftCells'; cells: CellRef[]; delta: number };

export function emptyRow(measures: readonly string[]): ModelingRow {
  return {
    labels: {},
    measures: Object.fromEntries(
      measures.map((m) => [m, isLabelMeasure(m) ? { value: '' } : { initialValue: null, finalValue: null }]),
    ),
  };
}

/** A table as the setup step hands it over: the chosen measures and one empty size. */
export function newTable(measures: readonly string[], isStatic: boolean): EditorTable {
  return {
    name: '',
    type: 'clothes',
    clothesType: null,
    ageGroup: 'adult',
    brandId: null,
    brandName: null,
    gender: 'u',
    sizeType: 'regular',
    sizeSystem: 'BR',
    sizeSystems: ['BR'],
    composedMeasure: '',
    composedMeasureOrder: 'DISABLED',
    accessory: false,
    observation: '',
    static: isStatic,
    measures: [...measures],
    variations: {},
    rows: [emptyRow(measures)],
  };
}

function updateRow(table: EditorTable, index: number, change: (row: ModelingRow) => ModelingRow): EditorTable {
  const current = table.rows[index];
  if (!current) return table;
  const rows = table.rows.slice();
  rows[index] = change(current);
  return { ...table, rows };
}

const withCell = (row: ModelingRow, measure: string, cell: ModelingRow['measures'][string]): ModelingRow => ({
  ...row,
  measures: { ...row.measures, [measure]: { ...row.measures[measure], ...cell } },
});

function setField(table: EditorTable, field: HeaderField, value: unknown): EditorTable {
  const next = { ...table, [field]: value } as EditorTable;
  // A shoe table has no clothes type; keeping a stale one would be sent and stored.
  if (field === 'type' && value === 'shoe') next.clothesType = null;
  return next;
}

function moveRow(table: EditorTable, index: number, offset: -1 | 1): EditorTable {
  const target = index + offset;
  if (index < 0 || target < 0 || target >= table.rows.length) return table;
  const rows = table.rows.slice();
  [rows[index], rows[target]] = [rows[target], rows[index]];
  return { ...table, rows };
}

function removeSizeSystem(table: EditorTable, system: string): EditorTable {
  // The table's own system names its sizes; it can be changed, not removed.
  if (system === table.sizeSystem || !table.sizeSystems.includes(system)) return table;
  return {
    ...table,
    sizeSystems: table.sizeSystems.filter((s) => s !== system),
    rows: table.rows.map((row) => {
      if (!(system in row.labels)) return row;
      const labels = { ...row.labels };
      delete labels[system];
      return { ...row, labels };
    }),
  };
}

function setVariation(table: EditorTable, measure: string, variation: CustomVariation | null): EditorTable {
  const variations = { ...table.variations };
  if (variation) variations[measure] = variation;
  else delete variations[measure];
  return { ...table, variations };
}

/** Every edit of the editor, as a pure function of the table. */
export function editorReducer(table: EditorTable, action: EditorAction): EditorTable {
  switch (action.type) {
    case 'setField':
      return setField(table, action.field, action.value);
    case 'setBrand':
      return { ...table, brandId: action.id, brandName: action.name };
    case 'setSizeSystem':
      return {
        ...table,
        sizeSystem: action.system,
        sizeSystems: table.sizeSystems.includes(action.system)
          ? table.sizeSystems
          : [action.system, ...table.sizeSystems],
      };
    case 'addRow':
      if (table.rows.length >= MAX_EDITOR_ROWS) return table;
      return { ...table, rows: [...table.rows, emptyRow(table.measures)] };
    case 'removeRow':
      return { ...table, rows: table.rows.filter((_, i) => i !== action.index) };
    case 'moveRow':
      return moveRow(table, action.index, action.offset);
    case 'setLabel':
      return updateRow(table, action.row, (row) => ({
        ...row,
        labels: { ...row.labels, [action.system]: action.text },
      }));
    case 'setRange':
      return updateRow(table, action.row, (row) => withCell(row, action.measure, { [action.bound]: action.value }));
    case 'setText':
      return updateRow(table, action.row, (row) => withCell(row, action.measure, { value: action.text }));
    case 'setComposedValue':
      return updateRow(table, action.row, (row) => ({ ...row, composedMeasureValue: action.text }));
    case 'addSizeSystem':
      if (table.sizeSystems.includes(action.system)) return table;
      return { ...table, sizeSystems: [...table.sizeSystems, action.system] };
    case 'removeSizeSystem':
      return removeSizeSystem(table, action.system);
    case 'setVariation':
      return setVariation(table, action.measure, action.variation);
    case 'defineMeasure':
      return {
        ...table,
        rows: defineMeasure(table.rows, action.measure, action.firstStart, action.firstEnd, action.step),
      };
    case 'shiftCells':
      return { ...table, rows: shiftCells(table.rows, action.cells, action.delta) };
  }
}
