import type { DetailCode, DetailParams, ErrorDetail } from './errorCodes';
import { SIZE_SYSTEMS } from './enums';
import { FEMALE_ONLY_MEASURES, isLabelMeasure, isMeasure } from './measures';
import { NAME_MAX_LENGTH } from './limits';
import { hasComma } from './rules';
import type { CustomVariation, EngineTable } from './sizeEngine';

export const TABLE_TYPES = ['clothes', 'shoe'] as const;
export const CLOTHES_TYPES = [
  'full_body',
  'top',
  'bottom',
  'underwear_full_body',
  'underwear_top',
  'underwear_bottom',
  'wetsuit_full_body',
  'wetsuit_top',
  'wetsuit_bottom',
  'head_accessory',
  'hand_wrist_accessory',
  'hand_palm_accessory',
  'leg_accessory',
  'arm_accessory',
  'shoe_accessory',
  'shoe_accessory_insole_width',
] as const;
export const SIZE_TYPES = ['regular', 'petite', 'plus_size', 'big_and_tall', 'maternity'] as const;
export const COMPOSED_ORDERS = ['DISABLED', 'BEFORE', 'AFTER'] as const;
export const VARIATION_MODES = ['RESTRICT', 'AMPLE', 'DISABLED'] as const;
/** A provider table is drawn by hand (STATIC) or learned from what shoppers kept (ORGANIC). */
export const STRONG_MODELING_KINDS = ['STATIC', 'ORGANIC'] as const;
export type StrongModelingKind = (typeof STRONG_MODELING_KINDS)[number];

export interface ModelingCell {
  initialValue?: number | null;
  finalValue?: number | null;
  value?: string | null;
}

export interface ModelingRow {
  /** Label of the size per size system, e.g. { BR: 'M', US: '8' }. */
  labels: Record<string, string>;
  composedMeasureValue?: string | null;
  measures: Record<string, ModelingCell>;
}

export interface ModelingContent {
  name: string;
  gender: string;
  sizeSystem: string;
  /** Measure columns in display order. */
  measures: string[];
  sizeSystems: string[];
  variations: Record<string, CustomVariation>;
  rows: ModelingRow[];
}

/** A rule a table breaks, named by field path, as the API reports it. */
export type Problem = ErrorDetail;

export const INVALID_VARIATION_MESSAGE = 'There are invalid values in the custom variation';

export function isValidVariation(v: CustomVariation): boolean {
  if (v.mode === 'DISABLED') return true;
  const ok = (x: number | null | undefined) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 100;
  const given = (x: number | null | undefined) => x !== null && x !== undefined;
  // A widening mode needs at least one percentage, and every percentage given must be 0..100.
  if (!given(v.min) && !given(v.max)) return false;
  return (!given(v.min) || ok(v.min)) && (!given(v.max) || ok(v.max));
}

/** The label that names a row: its label in the table's own size system, else the first one given. */
export function sizeNameOf(row: ModelingRow, sizeSystem: string): string {
  return (row.labels[sizeSystem] ?? Object.values(row.labels).find((l) => l && l.trim()) ?? '').trim();
}

/** A stored table (a store's or the provider's) as the size engine reads it: each row named in the table's size system. */
export function engineTableOf(table: {
  static: boolean;
  sizeSystem: string;
  rows: ModelingRow[];
  variations: Record<string, CustomVariation | undefined>;
}): EngineTable {
  return {
    static: table.static,
    rows: table.rows.map((row) => ({ size: sizeNameOf(row, table.sizeSystem), measures: row.measures })),
    variations: table.variations,
  };
}

/** Every rule a table must meet before it is saved; the same list drives the editor's marks. */
export function validateModeling(m: ModelingContent): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, code: DetailCode, message: string, params?: DetailParams) =>
    problems.push({ field, code, message, ...(params ? { params } : {}) });
  const name = m.name.trim();
  if (!name) add('name', 'REQUIRED', 'The name is required.');
  else if (name.length > NAME_MAX_LENGTH)
    add('name', 'MAXLENGTH', `At most ${NAME_MAX_LENGTH} characters.`, { max: NAME_MAX_LENGTH });
  else if (hasComma(name)) add('name', 'COMMA', 'A name cannot contain a comma.');
  if (!(SIZE_SYSTEMS as readonly string[]).includes(m.sizeSystem)) add('sizeSystem', 'INVALID', 'Unknown size system.');
  for (const s of m.sizeSystems) {
    if (!(SIZE_SYSTEMS as readonly string[]).includes(s)) add('sizeSystems', 'INVALID', `Unknown size system ${s}.`);
  }
  if (m.measures.length === 0) add('measures', 'REQUIRED', 'Choose at least one measure.');
  if (new Set(m.measures).size !== m.measures.length) add('measures', 'DUPLICATE', 'A measure is chosen twice.');
  for (const measure of m.measures) {
    if (!isMeasure(measure)) add('measures', 'INVALID', `Unknown measure ${measure}.`);
    else if ((FEMALE_ONLY_MEASURES as readonly string[]).includes(measure) && m.gender !== 'f') {
      add('measures', 'FEMALE_ONLY', `${measure} applies to female tables only.`);
    }
  }
  for (const [measure, variation] of Object.entries(m.variations)) {
    if (!m.measures.includes(measure) || !isValidVariation(variation)) {
      add(`variations.${measure}`, 'INVALID_VARIATION', INVALID_VARIATION_MESSAGE);
    }
  }
  if (m.rows.length === 0) add('rows', 'REQUIRED', 'Add at least one size.');
  const names = new Set<string>();
  m.rows.forEach((row, i) => {
    const sizeName = sizeNameOf(row, m.sizeSystem);
    if (!sizeName) add(`rows.${i}.labels`, 'REQUIRED', 'Each size needs a label.');
    else if (names.has(sizeName.toLowerCase())) add(`rows.${i}.labels`, 'DUPLICATE', `Size ${sizeName} appears twice.`);
    names.add(sizeName.toLowerCase());
    for (const measure of m.measures) {
      if (isLabelMeasure(measure)) continue;
      const cell = row.measures[measure] ?? {};
      const start = cell.initialValue ?? 0;
      const end = cell.finalValue ?? 0;
      if (!Number.isFinite(start) || !Number.isFinite(end) || start < 0 || end < 0) {
        add(`rows.${i}.measures.${measure}`, 'INVALID', 'Values must be positive numbers.');
      } else if (end < start) {
        add(`rows.${i}.measures.${measure}`, 'END_BELOW_START', 'The end is below the start.');
      }
    }
  });
  return problems;
}
