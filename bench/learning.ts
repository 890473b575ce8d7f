// Proof of learning (domain/learning.ts), in the world of bench/learningWorld.ts: shoppers drawn from published
// body statistics buy the size a drawn table recommends (through the real size engine), return it when the true
// ranges say it is too small or too big, and the table learns. Each case prints the size-return rates of the
// drawn, the learned and the true table on fresh shoppers against its goal:
//   - a wrong table (too small everywhere, bounds off at random either way, for men, women and shoes, with
//     honest or noisy return reasons): the learned table returns at least 30% less than the drawn one;
//   - a right table: the learned table returns at most 0.5 point more than it, after 5,000 shoppers;
//   - few shoppers: a size's confidence matches the share of its inner bounds within 1 cm of the true ones
//     (sizes grouped by tenths of confidence, over wrong tables drawn afresh per run; every group of 30 bounds
//     or more within 10 points).
// Exits with 1 when a goal is missed.
//   npm run bench:learning          BENCH_LEARNING_SHOPPERS=20000 BENCH_LEARNING_SEED=7 to change the run
import type { SizeRow } from '../domain/sizeEngine.js';
import {
  boundErrors,
  distance,
  FEET,
  learn,
  MEN,
  mixedErrors,
  observe,
  returnRate,
  rowsOf,
  shifted,
  shoesTable,
  topsTable,
  WOMEN,
  type Buying,
  type World,
} from './learningWorld.js';

const SHOPPERS = Number(process.env.BENCH_LEARNING_SHOPPERS ?? '20000');
const RIGHT_TABLE_SHOPPERS = 5000;
const FRESH = 20000;
const SEED = Number(process.env.BENCH_LEARNING_SEED ?? '7');
const HONEST: Buying = { otherReturns: 0.05, wrongReasons: 0 };
const NOISY: Buying = { otherReturns: 0.05, wrongReasons: 0.2 };

const TOPS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const MEN_TOPS: World = { population: MEN, truth: topsTable(MEN, TOPS, 86, 8) };
const WOMEN_TOPS: World = { population: WOMEN, truth: topsTable(WOMEN, TOPS, 78, 7) };
const SHOE_SIZES = ['38', '39', '40', '41', '42', '43', '44', '45'];
const SHOES: World = { population: FEET, truth: shoesTable(SHOE_SIZES, 24.7, 2 / 3) };

interface Case {
  name: string;
  world: World;
  drawn: SizeRow[];
  buying: Buying;
  /** A wrong table must be improved; a right one must not be harmed. */
  right: boolean;
  /** A table wrong at random: the calibration draws a fresh one per run rather than reusing `drawn`. */
  redraw?: (seed: number) => SizeRow[];
}

const tooSmall = (w: World) => shifted(w.truth, -3, -5);
const CASES: Case[] = [
  { name: 'men, 3–5 cm too small', world: MEN_TOPS, drawn: tooSmall(MEN_TOPS), buying: HONEST, right: false },
  {
    name: 'men, 3–5 cm too small, 20% wrong reasons',
    world: MEN_TOPS,
    drawn: tooSmall(MEN_TOPS),
    buying: NOISY,
    right: false,
  },
  {
    name: 'men, mixed ±4 cm',
    world: MEN_TOPS,
    drawn: mixedErrors(MEN_TOPS.truth, 4, SEED + 2),
    redraw: (seed) => mixedErrors(MEN_TOPS.truth, 4, seed + 2),
    buying: HONEST,
    right: false,
  },
  {
    name: 'men, mixed ±4 cm, 20% wrong reasons',
    world: MEN_TOPS,
    drawn: mixedErrors(MEN_TOPS.truth, 4, SEED + 2),
    redraw: (seed) => mixedErrors(MEN_TOPS.truth, 4, seed + 2),
    buying: NOISY,
    right: false,
  },
  {
    name: 'women, mixed ±4 cm',
    world: WOMEN_TOPS,
    drawn: mixedErrors(WOMEN_TOPS.truth, 4, SEED + 3),
    redraw: (seed) => mixedErrors(WOMEN_TOPS.truth, 4, seed + 3),
    buying: HONEST,
    right: false,
  },
  {
    name: 'women, mixed ±4 cm, 20% wrong reasons',
    world: WOMEN_TOPS,
    drawn: mixedErrors(WOMEN_TOPS.truth, 4, SEED + 3),
    redraw: (seed) => mixedErrors(WOMEN_TOPS.truth, 4, seed + 3),
    buying: NOISY,
    right: false,
  },
  {
    name: 'shoes, mixed ±0.67 cm (one size)',
    world: SHOES,
    drawn: mixedErrors(SHOES.truth, 2 / 3, SEED + 4),
    redraw: (seed) => mixedErrors(SHOES.truth, 2 / 3, seed + 4),
    buying: HONEST,
    right: false,
  },
  {
    name: 'shoes, mixed ±0.67 cm, 20% wrong reasons',
    world: SHOES,
    drawn: mixedErrors(SHOES.truth, 2 / 3, SEED + 4),
    redraw: (seed) => mixedErrors(SHOES.truth, 2 / 3, seed + 4),
    buying: NOISY,
    right: false,
  },
  { name: 'men, right table', world: MEN_TOPS, drawn: MEN_TOPS.truth, buying: HONEST, right: true },
  { name: 'men, right table, 20% wrong reasons', world: MEN_TOPS, drawn: MEN_TOPS.truth, buying: NOISY, right: true },
  {
    name: 'women, right table, 20% wrong reasons',
    world: WOMEN_TOPS,
    drawn: WOMEN_TOPS.truth,
    buying: NOISY,
    right: true,
  },
  { name: 'shoes, right table, 20% wrong reasons', world: SHOES, drawn: SHOES.truth, buying: NOISY, right: true },
];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const CHECKPOINTS = [50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000];
const started = performance.now();
let missed = 0;

console.log(
  `Seed ${SEED}; ${SHOPPERS} shoppers for a wrong table, ${RIGHT_TABLE_SHOPPERS} for a right one; ${FRESH} fresh shoppers per rate`,
);
console.log('Size-return rates on fresh shoppers: drawn → learned (true table); inner bounds to the true ones (cm)');
for (const c of CASES) {
  const count = c.right ? RIGHT_TABLE_SHOPPERS : SHOPPERS;
  const observations = observe(c.world, c.drawn, count, SEED, c.buying);
  const learned = rowsOf(learn(c.world, c.drawn, observations));
  const drawnRate = returnRate(c.world, c.drawn, SEED + 1, FRESH);
  const learnedRate = returnRate(c.world, learned, SEED + 1, FRESH);
  const trueRate = returnRate(c.world, c.world.truth, SEED + 1, FRESH);
  const rates = `${pct(drawnRate).padStart(6)} → ${pct(learnedRate).padStart(6)} (${pct(trueRate)})`;
  const bounds = `bounds ${distance(c.world, c.drawn).toFixed(2)} → ${distance(c.world, learned).toFixed(2)}`;
  let verdict: string;
  let met: boolean;
  if (c.right) {
    const worse = learnedRate - drawnRate;
    met = worse <= 0.005;
    verdict = `${worse >= 0 ? '+' : ''}${(100 * worse).toFixed(2)} points (goal ≤ +0.5)`;
  } else {
    const cut = 1 - learnedRate / drawnRate;
    met = cut >= 0.3;
    let first: number | null = null;
    for (const n of CHECKPOINTS.filter((n) => n <= count)) {
      const rate = returnRate(c.world, rowsOf(learn(c.world, c.drawn, observations.slice(0, n))), SEED + 1, FRESH / 4);
      if (rate <= 0.7 * drawnRate) {
        first = n;
        break;
      }
    }
    verdict = `cut ${pct(cut)} (goal ≥ 30%), 30% first reached by ${first ?? 'none'} of the checked counts`;
  }
  if (!met) missed++;
  console.log(`${met ? 'met   ' : 'MISSED'} ${c.name.padEnd(42)} ${rates}  ${bounds}  ${verdict}`);
}

// Calibration: many small runs; each size's confidence against the share of its inner bounds within 1 cm.
// A table wrong at random is drawn afresh for each run, so the figures are over many wrong tables rather than
// the three of this seed. Confidence is a size's mean over its bounds, so a group's confidence is weighed by its
// sizes' bounds as the observed share is; only groups of at least 30 bounds are judged (fewer say little).
// Shoes are left out: one of their sizes is 0.67 cm wide, so 1 cm says little there.
const CALIBRATION_COUNTS = [20, 50, 100, 200, 500, 1000, 2000, 5000];
const CALIBRATION_SEEDS = 8;
const JUDGED_BOUNDS = 30;
const buckets = Array.from({ length: 10 }, () => ({ sizes: 0, bounds: 0, within: 0, confidence: 0 }));
const calibrationCases = CASES.filter((c) => c.world !== SHOES);
for (let s = 0; s < CALIBRATION_SEEDS; s++) {
  const seed = SEED * 1000 + s;
  for (const c of calibrationCases) {
    const drawn = c.redraw?.(seed) ?? c.drawn;
    const observations = observe(c.world, drawn, CALIBRATION_COUNTS.at(-1)!, seed, c.buying);
    for (const n of CALIBRATION_COUNTS) {
      learn(c.world, drawn, observations.slice(0, n)).forEach((size, i) => {
        const errors = boundErrors(c.world, rowsOf([size])[0]!, i);
        const b = buckets[Math.min(9, Math.floor(size.confidence * 10))]!;
        b.sizes++;
        b.bounds += errors.length;
        b.within += errors.filter((e) => e <= 1).length;
        b.confidence += size.confidence * errors.length;
      });
    }
  }
}
console.log('');
console.log(
  `Confidence against the share of inner bounds within 1 cm of the true ones (${calibrationCases.length} cases × ${CALIBRATION_SEEDS} seeds × ${CALIBRATION_COUNTS.join(', ')} shoppers):`,
);
let worstGap = 0;
buckets.forEach((b, i) => {
  if (b.bounds === 0) return;
  const mean = b.confidence / b.bounds;
  const observed = b.within / b.bounds;
  if (b.bounds >= JUDGED_BOUNDS) worstGap = Math.max(worstGap, Math.abs(observed - mean));
  console.log(
    `  ${(i / 10).toFixed(1)}–${((i + 1) / 10).toFixed(1)}  sizes ${String(b.sizes).padStart(5)}  bounds ${String(b.bounds).padStart(5)}  mean confidence ${pct(mean).padStart(6)}  within 1 cm ${pct(observed).padStart(6)}  gap ${(100 * (observed - mean)).toFixed(1).padStart(5)}`,
  );
});
const calibrated = worstGap <= 0.1;
if (!calibrated) missed++;
console.log(
  `${calibrated ? 'met   ' : 'MISSED'} largest gap between confidence and observed share (groups of ${JUDGED_BOUNDS} bounds or more): ${(100 * worstGap).toFixed(1)} points (goal ≤ 10)`,
);
console.log(`Time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (missed > 0) process.exitCode = 1;
