import type { SizeRow } from './sizeEngine';

/**
 * Organic tables: a size's ranges learned from what shoppers kept and returned. Pure: no I/O.
 * The method and its formulas are written in docs/decisions/ ("Organic tables learn ...").
 */

/** What became of a bought item: kept, or returned because the size was too small or too big. */
export type Outcome = 'KEPT' | 'SMALL' | 'BIG';

export interface Observation {
  /** The size bought, as the table names it. */
  size: string;
  /** The shopper's measures given to the size engine (cm; kg for weight). */
  measures: Record<string, number>;
  outcome: Outcome;
}

export interface LearningOptions {
  /** Quantiles of a size's samples that give its range before widening. */
  lowQuantile: number;
  highQuantile: number;
  /** How many shoppers the drawn range counts as (pseudo-samples) when the table has one. */
  priorWeight: number;
  /** Samples at which confidence reaches half of the agreement. */
  halfConfidenceSamples: number;
  /** Fewest samples that give a range on their own (no drawn range to lean on). */
  minSamples: number;
}

export const LEARNING_DEFAULTS: LearningOptions = {
  lowQuantile: 0.1,
  highQuantile: 0.9,
  priorWeight: 20,
  halfConfidenceSamples: 30,
  minSamples: 5,
};

export interface Range {
  initialValue: number;
  finalValue: number;
}

export interface LearnedSize {
  size: string;
  /** The table's ranges before learning (null where the cell is empty). */
  drawn: Record<string, Range | null>;
  /** The proposed ranges (null where there is neither a drawn range nor enough samples). */
  learned: Record<string, Range | null>;
  /** Shoppers who speak for this size: kept it, or returned a neighbour towards it. */
  sampleCount: number;
  kept: number;
  returnedSmall: number;
  returnedBig: number;
  /** Share of this size's evidence the learned ranges agree with, 0..1. */
  agreement: number;
  /** 0..1: grows with samples and agreement. */
  confidence: number;
}

/** The q-quantile of sorted values, linear between order statistics (Hyndman and Fan's type 7). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * q;
  const below = Math.floor(h);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (h - below) * (sorted[above]! - sorted[below]!);
}

/**
 * The range whose low..high quantiles are q_lo and q_hi when samples fill it evenly: each end moves
 * out by the share of the range the quantile leaves beyond it.
 */
export function rangeFromQuantiles(values: readonly number[], options: LearningOptions): Range {
  const sorted = [...values].sort((a, b) => a - b);
  const qLow = quantile(sorted, options.lowQuantile);
  const qHigh = quantile(sorted, options.highQuantile);
  const spread = (qHigh - qLow) / (options.highQuantile - options.lowQuantile);
  return {
    initialValue: qLow - options.lowQuantile * spread,
    finalValue: qHigh + (1 - options.highQuantile) * spread,
  };
}

/** The drawn and the sampled range weighed by their counts: the drawn one counts as `priorWeight` shoppers. */
export function blend(drawn: Range | null, sampled: Range | null, samples: number, priorWeight: number): Range | null {
  if (!sampled) return drawn;
  if (!drawn) return sampled;
  const w = samples / (samples + priorWeight);
  return {
    initialValue: (1 - w) * drawn.initialValue + w * sampled.initialValue,
    finalValue: (1 - w) * drawn.finalValue + w * sampled.finalValue,
  };
}

export function confidenceOf(samples: number, agreement: number, halfConfidenceSamples: number): number {
  return (samples / (samples + halfConfidenceSamples)) * agreement;
}

function drawnRange(row: SizeRow, measure: string): Range | null {
  const cell = row.measures[measure];
  const a = Number(cell?.initialValue ?? 0);
  const b = Number(cell?.finalValue ?? 0);
  if (!Number.isFinite(a) || !Number.isFinite(b) || (a === 0 && b === 0)) return null;
  return { initialValue: Math.min(a, b), finalValue: Math.max(a, b) };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

function inside(measures: Record<string, number>, ranges: Record<string, Range | null>): boolean {
  return Object.entries(ranges).every(([m, r]) => {
    const x = measures[m];
    return !r || x === undefined || (x >= r.initialValue && x <= r.finalValue);
  });
}

function beyond(measures: Record<string, number>, ranges: Record<string, Range | null>, side: 'above' | 'below') {
  return Object.entries(ranges).some(([m, r]) => {
    const x = measures[m];
    if (!r || x === undefined) return false;
    return side === 'above' ? x > r.finalValue : x < r.initialValue;
  });
}

/**
 * Learns each size's ranges from observations. `rows` are the table's sizes from the smallest to the
 * largest with their drawn ranges (the prior); `measures` the numeric measures to learn. A shopper who
 * kept size s is a sample of s; one who returned s as too small is a sample of s+1 (the next size up
 * would have fitted better), one who returned s as too big a sample of s−1. Sizes not in the table
 * are ignored.
 */
export function learnTable(
  rows: readonly SizeRow[],
  measures: readonly string[],
  observations: Iterable<Observation>,
  options: LearningOptions = LEARNING_DEFAULTS,
): LearnedSize[] {
  const index = new Map(rows.map((row, i) => [row.size.trim().toLowerCase(), i]));
  const samples = rows.map(() => [] as Record<string, number>[]);
  const own = rows.map(() => ({
    kept: [] as Record<string, number>[],
    small: [] as Record<string, number>[],
    big: [] as Record<string, number>[],
  }));
  for (const o of observations) {
    const i = index.get(o.size.trim().toLowerCase());
    if (i === undefined) continue;
    if (o.outcome === 'KEPT') {
      own[i]!.kept.push(o.measures);
      samples[i]!.push(o.measures);
    } else if (o.outcome === 'SMALL') {
      own[i]!.small.push(o.measures);
      if (i + 1 < rows.length) samples[i + 1]!.push(o.measures);
    } else {
      own[i]!.big.push(o.measures);
      if (i > 0) samples[i - 1]!.push(o.measures);
    }
  }
  return rows.map((row, i) => {
    const drawn: Record<string, Range | null> = {};
    const learned: Record<string, Range | null> = {};
    for (const measure of measures) {
      drawn[measure] = drawnRange(row, measure);
      const values = samples[i]!.map((s) => s[measure]).filter((x): x is number => Number.isFinite(x));
      const enough = values.length >= (drawn[measure] ? 2 : options.minSamples);
      const sampled = enough ? rangeFromQuantiles(values, options) : null;
      const range = blend(drawn[measure], sampled, values.length, options.priorWeight);
      learned[measure] = range && {
        initialValue: round1(Math.max(0, range.initialValue)),
        finalValue: round1(Math.max(0, range.finalValue)),
      };
    }
    const { kept, small, big } = own[i]!;
    const neighbours = samples[i]!.length - kept.length;
    // Evidence about s agrees when a kept or neighbour sample lies inside s's learned ranges, and when a
    // return of s as too small (too big) lies above (below) them on some measure.
    const agreeing =
      samples[i]!.filter((s) => inside(s, learned)).length +
      small.filter((s) => beyond(s, learned, 'above')).length +
      big.filter((s) => beyond(s, learned, 'below')).length;
    const evidence = kept.length + neighbours + small.length + big.length;
    const agreement = evidence === 0 ? 0 : agreeing / evidence;
    return {
      size: row.size,
      drawn,
      learned,
      sampleCount: samples[i]!.length,
      kept: kept.length,
      returnedSmall: small.length,
      returnedBig: big.length,
      agreement: round2(agreement),
      confidence: round2(confidenceOf(samples[i]!.length, agreement, options.halfConfidenceSamples)),
    };
  });
}
