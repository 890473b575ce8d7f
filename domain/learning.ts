import type { SizeRow } from './sizeEngine';

/**
 * Organic tables: a size's ranges learned from what shoppers kept and returned. Pure: no I/O.
 * The method and its formulas are written in docs/decisions/0066, 0128 and 0130.
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
  /** Standard deviations by which a moved bound must beat the drawn one (sign test over the points between). */
  significance: number;
  /** Confidence: how near (cm; kg for weight) a learned bound must be to the true one to count as right. */
  confidenceBand: number;
  /** Confidence: the share of a table's drawn bounds that near the true ones before any shopper speaks... */
  priorWithinBand: number;
  /** ...worth this many bounds against those the table's evidence decides (`drawnRightShare`). */
  priorBounds: number;
  /** Confidence: a drawn bound is decided right (wrong) when the chance it is right is at least this (1 − it). */
  decisiveChance: number;
  /** Confidence: the chance that a shopper near a bound is on its wrong side (a wrong reason, another cause). */
  misplacedShare: number;
  /** Fewest samples that give a range on their own (no drawn range to lean on). */
  minSamples: number;
}

export const LEARNING_DEFAULTS: LearningOptions = {
  lowQuantile: 0.1,
  highQuantile: 0.9,
  significance: 2,
  confidenceBand: 1,
  priorWithinBand: 0.3,
  priorBounds: 2,
  decisiveChance: 0.8,
  misplacedShare: 0.05,
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
  /**
   * 0..1: the expected share of the size's bounds between sizes (its outer bounds when it is the only size)
   * that are within `confidenceBand` of the true ones (`boundConfidence`, with the table's `drawnRightShare`):
   * the mean of its bounds' chances, not the chance that all of them are within it. Sizes shown c have about a
   * share c of their bounds within the band, counted bound by bound.
   */
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

/**
 * What the shoppers near a bound say of where the true one T lies. Each shopper at x whom the evidence puts
 * inside (x ≤ T for an end) or outside is on the wrong side of T with chance `misplacedShare` (m): a wrong
 * reason, a return caused by another measure. L(T) is the likelihood of their sides, on a grid of a tenth of
 * `confidenceBand` (b). Two places T may come from: near the drawn bound d (uniform within b of it: the
 * drawn bound was right) or anywhere within `reach` of it (it was not). `right` and `anywhere` are the mean
 * likelihood under each; `rightNear` and `anywhereNear` the same restricted to T within b of the learned
 * bound. `side` says which side of the bound is the size's inside.
 */
export interface BoundEvidence {
  right: number;
  anywhere: number;
  rightNear: number;
  anywhereNear: number;
}

export function boundEvidence(
  points: readonly BoundPoint[],
  bound: { drawn: number; learned: number; reach: number; side: 'end' | 'start' },
  options: LearningOptions,
): BoundEvidence {
  const flip = bound.side === 'end' ? 1 : -1;
  const band = options.confidenceBand;
  const reach = Math.max(bound.reach, band);
  const d = flip * bound.drawn;
  const t = flip * bound.learned;
  const sorted = points.map((p) => ({ x: flip * p.x, inside: p.inside })).sort((a, b) => a.x - b.x);
  // log L(T) = const + Σ over points at or below T of ±log((1 − m)/m): + when put inside, − when outside.
  const weight = Math.log((1 - options.misplacedShare) / options.misplacedShare);
  const steps = Math.round(reach / (band / 10));
  const grid: { at: number; log: number }[] = [];
  let j = 0;
  let logL = 0;
  for (let k = -steps; k <= steps; k++) {
    const at = d + (k * reach) / steps;
    for (; j < sorted.length && sorted[j]!.x <= at + 1e-9; j++) logL += sorted[j]!.inside ? weight : -weight;
    grid.push({ at, log: logL });
  }
  const top = Math.max(...grid.map((g) => g.log));
  const sum = { right: 0, anywhere: 0, rightNear: 0, anywhereNear: 0, rightCells: 0 };
  for (const g of grid) {
    const l = Math.exp(g.log - top);
    const isRight = Math.abs(g.at - d) <= band + 1e-9;
    const isNear = Math.abs(g.at - t) <= band + 1e-9;
    sum.anywhere += l;
    if (isNear) sum.anywhereNear += l;
    if (isRight) {
      sum.rightCells++;
      sum.right += l;
      if (isNear) sum.rightNear += l;
    }
  }
  return {
    right: sum.right / sum.rightCells,
    anywhere: sum.anywhere / grid.length,
    rightNear: sum.rightNear / sum.rightCells,
    anywhereNear: sum.anywhereNear / grid.length,
  };
}

/** The chance the drawn bound was right (within the band of the true one), when a share p of drawn bounds are. */
export const drawnRightChance = (e: BoundEvidence, p: number) => (p * e.right) / (p * e.right + (1 - p) * e.anywhere);

/**
 * The share of a table's drawn bounds that are right: `priorWithinBand`, worth `priorBounds` bounds, with the
 * bounds whose evidence decides it (a chance of being right of at least `decisiveChance`, or at most 1 − it)
 * counted right or wrong. Where the shoppers showed the drawing right, its bounds they have not reached yet are
 * likelier right too; where they moved bound after bound, less. Bounds with little evidence are left out: the
 * shoppers near a drawn bound were sent there by it, so weak evidence leans towards it.
 */
export function drawnRightShare(evidence: readonly BoundEvidence[], options: LearningOptions): number {
  let right = 0;
  let decided = 0;
  for (const e of evidence) {
    const chance = drawnRightChance(e, options.priorWithinBand);
    if (chance >= options.decisiveChance) right++;
    if (chance >= options.decisiveChance || chance <= 1 - options.decisiveChance) decided++;
  }
  return (options.priorBounds * options.priorWithinBand + right) / (options.priorBounds + decided);
}

/**
 * The chance the learned bound is within the band of the true one (the posterior of T near it), when the
 * drawn bound was right with chance p before the shoppers near it spoke (`drawnRightShare`).
 */
export const boundConfidence = (e: BoundEvidence, p: number) =>
  (p * e.rightNear + (1 - p) * e.anywhereNear) / (p * e.right + (1 - p) * e.anywhere);

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

/** A shopper's value of one measure, and whether the evidence puts it inside the size's range. */
export interface BoundPoint {
  x: number;
  inside: boolean;
}

/** Points on the wrong side of an end bound `t` (inside means x ≤ t). */
function errorsAt(points: readonly BoundPoint[], t: number): number {
  return points.filter((p) => (p.inside ? p.x > t : p.x <= t)).length;
}

/**
 * The end of a range (inside means x ≤ end) that the fewest points contradict, nearest to the drawn end
 * among those; it replaces the drawn end only when the points it puts right outnumber those it puts wrong
 * by `significance` standard deviations of a fair coin (a sign test), so noise does not move a right bound.
 */
export function fitEnd(points: readonly BoundPoint[], drawn: number, significance: number): number {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  // Below every point all inside points are wrong; each distinct value passed puts its points on the inside.
  let errors = sorted.filter((p) => p.inside).length;
  let best = { errors, low: Number.NEGATIVE_INFINITY, high: sorted[0]?.x ?? Number.POSITIVE_INFINITY };
  for (let i = 0; i < sorted.length;) {
    const v = sorted[i]!.x;
    for (; i < sorted.length && sorted[i]!.x === v; i++) errors += sorted[i]!.inside ? -1 : 1;
    const high = sorted[i]?.x ?? Number.POSITIVE_INFINITY;
    const nearer = (low: number, up: number) => Math.abs(Math.min(Math.max(drawn, low), up) - drawn);
    if (errors < best.errors || (errors === best.errors && nearer(v, high) < nearer(best.low, best.high)))
      best = { errors, low: v, high };
  }
  // Ends between two values are as good as any: the one nearest the drawn end, a tenth below the next value.
  const t = Math.min(Math.max(drawn, best.low), Math.max(best.low, round1(best.high - 0.1)));
  const changed = points.filter((p) => p.x > Math.min(t, drawn) && p.x <= Math.max(t, drawn)).length;
  const gain = errorsAt(points, drawn) - errorsAt(points, t);
  return gain > 0 && gain >= significance * Math.sqrt(changed) ? t : drawn;
}

/** The start of a range (inside means x ≥ start), as `fitEnd` finds an end. */
export function fitStart(points: readonly BoundPoint[], drawn: number, significance: number): number {
  return -fitEnd(
    points.map((p) => ({ x: -p.x, inside: p.inside })),
    -drawn,
    significance,
  );
}

type Sample = Record<string, number>;

/**
 * Learns each size's ranges from observations. `rows` are the table's sizes from the smallest to the
 * largest with their drawn ranges; `measures` the numeric measures to learn. A shopper who kept size s
 * is inside s; one who returned s as too small is above its end and inside s+1 (the next size up would
 * have fitted better), one who returned s as too big below its start and inside s−1. A drawn bound moves
 * to where the evidence near it (within a size step) puts it, only when clearly better (`fitEnd`); a size
 * with no drawn range gets the range its samples fill. Sizes not in the table are ignored.
 */
export function learnTable(
  rows: readonly SizeRow[],
  measures: readonly string[],
  observations: Iterable<Observation>,
  options: LearningOptions = LEARNING_DEFAULTS,
): LearnedSize[] {
  const index = new Map(rows.map((row, i) => [row.size.trim().toLowerCase(), i]));
  const own = rows.map(() => ({ kept: [] as Sample[], small: [] as Sample[], big: [] as Sample[] }));
  for (const o of observations) {
    const i = index.get(o.size.trim().toLowerCase());
    if (i === undefined) continue;
    const list = o.outcome === 'KEPT' ? own[i]!.kept : o.outcome === 'SMALL' ? own[i]!.small : own[i]!.big;
    list.push(o.measures);
  }
  // Samples of s: kept s, returned s−1 as too small, returned s+1 as too big.
  const samples = rows.map((_, i) => [...own[i]!.kept, ...(own[i - 1]?.small ?? []), ...(own[i + 1]?.big ?? [])]);
  const drawnOf = rows.map((row) => Object.fromEntries(measures.map((m) => [m, drawnRange(row, m)])));
  const centre = (r: Range) => (r.initialValue + r.finalValue) / 2;
  /** How far from a drawn bound evidence counts: the step to the neighbour's centre, else the size's width. */
  const reach = (i: number, j: number, m: string) => {
    const r = drawnOf[i]![m]!;
    const n = drawnOf[j]?.[m];
    const width = (x: Range) => x.finalValue - x.initialValue;
    return Math.max(n ? Math.abs(centre(n) - centre(r)) : 0, width(r), n ? width(n) : 0);
  };
  /** The share of the narrower of two ranges that they have in common (0 or less when they do not meet). */
  const overlapShare = (a: Range, b: Range) =>
    (Math.min(a.finalValue, b.finalValue) - Math.max(a.initialValue, b.initialValue)) /
    Math.max(Math.min(a.finalValue - a.initialValue, b.finalValue - b.initialValue), 1e-9);
  /** The span of the values of measure m of shoppers who kept size i (null with fewer than `minSamples`). */
  const keptSpan = (i: number, m: string): Range | null => {
    const values = valuesOf(own[i]?.kept ?? [], m);
    if (values.length < options.minSamples) return null;
    return {
      initialValue: values.reduce((a, b) => Math.min(a, b)),
      finalValue: values.reduce((a, b) => Math.max(a, b)),
    };
  };
  /**
   * Sizes i and j follow one another on a measure: their drawn ranges overlap by less than half the narrower,
   * and so do the values of the shoppers who kept them. Kept shoppers are inside the true ranges, so when
   * those of both sizes share much of a measure the true ranges overlap there (as waists and hips of
   * neighbouring tops do) and a shopper who kept one size says nothing of the other on it.
   */
  const follows = (i: number, j: number, m: string) => {
    const a = drawnOf[i]?.[m];
    const b = drawnOf[j]?.[m];
    if (!a || !b || overlapShare(a, b) >= 0.5) return false;
    const keptA = keptSpan(i, m);
    const keptB = keptSpan(j, m);
    return !keptA || !keptB || overlapShare(keptA, keptB) < 0.5;
  };
  const valuesOf = (list: Sample[], m: string) => list.map((s) => s[m]).filter((x): x is number => Number.isFinite(x));
  // A return speaks for the measure that caused it: the one nearest the end (too small) or the start (too
  // big) of the bought size's drawn range, relative to its width.
  const causedBy = (i: number, s: Sample, outcome: 'SMALL' | 'BIG') => {
    let best: string | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const m of measures) {
      const r = drawnOf[i]![m];
      const x = s[m];
      if (!r || x === undefined || !Number.isFinite(x)) continue;
      const position = (x - r.initialValue) / Math.max(r.finalValue - r.initialValue, 0.1);
      const score = outcome === 'SMALL' ? position : -position;
      if (score > bestScore) [best, bestScore] = [m, score];
    }
    return best;
  };
  // A return whose reason contradicts most returns of its size on that measure (said too big among those
  // said too small above them) is left out: the separation of the two kinds fits them best.
  const returnsFor = (i: number, outcome: 'SMALL' | 'BIG', m: string): Sample[] => {
    const d = drawnOf[i]?.[m];
    if (!d) return [];
    const small = own[i]!.small.filter((s) => causedBy(i, s, 'SMALL') === m);
    const big = own[i]!.big.filter((s) => causedBy(i, s, 'BIG') === m);
    const separation = fitEnd(
      [...valuesOf(big, m).map((x) => ({ x, inside: true })), ...valuesOf(small, m).map((x) => ({ x, inside: false }))],
      (d.initialValue + d.finalValue) / 2,
      0,
    );
    return outcome === 'SMALL' ? small.filter((s) => s[m]! > separation) : big.filter((s) => s[m]! <= separation);
  };
  const perSize = rows.map((row, i) => {
    const drawn = drawnOf[i]!;
    const learned: Record<string, Range | null> = {};
    const { kept, small, big } = own[i]!;
    /** Confidence of each of the size's bounds between sizes (all of them when it is the only size). */
    const bounds: BoundEvidence[] = [];
    const weigh = (startPoints: BoundPoint[], endPoints: BoundPoint[], range: Range, measure: string) => {
      const d = drawn[measure] ?? range;
      const own = (r: Range) => r.finalValue - r.initialValue;
      if (i > 0 || rows.length === 1) {
        const reachStart = drawn[measure] ? reach(i, i - 1, measure) : own(range);
        bounds.push(
          boundEvidence(
            startPoints,
            { drawn: d.initialValue, learned: range.initialValue, reach: reachStart, side: 'start' },
            options,
          ),
        );
      }
      if (i + 1 < rows.length || rows.length === 1) {
        const reachEnd = drawn[measure] ? reach(i, i + 1, measure) : own(range);
        bounds.push(
          boundEvidence(
            endPoints,
            { drawn: d.finalValue, learned: range.finalValue, reach: reachEnd, side: 'end' },
            options,
          ),
        );
      }
    };
    const labelled = (list: Sample[], m: string, inside: boolean): BoundPoint[] =>
      valuesOf(list, m).map((x) => ({ x, inside }));
    for (const measure of measures) {
      const d = drawn[measure];
      if (!d) {
        const values = valuesOf(samples[i]!, measure);
        const r = values.length >= options.minSamples ? rangeFromQuantiles(values, options) : null;
        const range = r && {
          initialValue: round1(Math.max(0, r.initialValue)),
          finalValue: round1(Math.max(0, r.finalValue)),
        };
        learned[measure] = range;
        if (range) {
          const inSize = labelled(samples[i]!, measure, true);
          weigh(
            [...inSize, ...labelled(big, measure, false)],
            [...inSize, ...labelled(small, measure, false)],
            range,
            measure,
          );
        }
        continue;
      }
      const near = (x: number, bound: number, within: number) => Math.abs(x - bound) <= within;
      const points = (inside: Sample[], outside: Sample[], bound: number, within: number): BoundPoint[] => [
        ...valuesOf(inside, measure)
          .filter((x) => near(x, bound, within))
          .map((x) => ({ x, inside: true })),
        ...valuesOf(outside, measure)
          .filter((x) => near(x, bound, within))
          .map((x) => ({ x, inside: false })),
      ];
      // Inside s: kept it, returned s−1 as too small or s+1 as too big because of this measure.
      const within = [
        ...kept,
        ...(i > 0 ? returnsFor(i - 1, 'SMALL', measure) : []),
        ...(i + 1 < rows.length ? returnsFor(i + 1, 'BIG', measure) : []),
      ];
      // Outside s: returned it because of this measure, or kept a neighbour whose drawn range on this measure
      // barely meets s's, in the drawing and in its kept shoppers (sizes that follow one another on it, as chests
      // or feet do).
      const keptBeside = (j: number) => (follows(i, j, measure) ? own[j]!.kept : []);
      const endPoints = points(
        within,
        [...returnsFor(i, 'SMALL', measure), ...keptBeside(i + 1)],
        d.finalValue,
        reach(i, i + 1, measure),
      );
      const startPoints = points(
        within,
        [...returnsFor(i, 'BIG', measure), ...keptBeside(i - 1)],
        d.initialValue,
        reach(i, i - 1, measure),
      );
      const start = fitStart(startPoints, d.initialValue, options.significance);
      const end = fitEnd(endPoints, d.finalValue, options.significance);
      const range = {
        initialValue: round1(Math.max(0, Math.min(start, end))),
        finalValue: round1(Math.max(0, Math.max(start, end))),
      };
      learned[measure] = range;
      weigh(startPoints, endPoints, range, measure);
    }
    // Evidence about s agrees when a kept or neighbour sample lies inside s's learned ranges, and when a
    // return of s as too small (too big) lies above (below) them on some measure.
    const agreeing =
      samples[i]!.filter((s) => inside(s, learned)).length +
      small.filter((s) => beyond(s, learned, 'above')).length +
      big.filter((s) => beyond(s, learned, 'below')).length;
    const evidence = samples[i]!.length + small.length + big.length;
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
      bounds,
    };
  });
  const share = drawnRightShare(
    perSize.flatMap((s) => s.bounds),
    options,
  );
  return perSize.map(({ bounds, ...size }) => ({
    ...size,
    confidence:
      bounds.length === 0 ? 0 : round2(bounds.reduce((sum, e) => sum + boundConfidence(e, share), 0) / bounds.length),
  }));
}
