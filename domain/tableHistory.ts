import { sizeNameOf, type ModelingCell, type ModelingRow } from './modeling';

/**
 * Table history: every save of a store or provider table keeps the whole table as it was saved (a
 * snapshot: its header fields and its size rows); a version is compared with the one before it.
 */
export interface TableSnapshot {
  sizeSystem: string;
  rows: ModelingRow[];
  /** Every other saved field (name, gender, measures, variations, ...), compared as a whole value each. */
  [field: string]: unknown;
}

/** Who wrote a version: the editor (create, edit), a restore, or one of the other save paths. */
export const VERSION_ORIGINS = [
  'create',
  'edit',
  'restore',
  'duplicate',
  'convert',
  'learning',
  'sync',
  'backfill',
] as const;
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface CellChange {
  size: string;
  measure: string;
  /** null: the size or the measure was not in that version. */
  before: ModelingCell | null;
  after: ModelingCell | null;
}

/** What a version changed against the one before it (everything added for a first version). */
export interface TableDiff {
  fields: FieldChange[];
  addedSizes: string[];
  removedSizes: string[];
  /** Cells of sizes kept by both versions whose range or value changed, in the newer version's order. */
  cells: CellChange[];
}

/** A version's changes in a line of a history list. */
export interface DiffSummary {
  fields: string[];
  addedSizes: string[];
  removedSizes: string[];
  changedCells: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A cell as compared: only what it holds, so an absent value and a null one are equal. */
function cellOf(cell: ModelingCell | undefined): ModelingCell | null {
  if (!cell) return null;
  const out: ModelingCell = {};
  if (cell.initialValue != null) out.initialValue = cell.initialValue;
  if (cell.finalValue != null) out.finalValue = cell.finalValue;
  if (cell.value != null && cell.value !== '') out.value = cell.value;
  return out;
}

function rowsBySize(snapshot: TableSnapshot | null): Map<string, ModelingRow> {
  const rows = new Map<string, ModelingRow>();
  for (const row of snapshot?.rows ?? []) {
    const name = sizeNameOf(row, snapshot!.sizeSystem);
    if (!rows.has(name)) rows.set(name, row);
  }
  return rows;
}

/**
 * The changes from `before` (null for a table's first version) to `after`: header fields old → new (an id by
 * the name saved beside it),
 * sizes added and removed (by their name in each version's own size system), and per kept size each
 * measure whose cell changed. Pure: the server stores its summary and answers it whole.
 */
export function diffTables(before: TableSnapshot | null, after: TableSnapshot): TableDiff {
  const fields: FieldChange[] = [];
  if (before) {
    const all = new Set([...Object.keys(after), ...Object.keys(before)]);
    // A saved id with its name beside it (brandId, brandName) is one field: it changes with its id and shows its names.
    const nameOf = (field: string) => (field.endsWith('Id') ? `${field.slice(0, -2)}Name` : null);
    const names = new Set([...all].map(nameOf).filter((name): name is string => name !== null && all.has(name)));
    for (const field of all) {
      if (field === 'rows' || names.has(field) || same(before[field], after[field])) continue;
      const name = nameOf(field);
      const shown = (snapshot: TableSnapshot) =>
        name && names.has(name) ? (snapshot[name] ?? snapshot[field]) : snapshot[field];
      fields.push({ field, before: shown(before), after: shown(after) });
    }
  }
  const old = rowsBySize(before);
  const now = rowsBySize(after);
  const addedSizes = [...now.keys()].filter((size) => !old.has(size));
  const removedSizes = [...old.keys()].filter((size) => !now.has(size));
  const cells: CellChange[] = [];
  for (const [size, row] of now) {
    const previous = old.get(size);
    if (!previous) continue;
    const measures = [...new Set([...Object.keys(row.measures), ...Object.keys(previous.measures)])];
    for (const measure of measures) {
      const a = cellOf(previous.measures[measure]);
      const b = cellOf(row.measures[measure]);
      if (!same(a, b)) cells.push({ size, measure, before: a, after: b });
    }
  }
  return { fields, addedSizes, removedSizes, cells };
}

export const summaryOf = (diff: TableDiff): DiffSummary => ({
  fields: diff.fields.map((f) => f.field),
  addedSizes: diff.addedSizes,
  removedSizes: diff.removedSizes,
  changedCells: diff.cells.length,
});
