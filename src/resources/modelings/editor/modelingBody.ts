import { isLabelMeasure } from '../../../../domain/measures';
import type { ModelingCell, ModelingRow } from '../../../../domain/modeling';
import type { CustomVariation } from '../../../../domain/sizeEngine';
import type { Modeling } from '../../../../contract/modelings';
import type { ComposedOrder, EditorTable, TableType } from './editorState';

export type ModelingBody = Pick<
  EditorTable,
  | 'name'
  | 'type'
  | 'clothesType'
  | 'ageGroup'
  | 'brandId'
  | 'gender'
  | 'sizeType'
  | 'sizeSystem'
  | 'composedMeasureOrder'
  | 'accessory'
  | 'observation'
  | 'static'
  | 'measures'
  | 'sizeSystems'
  | 'variations'
  | 'rows'
> & { composedMeasure: string | null };

/** The editor's table from a table as GET /modelings/single/:id answers it. */
export function fromRecord(record: Modeling): EditorTable {
  return {
    name: record.name,
    type: record.type as TableType,
    clothesType: record.clothesType,
    ageGroup: record.ageGroup,
    brandId: record.brandId,
    brandName: record.brandName,
    gender: record.gender,
    sizeType: record.sizeType,
    sizeSystem: record.sizeSystem,
    sizeSystems: record.sizeSystems.length ? record.sizeSystems : [record.sizeSystem],
    composedMeasure: record.composedMeasure ?? '',
    composedMeasureOrder: record.composedMeasureOrder as ComposedOrder,
    accessory: record.accessory,
    observation: record.observation,
    static: record.static,
    measures: record.measures,
    variations: record.variations ?? {},
    rows: record.rows,
  };
}

// Spec section 3: a measure's start and end default to 0.
function cellOf(measure: string, cell: ModelingCell | undefined): ModelingCell {
  if (isLabelMeasure(measure)) return { value: (cell?.value ?? '').trim() };
  return { initialValue: cell?.initialValue ?? 0, finalValue: cell?.finalValue ?? 0 };
}

function rowOf(table: EditorTable, row: ModelingRow): ModelingRow {
  const labels: Record<string, string> = {};
  for (const system of table.sizeSystems) {
    const label = row.labels[system]?.trim();
    if (label) labels[system] = label;
  }
  const out: ModelingRow = {
    labels,
    measures: Object.fromEntries(table.measures.map((m) => [m, cellOf(m, row.measures[m])])),
  };
  if (table.composedMeasureOrder !== 'DISABLED') out.composedMeasureValue = row.composedMeasureValue?.trim() || null;
  return out;
}

function variationOf(v: CustomVariation): CustomVariation {
  if (v.mode === 'DISABLED') return { mode: v.mode };
  return { mode: v.mode, min: v.min ?? null, max: v.max ?? null };
}

/** What the editor sends: centimetres, trimmed texts, only the table's own measures and size systems. */
export function toBody(table: EditorTable): ModelingBody {
  const variations = Object.fromEntries(
    Object.entries(table.variations)
      .filter(([m]) => table.measures.includes(m))
      .map(([m, v]) => [m, variationOf(v)]),
  );
  return {
    name: table.name.trim(),
    type: table.type,
    clothesType: table.type === 'clothes' ? table.clothesType : null,
    ageGroup: table.ageGroup,
    brandId: table.brandId,
    gender: table.gender,
    sizeType: table.sizeType,
    sizeSystem: table.sizeSystem,
    composedMeasure: table.composedMeasure.trim() || null,
    composedMeasureOrder: table.composedMeasureOrder,
    accessory: table.accessory,
    observation: table.observation,
    static: table.static,
    measures: table.measures,
    sizeSystems: table.sizeSystems,
    variations,
    rows: table.rows.map((row) => rowOf(table, row)),
  };
}
