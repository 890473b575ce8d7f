// Proof of learning: shoppers drawn from published body statistics buy the size a mis-drawn table
// recommends (through the real size engine), return it when the true ranges say it is too small or too
// big, and the table learns (domain/learning.ts). Prints how far the learned ranges are from the true
// ones, the size-return rate of the drawn and the learned table on fresh shoppers, and the number of
// shoppers after which the learned table first returns less than the drawn one. Asserts nothing.
//   npm run bench:learning          BENCH_LEARNING_SHOPPERS=20000 BENCH_LEARNING_SEED=7 to change the run
import { learnTable, type Observation, type Outcome, type Range } from '../domain/learning.js';
import { recommend, type EngineTable, type SizeRow } from '../domain/sizeEngine.js';

// Body statistics of men: ANSUR II, the 2012 Anthropometric Survey of U.S. Army Personnel (Gordon C.C.
// et al., Methods and Summary Statistics, NATICK/TR-15/007, 2014; public data of 4,082 men): chest
// circumference, waist circumference and buttock (hip) circumference, means and standard deviations in
// cm rounded to 0.1, and their correlations rounded to 0.01.
const MEASURES = ['chest', 'waist', 'hip'] as const;
type Body = Record<(typeof MEASURES)[number], number>;
const MEAN = [105.9, 94.1, 102.2];
const SD = [7.8, 11.0, 7.6];
const CORRELATION = [
  [1, 0.83, 0.77],
  [0.83, 1, 0.87],
  [0.77, 0.87, 1],
];

const SHOPPERS = Number(process.env.BENCH_LEARNING_SHOPPERS ?? '20000');
const FRESH = 20000;
const SEED = Number(process.env.BENCH_LEARNING_SEED ?? '7');
/** Shoppers who return for reasons other than size (colour, price...): the learner never sees them as size returns. */
const OTHER_RETURN_RATE = 0.05;

/** Mulberry32: a small seeded generator, so a run can be repeated. */
function generator(seed: number) {
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

function shoppers(seed: number) {
  const next = generator(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const l = cholesky(CORRELATION);
  return {
    body(): Body {
      const z = MEASURES.map(() => normal());
      const x = MEASURES.map((_, i) => MEAN[i]! + SD[i]! * l[i]!.reduce((s, lij, j) => s + lij * z[j]!, 0));
      return { chest: round1(x[0]!), waist: round1(x[1]!), hip: round1(x[2]!) };
    },
    chance: next,
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

// Men's tops: the true ranges (what the garments really fit). Chest decides: 8 cm per size, contiguous.
// Waist and hip ranges follow the chest along the population's regression (centre = mean + r·sd/sd_chest
// ·(chest centre − chest mean)) and are wide enough (about ±1.9 residual standard deviations) that most
// shoppers fit one size on all three measures.
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const CHEST_STARTS = [86, 94, 102, 110, 118, 126];
function centreOf(measure: 1 | 2, chestCentre: number) {
  return MEAN[measure]! + ((CORRELATION[0]![measure]! * SD[measure]!) / SD[0]!) * (chestCentre - MEAN[0]!);
}
function halfWidthOf(measure: 1 | 2) {
  return 1.9 * SD[measure]! * Math.sqrt(1 - CORRELATION[0]![measure]! ** 2);
}
const TRUE_RANGES: SizeRow[] = SIZES.map((size, i) => {
  const chestStart = i === 0 ? 70 : CHEST_STARTS[i]!;
  const chestEnd = i === SIZES.length - 1 ? 140 : CHEST_STARTS[i]! + 8;
  const centre = CHEST_STARTS[i]! + 4;
  const around = (m: 1 | 2) => ({
    initialValue: round1(centreOf(m, centre) - halfWidthOf(m)),
    finalValue: round1(centreOf(m, centre) + halfWidthOf(m)),
  });
  return {
    size,
    measures: { chest: { initialValue: chestStart, finalValue: chestEnd }, waist: around(1), hip: around(2) },
  };
});

// The drawn table: a common mistake, drawn from another brand's block: every range 4 cm too low and
// each size 2 cm narrower than the truth.
const DRAWN: SizeRow[] = TRUE_RANGES.map((row) => ({
  size: row.size,
  measures: Object.fromEntries(
    MEASURES.map((m) => {
      const r = row.measures[m]!;
      return [m, { initialValue: r.initialValue! - 3, finalValue: r.finalValue! - 5 }];
    }),
  ),
}));

/** What the true ranges make of a body in a size: kept, or returned as too small or too big. */
function outcomeOf(size: string, body: Body): Outcome {
  const row = TRUE_RANGES.find((r) => r.size === size)!;
  let over = 0;
  let under = 0;
  for (const m of MEASURES) {
    const { initialValue: a, finalValue: b } = row.measures[m]! as { initialValue: number; finalValue: number };
    if (body[m] > b) over += (body[m] - b) / b;
    if (body[m] < a) under += (a - body[m]) / a;
  }
  if (over === 0 && under === 0) return 'KEPT';
  return over >= under ? 'SMALL' : 'BIG';
}

/** Size-return rate of a table on fresh shoppers (those with no size recommended buy nothing). */
function returnRate(rows: SizeRow[], seed: number): number {
  const table: EngineTable = { rows };
  const people = shoppers(seed);
  let bought = 0;
  let returned = 0;
  for (let n = 0; n < FRESH; n++) {
    const body = people.body();
    const size = recommend(table, body).recommendedSize;
    if (!size) continue;
    bought++;
    if (outcomeOf(size, body) !== 'KEPT') returned++;
  }
  return returned / bought;
}

function rowsOf(learned: ReturnType<typeof learnTable>): SizeRow[] {
  return learned.map((s) => ({
    size: s.size,
    measures: Object.fromEntries(Object.entries(s.learned).map(([m, r]) => [m, r ?? {}])),
  }));
}

/** Mean absolute distance (cm) between a table's inner bounds and the true ones (outermost bounds left out). */
function distance(rows: SizeRow[]): number {
  let sum = 0;
  let count = 0;
  rows.forEach((row, i) => {
    for (const m of MEASURES) {
      const t = TRUE_RANGES[i]!.measures[m]! as Range;
      const r = row.measures[m] as Range;
      if (i > 0) {
        sum += Math.abs(r.initialValue - t.initialValue);
        count++;
      }
      if (i < rows.length - 1) {
        sum += Math.abs(r.finalValue - t.finalValue);
        count++;
      }
    }
  });
  return sum / count;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const started = performance.now();
const drawnTable: EngineTable = { rows: DRAWN };
const people = shoppers(SEED);
const observations: Observation[] = [];
let otherReturns = 0;
const drawnRate = returnRate(DRAWN, SEED + 1);
const trueRate = returnRate(TRUE_RANGES, SEED + 1);
const checkpoints = [10, 20, 30, 50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000, 20000, 50000].filter(
  (n) => n <= SHOPPERS,
);
if (!checkpoints.includes(SHOPPERS)) checkpoints.push(SHOPPERS);
let firstBeat: number | null = null;
let firstGoal: number | null = null;
const lines: string[] = [];
for (let n = 1; n <= SHOPPERS; n++) {
  const body = people.body();
  const size = recommend(drawnTable, body).recommendedSize;
  // Shoppers who return for other reasons never reach the learner as size returns.
  if (people.chance() < OTHER_RETURN_RATE) otherReturns++;
  else if (size) observations.push({ size, measures: body, outcome: outcomeOf(size, body) });
  if (checkpoints.includes(n)) {
    const learned = learnTable(DRAWN, MEASURES, observations);
    const rate = returnRate(rowsOf(learned), SEED + 1);
    if (firstBeat === null && rate < drawnRate) firstBeat = n;
    if (firstGoal === null && rate <= 0.7 * drawnRate) firstGoal = n;
    lines.push(
      `${String(n).padStart(7)} shoppers  return rate ${pct(rate).padStart(6)}  distance ${distance(rowsOf(learned)).toFixed(2)} cm` +
        `  confidence ${learned.map((s) => s.confidence.toFixed(2)).join(' ')}`,
    );
  }
}
const learned = learnTable(DRAWN, MEASURES, observations);
const learnedRate = returnRate(rowsOf(learned), SEED + 1);

console.log(`Shoppers: ${SHOPPERS} buying from the drawn table (seed ${SEED}); fresh shoppers per rate: ${FRESH}`);
console.log(
  `Size returns the learner saw: ${observations.filter((o) => o.outcome !== 'KEPT').length}; other returns left out: ${otherReturns}`,
);
console.log('');
console.log('Learning as shoppers arrive (return rate on fresh shoppers; distance of inner bounds to the true ones):');
for (const line of lines) console.log(line);
console.log('');
console.log('Per size, chest / waist / hip (cm): true | drawn | learned   samples, confidence');
learned.forEach((s, i) => {
  const show = (rows: Record<string, unknown>) =>
    MEASURES.map((m) => {
      const r = rows[m] as Range;
      return `${r.initialValue.toFixed(1)}–${r.finalValue.toFixed(1)}`;
    }).join(' ');
  console.log(
    `${s.size.padEnd(4)} ${show(TRUE_RANGES[i]!.measures)} | ${show(s.drawn)} | ${show(s.learned)}   n=${s.sampleCount}, c=${s.confidence}`,
  );
});
console.log('');
console.log(
  `Distance of inner bounds to the true ones: drawn ${distance(DRAWN).toFixed(2)} cm, learned ${distance(rowsOf(learned)).toFixed(2)} cm`,
);
console.log(
  `Size-return rate on fresh shoppers: drawn ${pct(drawnRate)}, learned ${pct(learnedRate)}, true table ${pct(trueRate)}`,
);
console.log(`Returns cut by ${pct(1 - learnedRate / drawnRate)} (goal: at least 30%)`);
console.log(
  `The learned table first returns less than the drawn one after ${firstBeat ?? 'never'} shoppers (checked at ${checkpoints.join(', ')})`,
);
console.log(`Returns first cut by 30% or more after ${firstGoal ?? 'never'} shoppers`);
console.log(`Time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
