// The simulated world of bench:learning: populations drawn from published body statistics, the true ranges
// of a size system (what the garments or shoes really fit), drawn tables wrong in several ways, shoppers who
// buy what a table recommends and return by the true ranges, sometimes giving the wrong reason.
import { learnTable, type LearnedSize, type Observation, type Outcome, type Range } from '../domain/learning.js';
import { recommend, type EngineTable, type SizeRow } from '../domain/sizeEngine.js';

export interface Population {
  name: string;
  measures: string[];
  mean: number[];
  sd: number[];
  correlation: number[][];
}

// ANSUR II, the 2012 Anthropometric Survey of U.S. Army Personnel (Gordon C.C. et al., Methods and Summary
// Statistics, NATICK/TR-15/007, 2014; public data of 4,082 men and 1,986 women): chest, waist and buttock (hip)
// circumference, means and standard deviations in cm rounded to 0.1, correlations rounded to 0.01.
// Men: chest 105.9 ± 7.8, waist 94.1 ± 11.0, buttock 102.2 ± 7.6; women: chest 94.0 ± 7.6, waist 85.6 ± 9.7,
// buttock 102.6 ± 7.9 (mean ± sd, cm). These figures are as first written here; they have not been checked
// again against the report's summary tables.
export const MEN: Population = {
  name: 'men',
  measures: ['chest', 'waist', 'hip'],
  mean: [105.9, 94.1, 102.2],
  sd: [7.8, 11.0, 7.6],
  correlation: [
    [1, 0.83, 0.77],
    [0.83, 1, 0.87],
    [0.77, 0.87, 1],
  ],
};
export const WOMEN: Population = {
  name: 'women',
  measures: ['chest', 'waist', 'hip'],
  mean: [94.0, 85.6, 102.6],
  sd: [7.6, 9.7, 7.9],
  correlation: [
    [1, 0.8, 0.76],
    [0.8, 1, 0.84],
    [0.76, 0.84, 1],
  ],
};
// Foot length of men, 27.0 ± 1.3 cm: a typical adult male figure of the size of ANSUR II's, not read from its
// summary tables (not checked against them), and not correlated with the tops' measures.
export const FEET: Population = { name: 'feet', measures: ['footLength'], mean: [27.0], sd: [1.3], correlation: [[1]] };

/** Mulberry32: a small seeded generator, so a run can be repeated. */
export function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cholesky(c: number[][]): number[][] {
  const n = c.length;
  const l = c.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = c[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      l[i]![j] = i === j ? Math.sqrt(s) : s / l[j]![j]!;
    }
  }
  return l;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;

export type Body = Record<string, number>;

/** Bodies of a population, and a generator for the shoppers' other chances, from one seed. */
export function shoppers(population: Population, seed: number) {
  const next = generator(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const l = cholesky(population.correlation);
  const { measures, mean, sd } = population;
  return {
    body(): Body {
      const z = measures.map(() => normal());
      return Object.fromEntries(
        measures.map((m, i) => [m, round1(mean[i]! + sd[i]! * l[i]!.reduce((s, lij, j) => s + lij * z[j]!, 0))]),
      );
    },
    chance: next,
  };
}

/**
 * Tops: the first measure (chest) decides, contiguous sizes of `step` cm from `firstStart`; the other
 * measures' ranges follow the chest along the population's regression (centre = mean + r·sd/sd_chest·(chest
 * centre − chest mean)) and are wide enough (±1.9 residual standard deviations) that most shoppers fit one size.
 */
export function topsTable(population: Population, sizes: string[], firstStart: number, step: number): SizeRow[] {
  const { measures, mean, sd, correlation } = population;
  return sizes.map((size, i) => {
    const start = firstStart + i * step;
    const centre = start + step / 2;
    const cells: SizeRow['measures'] = {
      [measures[0]!]: {
        initialValue: i === 0 ? round1(start - 2 * step) : start,
        finalValue: i === sizes.length - 1 ? round1(start + 2 * step) : start + step,
      },
    };
    for (let m = 1; m < measures.length; m++) {
      const c = mean[m]! + ((correlation[0]![m]! * sd[m]!) / sd[0]!) * (centre - mean[0]!);
      const half = 1.9 * sd[m]! * Math.sqrt(1 - correlation[0]![m]! ** 2);
      cells[measures[m]!] = { initialValue: round1(c - half), finalValue: round1(c + half) };
    }
    return { size, measures: cells };
  });
}

/** Shoes: one measure, contiguous sizes of `step` cm (Brazilian sizes: two thirds of a centimetre). */
export function shoesTable(sizes: string[], firstStart: number, step: number): SizeRow[] {
  return sizes.map((size, i) => {
    const start = round1(firstStart + i * step);
    const end = round1(firstStart + (i + 1) * step);
    return {
      size,
      measures: {
        footLength: {
          initialValue: i === 0 ? round1(start - 3 * step) : start,
          finalValue: i === sizes.length - 1 ? round1(end + 3 * step) : end,
        },
      },
    };
  });
}

const rangeOf = (row: SizeRow, m: string) => row.measures[m] as Range;

/** Every bound moved by `start` and `end` cm. */
export function shifted(rows: SizeRow[], start: number, end: number): SizeRow[] {
  return rows.map((row) => ({
    size: row.size,
    measures: Object.fromEntries(
      Object.keys(row.measures).map((m) => {
        const r = rangeOf(row, m);
        return [m, { initialValue: round1(r.initialValue + start), finalValue: round1(r.finalValue + end) }];
      }),
    ),
  }));
}

/** Each bound moved by its own random amount within ±`spread` cm (a bound never passing the other one). */
export function mixedErrors(rows: SizeRow[], spread: number, seed: number): SizeRow[] {
  const next = generator(seed);
  const off = () => (2 * next() - 1) * spread;
  return rows.map((row) => ({
    size: row.size,
    measures: Object.fromEntries(
      Object.keys(row.measures).map((m) => {
        const r = rangeOf(row, m);
        const a = round1(r.initialValue + off());
        const b = Math.max(round1(a + 0.2), round1(r.finalValue + off()));
        return [m, { initialValue: a, finalValue: b }];
      }),
    ),
  }));
}

/** What the true ranges make of a body in a size: kept, or returned as too small or too big. */
export function outcomeOf(truth: SizeRow[], size: string, body: Body): Outcome {
  const row = truth.find((r) => r.size === size)!;
  let over = 0;
  let under = 0;
  for (const m of Object.keys(row.measures)) {
    const { initialValue: a, finalValue: b } = rangeOf(row, m);
    if (body[m]! > b) over += (body[m]! - b) / b;
    if (body[m]! < a) under += (a - body[m]!) / a;
  }
  if (over === 0 && under === 0) return 'KEPT';
  return over >= under ? 'SMALL' : 'BIG';
}

export interface World {
  population: Population;
  truth: SizeRow[];
}

/** Size-return rate of a table on `count` fresh shoppers (those with no size recommended buy nothing). */
export function returnRate(world: World, rows: SizeRow[], seed: number, count: number): number {
  const table: EngineTable = { rows };
  const people = shoppers(world.population, seed);
  let bought = 0;
  let returned = 0;
  for (let n = 0; n < count; n++) {
    const body = people.body();
    const size = recommend(table, body).recommendedSize;
    if (!size) continue;
    bought++;
    if (outcomeOf(world.truth, size, body) !== 'KEPT') returned++;
  }
  return returned / bought;
}

export interface Buying {
  /** Share of shoppers who return for other reasons (colour, price...): never seen as size returns. */
  otherReturns: number;
  /** Share of size returns whose reason is wrong: half said the other way round, half said "other" (left out). */
  wrongReasons: number;
}

/** Observations of `count` shoppers buying what `drawn` recommends, their reasons as they give them. */
export function observe(world: World, drawn: SizeRow[], count: number, seed: number, buying: Buying): Observation[] {
  const table: EngineTable = { rows: drawn };
  const people = shoppers(world.population, seed);
  const observations: Observation[] = [];
  for (let n = 0; n < count; n++) {
    const body = people.body();
    const size = recommend(table, body).recommendedSize;
    if (people.chance() < buying.otherReturns || !size) continue;
    let outcome = outcomeOf(world.truth, size, body);
    if (outcome !== 'KEPT' && people.chance() < buying.wrongReasons) {
      if (people.chance() < 0.5) continue;
      outcome = outcome === 'SMALL' ? 'BIG' : 'SMALL';
    }
    observations.push({ size, measures: body, outcome });
  }
  return observations;
}

export function rowsOf(learned: LearnedSize[]): SizeRow[] {
  return learned.map((s) => ({
    size: s.size,
    measures: Object.fromEntries(Object.entries(s.learned).map(([m, r]) => [m, r ?? {}])),
  }));
}

/** Distances (cm) of a size's inner bounds to the true ones (the outermost bounds of the system left out). */
export function boundErrors(world: World, row: SizeRow, i: number): number[] {
  const errors: number[] = [];
  const last = world.truth.length - 1;
  for (const m of world.population.measures) {
    const t = rangeOf(world.truth[i]!, m);
    const r = rangeOf(row, m);
    if (i > 0) errors.push(Math.abs(r.initialValue - t.initialValue));
    if (i < last) errors.push(Math.abs(r.finalValue - t.finalValue));
  }
  return errors;
}

/** Mean distance (cm) of a table's inner bounds to the true ones. */
export function distance(world: World, rows: SizeRow[]): number {
  const all = rows.flatMap((row, i) => boundErrors(world, row, i));
  return all.reduce((s, x) => s + x, 0) / all.length;
}

export function learn(world: World, drawn: SizeRow[], observations: Observation[]): LearnedSize[] {
  return learnTable(drawn, world.population.measures, observations);
}
