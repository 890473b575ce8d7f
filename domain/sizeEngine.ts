import { isLabelMeasure } from './measures';

export type VariationMode = 'RESTRICT' | 'AMPLE' | 'DISABLED';

/** Percentages that widen a measure's range: min below the start, max above the end. */
export interface CustomVariation {
  mode: VariationMode;
  min?: number | null;
  max?: number | null;
}

export interface SizeRow {
  /** The size's label as shown to shoppers ("M", "40"). */
  size: string;
  /** Range per measure in cm (kg for weight); label-type measures carry text and are ignored here. */
  measures: Record<string, { initialValue?: number | null; finalValue?: number | null; value?: string | null }>;
}

export interface EngineTable {
  /** Static tables are informative only: they never recommend. */
  static?: boolean;
  /** From the smallest size to the largest. */
  rows: SizeRow[];
  variations?: Record<string, CustomVariation | undefined>;
}

export type Fit = 'fits' | 'tight' | 'loose';

export interface MeasureFit {
  value: number;
  start: number;
  end: number;
  fit: Fit;
  /** Distance from the value to the (possibly widened) range, divided by the nearer bound; 0 inside. */
  deviation: number;
}

export interface SizeResult {
  size: string;
  suitable: boolean;
  measures: Record<string, MeasureFit>;
}

export interface Recommendation {
  recommendedSize: string | null;
  sizes: SizeResult[];
}

const pct = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v / 100 : 0);

function widened(start: number, end: number, variation?: CustomVariation) {
  if (!variation || variation.mode === 'DISABLED') return { low: start, high: end };
  return { low: start * (1 - pct(variation.min)), high: end * (1 + pct(variation.max)) };
}

function deviationFrom(value: number, low: number, high: number): number {
  if (value < low) return low > 0 ? (low - value) / low : 1;
  if (value > high) return high > 0 ? (value - high) / high : 1;
  return 0;
}

/** A measure counts when the shopper gave it, it is not a label, not DISABLED and its range is filled. */
function rangeOf(row: SizeRow, measure: string) {
  const cell = row.measures[measure];
  const start = Number(cell?.initialValue ?? 0);
  const end = Number(cell?.finalValue ?? 0);
  if (!Number.isFinite(start) || !Number.isFinite(end) || (start === 0 && end === 0)) return null;
  return { start: Math.min(start, end), end: Math.max(start, end) };
}

/**
 * Holds a shopper's measures against a table. A size is unsuitable when a RESTRICT measure falls
 * outside its widened range; AMPLE measures and measures without variation only add their deviation.
 * The recommendation is the suitable size with the smallest total deviation; a tie goes to the
 * larger size (later row), since a slightly loose garment is returned less often than a tight one.
 */
export function recommend(table: EngineTable, body: Record<string, number | null | undefined>): Recommendation {
  const measures = Object.entries(body).filter(
    (entry): entry is [string, number] =>
      typeof entry[1] === 'number' &&
      Number.isFinite(entry[1]) &&
      !isLabelMeasure(entry[0]) &&
      table.variations?.[entry[0]]?.mode !== 'DISABLED',
  );
  const sizes: SizeResult[] = [];
  let best: { size: string; total: number } | null = null;
  for (const row of table.rows) {
    const result: SizeResult = { size: row.size, suitable: true, measures: {} };
    let total = 0;
    let counted = 0;
    for (const [measure, value] of measures) {
      const range = rangeOf(row, measure);
      if (!range) continue;
      const variation = table.variations?.[measure];
      const { low, high } = widened(range.start, range.end, variation);
      const deviation = deviationFrom(value, low, high);
      const fit: Fit = value > range.end ? 'tight' : value < range.start ? 'loose' : 'fits';
      result.measures[measure] = { value, start: range.start, end: range.end, fit, deviation };
      if (variation?.mode === 'RESTRICT' && deviation > 0) result.suitable = false;
      total += deviation;
      counted++;
    }
    if (counted === 0) result.suitable = false;
    sizes.push(result);
    if (result.suitable && (best === null || total <= best.total)) best = { size: row.size, total };
  }
  return { recommendedSize: table.static ? null : (best?.size ?? null), sizes };
}
