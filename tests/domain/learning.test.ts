import { describe, expect, it } from 'vitest';
import {
  boundConfidence,
  boundEvidence,
  drawnRightShare,
  fitEnd,
  fitStart,
  LEARNING_DEFAULTS,
  learnTable,
  quantile,
  rangeFromQuantiles,
  type Observation,
} from '../../domain/learning.js';
import type { SizeRow } from '../../domain/sizeEngine.js';
import {
  learn,
  MEN,
  mixedErrors,
  observe,
  returnRate,
  rowsOf,
  shifted,
  topsTable,
  type World,
} from '../../bench/learningWorld.js';

const row = (size: string, chest?: [number, number]): SizeRow => ({
  size,
  measures: chest ? { chest: { initialValue: chest[0], finalValue: chest[1] } } : {},
});
const kept = (size: string, chest: number): Observation => ({ size, measures: { chest }, outcome: 'KEPT' });
const returned = (size: string, chest: number, outcome: 'SMALL' | 'BIG'): Observation => ({
  size,
  measures: { chest },
  outcome,
});
/** n evenly spread values from a to b. */
const spread = (a: number, b: number, n: number) => Array.from({ length: n }, (_, i) => a + ((b - a) * i) / (n - 1));

describe('quantiles and ranges', () => {
  it('interpolates between order statistics', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([10, 20], 0.1)).toBeCloseTo(11, 10);
    expect(quantile([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBeCloseTo(90, 10);
  });

  it('gives back the range that evenly spread samples fill', () => {
    const r = rangeFromQuantiles(spread(90, 100, 101), LEARNING_DEFAULTS);
    expect(r.initialValue).toBeCloseTo(90, 6);
    expect(r.finalValue).toBeCloseTo(100, 6);
  });

  it('is not moved by a few wild values', () => {
    const values = [...spread(90, 100, 101), 30, 200];
    const r = rangeFromQuantiles(values, LEARNING_DEFAULTS);
    expect(r.initialValue).toBeGreaterThan(89);
    expect(r.finalValue).toBeLessThan(101);
  });

  it('moves an end to where the evidence puts it, only when clearly better than the drawn one', () => {
    const points = [
      ...spread(90, 103, 27).map((x) => ({ x, inside: true })),
      ...spread(103.5, 108, 10).map((x) => ({ x, inside: false })),
    ];
    // Drawn at 100: the 6 points kept between 100 and 103 say the end is higher.
    expect(fitEnd(points, 100, 2)).toBe(103);
    // One contradicting point is noise, not evidence.
    expect(fitEnd([...points, { x: 101, inside: false }], 103, 2)).toBe(103);
    // Too few points between the drawn end and the better one to beat a fair coin: the drawn end stays.
    expect(fitEnd(points, 102, 2)).toBe(102);
    expect(
      fitStart(
        points.map((p) => ({ x: -p.x, inside: p.inside })),
        -100,
        2,
      ),
    ).toBe(-103);
  });

  it('is as confident in a bound as the prior with nobody near it, more with shoppers agreeing, less against', () => {
    const chance = (points: { x: number; inside: boolean }[], learned = 100) =>
      boundConfidence(
        boundEvidence(points, { drawn: 100, learned, reach: 8, side: 'end' }, LEARNING_DEFAULTS),
        LEARNING_DEFAULTS.priorWithinBand,
      );
    // Nobody near: the prior, plus the chance that a wrong drawn bound (anywhere within 8 cm) falls within 1 cm.
    const p = LEARNING_DEFAULTS.priorWithinBand;
    expect(chance([])).toBeCloseTo(p + (1 - p) * (1 / 8), 2);
    const agreeing = [
      ...spread(96, 100, 20).map((x) => ({ x, inside: true })),
      ...spread(100.1, 104, 20).map((x) => ({ x, inside: false })),
    ];
    expect(chance(agreeing)).toBeGreaterThan(0.95);
    expect(chance(agreeing.slice(0, 5).concat(agreeing.slice(20, 25)))).toBeLessThan(chance(agreeing));
    // Shoppers put inside up to 103: the true end is about 3 cm beyond the drawn one, not within 1 cm of it.
    const against = [
      ...spread(96, 103, 30).map((x) => ({ x, inside: true })),
      ...spread(103.1, 106, 10).map((x) => ({ x, inside: false })),
    ];
    expect(chance(against)).toBeLessThan(0.05);
    expect(chance(against, 103)).toBeGreaterThan(0.9);
    // A start mirrors an end.
    const start = boundConfidence(
      boundEvidence(
        against.map((p) => ({ x: 200 - p.x, inside: p.inside })),
        { drawn: 100, learned: 97, reach: 8, side: 'start' },
        LEARNING_DEFAULTS,
      ),
      LEARNING_DEFAULTS.priorWithinBand,
    );
    expect(start).toBeCloseTo(chance(against, 103), 5);
  });
});

describe('learning a table', () => {
  it('learns a size from the shoppers who kept it, with no drawn range', () => {
    const rows = [row('S'), row('M'), row('L')];
    const observations = spread(96, 104, 81).map((c) => kept('M', c));
    const [s, m, l] = learnTable(rows, ['chest'], observations);
    expect(m!.learned.chest).toEqual({ initialValue: 96, finalValue: 104 });
    expect(m!.sampleCount).toBe(81);
    expect(m!.kept).toBe(81);
    expect(m!.agreement).toBe(1);
    // Nobody says where M ends or starts but those who kept it: its bounds are likely, not sure.
    expect(m!.confidence).toBeGreaterThan(LEARNING_DEFAULTS.priorWithinBand);
    expect(m!.confidence).toBeLessThan(0.9);
    expect(s!.learned.chest).toBeNull();
    expect(l!.sampleCount).toBe(0);
    expect(l!.confidence).toBe(0);
  });

  it('needs a few samples before a size without a drawn range gets one', () => {
    const [m] = learnTable([row('M')], ['chest'], [kept('M', 100), kept('M', 101)]);
    expect(m!.learned.chest).toBeNull();
    expect(m!.sampleCount).toBe(2);
  });

  it('leaves out what was returned, and counts a return towards the neighbouring size', () => {
    const rows = [row('S'), row('M'), row('L')];
    const observations = [
      ...spread(96, 104, 41).map((c) => kept('M', c)),
      // Bought S, too small: they speak for M. Bought L, too big: they speak for M too.
      ...spread(96, 104, 20).map((c) => returned('S', c, 'SMALL')),
      ...spread(96, 104, 20).map((c) => returned('L', c, 'BIG')),
    ];
    const [s, m, l] = learnTable(rows, ['chest'], observations);
    expect(m!.sampleCount).toBe(81);
    expect(m!.kept).toBe(41);
    expect(m!.learned.chest!.initialValue).toBeCloseTo(96, 0);
    expect(m!.learned.chest!.finalValue).toBeCloseTo(104, 0);
    expect(s!.returnedSmall).toBe(20);
    expect(l!.returnedBig).toBe(20);
    expect(s!.sampleCount).toBe(0);
  });

  it('pushes the bound a returned size shares with its neighbour', () => {
    // Drawn M ends at 100 but shoppers up to 104 keep M, and L returned too big below 104.
    const rows = [row('M', [92, 100]), row('L', [100, 108])];
    const observations = [
      ...spread(92, 104, 60).map((c) => kept('M', c)),
      ...spread(100.5, 104, 30).map((c) => returned('L', c, 'BIG')),
      ...spread(104, 112, 60).map((c) => kept('L', c)),
    ];
    const [m, l] = learnTable(rows, ['chest'], observations);
    expect(m!.learned.chest!.finalValue).toBeGreaterThan(103);
    expect(l!.learned.chest!.initialValue).toBeGreaterThan(103);
    // Returns of L as too big lie below L's learned range: they agree with it.
    expect(l!.agreement).toBeGreaterThan(0.95);
  });

  describe('tops whose neighbouring sizes follow one another on the chest and overlap on the waist', () => {
    const top = (size: string, chest: [number, number], waist: [number, number]): SizeRow => ({
      size,
      measures: {
        chest: { initialValue: chest[0], finalValue: chest[1] },
        waist: { initialValue: waist[0], finalValue: waist[1] },
      },
    });
    // Drawn M and L barely meet on the waist (9 cm of the narrower 20), so the drawing alone says they follow.
    const rows = [top('M', [102, 110], [84, 104]), top('L', [110, 118], [95, 118])];
    const shoppers = (size: string, chest: [number, number], waist: [number, number], n: number) => {
      const waists = spread(waist[0], waist[1], n);
      return spread(chest[0], chest[1], n).map((c, k) => ({ size, measures: { chest: c, waist: waists[k]! } }));
    };
    const keptM = shoppers('M', [102, 109.9], [84, 104], 200).map((s) => ({ ...s, outcome: 'KEPT' as const }));
    const keptL = shoppers('L', [110.1, 118], [90, 112], 40).map((s) => ({ ...s, outcome: 'KEPT' as const }));

    it("does not count a shopper who kept a size against its neighbour's bound on a measure they share", () => {
      const [m, l] = learnTable(rows, ['chest', 'waist'], [...keptM, ...keptL]);
      // Those who kept M and L share waists 90–104: M's waist does not end, nor L's start, where the other's kept.
      expect(m!.learned.waist!.finalValue).toBeGreaterThanOrEqual(104);
      expect(l!.learned.waist!.initialValue).toBeLessThanOrEqual(95);
      // On the chest they do follow one another: the bound between them stays at 110.
      expect(m!.learned.chest!.finalValue).toBeCloseTo(110, 0);
      expect(l!.learned.chest!.initialValue).toBeCloseTo(110, 0);
    });

    it("does not move another measure's bound with a return its chest caused", () => {
      // Bought M, too small: chests beyond M's end, waists well inside it.
      const small = shoppers('M', [111, 114], [88, 96], 40).map((s) => ({ ...s, outcome: 'SMALL' as const }));
      const [m] = learnTable(rows, ['chest', 'waist'], [...keptM, ...keptL, ...small]);
      expect(m!.learned.waist!.finalValue).toBeGreaterThanOrEqual(104);
      expect(m!.learned.chest!.finalValue).toBeCloseTo(110, 0);
    });
  });

  it('keeps the drawn ranges until the evidence clearly beats them', () => {
    const rows = [row('M', [90, 100]), row('L', [100, 110])];
    const at = (n: number) =>
      learnTable(
        rows,
        ['chest'],
        spread(90, 103, n).map((c) => kept('M', c)),
      )[0]!;
    expect(at(5).learned.chest).toEqual({ initialValue: 90, finalValue: 100 });
    expect(at(200).learned.chest).toEqual({ initialValue: 90, finalValue: 103 });
    expect(at(5).drawn.chest).toEqual({ initialValue: 90, finalValue: 100 });
    expect(at(200).confidence).toBeGreaterThan(at(5).confidence);
  });

  it('agrees less when returns disagree; confidence speaks only for the bounds', () => {
    const rows = [row('M', [96, 104])];
    const good = spread(96, 104, 40).map((c) => kept('M', c));
    // Returned as too small well inside the range: against the range, but silent on where it ends.
    const against = spread(98, 102, 20).map((c) => returned('M', c, 'SMALL'));
    const [clean] = learnTable(rows, ['chest'], good);
    const [doubted] = learnTable(rows, ['chest'], [...good, ...against]);
    expect(clean!.agreement).toBe(1);
    expect(doubted!.agreement).toBeCloseTo(40 / 60, 2);
    expect(doubted!.confidence).toBeLessThanOrEqual(clean!.confidence);
  });

  it("gives a size the mean of its bounds' chances: the expected share of them within the band", () => {
    // The bench compares a group of sizes' confidence with the share of their bounds within 1 cm; that holds only
    // if a size's confidence is the mean over its bounds, not the chance that all (or any) of them are right.
    const keptChests = spread(96.5, 103.5, 30);
    const tooBig = spread(93, 95.5, 10);
    const observations = [...keptChests.map((c) => kept('M', c)), ...tooBig.map((c) => returned('M', c, 'BIG'))];
    const [m] = learnTable([row('M', [96, 104])], ['chest'], observations);
    const learned = m!.learned.chest!;
    const inside = keptChests.map((x) => ({ x, inside: true }));
    const outside = (xs: number[]) => xs.map((x) => ({ x, inside: false }));
    const evidence = [
      boundEvidence(
        [...inside, ...outside(tooBig)],
        { drawn: 96, learned: learned.initialValue, reach: 8, side: 'start' },
        LEARNING_DEFAULTS,
      ),
      boundEvidence(inside, { drawn: 104, learned: learned.finalValue, reach: 8, side: 'end' }, LEARNING_DEFAULTS),
    ];
    const share = drawnRightShare(evidence, LEARNING_DEFAULTS);
    const [start, end] = evidence.map((e) => boundConfidence(e, share));
    // Ten shoppers past the start, none past the end: the start is surer, and the size lies between the two.
    expect(start! - end!).toBeGreaterThan(0.3);
    expect(m!.confidence).toBeCloseTo((start! + end!) / 2, 2);
  });

  it('matches sizes by name without case or spaces, and ignores sizes the table lacks', () => {
    const rows = [row('M', [96, 104])];
    const [m] = learnTable(rows, ['chest'], [kept(' m ', 100), kept('XL', 130)]);
    expect(m!.sampleCount).toBe(1);
  });
});

// The simulated shoppers of bench:learning (ANSUR II statistics, the real size engine), fixed seeds.
describe('learning never harms a store', () => {
  const men: World = { population: MEN, truth: topsTable(MEN, ['XS', 'S', 'M', 'L', 'XL', 'XXL'], 86, 8) };
  const honest = { otherReturns: 0.05, wrongReasons: 0 };
  const noisy = { otherReturns: 0.05, wrongReasons: 0.2 };
  const learnedRate = (drawn: SizeRow[], buying: typeof honest, shoppers: number) =>
    returnRate(men, rowsOf(learn(men, drawn, observe(men, drawn, shoppers, 7, buying))), 8, 10000);

  it('leaves a right table as good as it is, with noisy return reasons', () => {
    const rate = returnRate(men, men.truth, 8, 10000);
    expect(learnedRate(men.truth, noisy, 5000)).toBeLessThanOrEqual(rate + 0.005);
  });

  it('cuts the returns of a table wrong in mixed ways by 30% or more', () => {
    const drawn = mixedErrors(men.truth, 4, 9);
    expect(learnedRate(drawn, honest, 5000)).toBeLessThanOrEqual(0.7 * returnRate(men, drawn, 8, 10000));
  });

  it('still cuts them by 30% when a fifth of the size returns give the wrong reason', () => {
    const drawn = mixedErrors(men.truth, 4, 9);
    expect(learnedRate(drawn, noisy, 5000)).toBeLessThanOrEqual(0.7 * returnRate(men, drawn, 8, 10000));
    const small = shifted(men.truth, -3, -5);
    expect(learnedRate(small, noisy, 5000)).toBeLessThanOrEqual(0.7 * returnRate(men, small, 8, 10000));
  });

  it('cuts the returns of a table drawn too small by 30% or more, honest reasons', () => {
    const small = shifted(men.truth, -3, -5);
    expect(learnedRate(small, honest, 5000)).toBeLessThanOrEqual(0.7 * returnRate(men, small, 8, 10000));
  });

  it('is not confident with few shoppers, less in a wrong table, and sure of a right table with many', () => {
    const confidences = (drawn: SizeRow[], shoppers: number) =>
      learn(men, drawn, observe(men, drawn, shoppers, 7, noisy)).map((s) => s.confidence);
    const mixed = mixedErrors(men.truth, 4, 9);
    const small = shifted(men.truth, -3, -5);
    for (const drawn of [men.truth, mixed, small]) for (const c of confidences(drawn, 10)) expect(c).toBeLessThan(0.7);
    // Thirty shoppers already contradict the wrong tables' bounds.
    for (const drawn of [mixed, small]) for (const c of confidences(drawn, 30)) expect(c).toBeLessThan(0.6);
    // The middle sizes, where most shoppers are.
    for (const c of confidences(men.truth, 5000).slice(1, 4)) expect(c).toBeGreaterThan(0.9);
  });
});
