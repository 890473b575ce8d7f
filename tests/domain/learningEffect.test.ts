import { describe, expect, it } from 'vitest';
import { learnTable, type LearnedSize, type Observation } from '../../domain/learning.js';
import { returnRatesOf } from '../../domain/expectedEffect.js';
import { expectedEffect, learnedRows } from '../../domain/learningEffect.js';
import type { SizeRow } from '../../domain/sizeEngine.js';
import { MEN, mixedErrors, observe, topsTable, type World } from '../../bench/learningWorld.js';

const chestRow = (size: string, a: number, b: number): SizeRow => ({
  size,
  measures: { chest: { initialValue: a, finalValue: b } },
});
const learnedSize = (size: string, a: number, b: number): LearnedSize => ({
  size,
  drawn: {},
  learned: { chest: { initialValue: a, finalValue: b } },
  sampleCount: 0,
  kept: 0,
  returnedSmall: 0,
  returnedBig: 0,
  agreement: 0,
  confidence: 0,
});
const bought = (size: string, chest: number, outcome: Observation['outcome']): Observation => ({
  size,
  measures: { chest },
  outcome,
});

describe('the expected effect of a learning proposal', () => {
  const rows = [chestRow('M', 90, 100), chestRow('L', 100, 110)];
  // M really ends at 97: learning moves the bound M and L share there.
  const sizes = [learnedSize('M', 90, 97), learnedSize('L', 97.1, 110)];

  it('writes the learned ranges over the drawn ones', () => {
    expect(learnedRows(rows, sizes)).toEqual([chestRow('M', 90, 97), chestRow('L', 97.1, 110)]);
    expect(learnedRows(rows, [{ ...sizes[0]!, learned: { chest: null } }])).toEqual(rows);
  });

  it('counts the returns the learned ranges send to the size asked for, and the kept sizes they change', () => {
    const effect = expectedEffect(rows, sizes, [
      bought('M', 98, 'SMALL'), // L now: redirected
      bought('M', 99, 'SMALL'), // L now: redirected
      bought('M', 95, 'KEPT'), // still M
      bought('M', 97.5, 'KEPT'), // L now: moved
      bought('L', 105, 'BIG'), // still L: not redirected
      bought('XL', 120, 'KEPT'), // not in the table: left out
    ]);
    expect(effect).toEqual({ shoppers: 5, sizeReturns: 3, returnsRedirected: 2, keptMoved: 1 });
    expect(returnRatesOf(effect)).toEqual({ now: 3 / 5, expected: 2 / 5 });
    expect(returnRatesOf({ shoppers: 0, sizeReturns: 0, returnsRedirected: 0, keptMoved: 0 })).toEqual({
      now: 0,
      expected: 0,
    });
  });

  it('expects fewer size returns from a wrong table learned, and about as many from a right one', () => {
    const men: World = { population: MEN, truth: topsTable(MEN, ['XS', 'S', 'M', 'L', 'XL', 'XXL'], 86, 8) };
    const noisy = { otherReturns: 0.05, wrongReasons: 0.2 };
    const effectOn = (drawn: SizeRow[]) => {
      const observations = observe(men, drawn, 3000, 7, noisy);
      return returnRatesOf(expectedEffect(drawn, learnTable(drawn, MEN.measures, observations), observations));
    };
    const wrong = effectOn(mixedErrors(men.truth, 4, 9));
    expect(wrong.expected).toBeLessThan(0.8 * wrong.now);
    const right = effectOn(men.truth);
    expect(Math.abs(right.expected - right.now)).toBeLessThan(0.005);
  });
});
