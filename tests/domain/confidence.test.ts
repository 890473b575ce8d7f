import { describe, expect, it } from 'vitest';
import { newcombe, wilson } from '../../domain/confidence.js';
import { sizeOffset } from '../../domain/sizeOrder.js';

// Known values: Newcombe R.G., Two-sided confidence intervals for the single proportion (Stat Med 1998;17:857-872,
// table I, method 3) and Interval estimation for the difference between independent proportions (Stat Med
// 1998;17:873-890, table II, method 10).
describe('Wilson score interval', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i is %f to %f', (x, n, low, high) => {
    const interval = wilson(x, n)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('has none without trials', () => {
    expect(wilson(0, 0)).toBeNull();
  });
});

describe('Newcombe hybrid score interval of a difference', () => {
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
  ])('%i/%i − %i/%i is %f to %f', (x1, n1, x2, n2, low, high) => {
    const d = newcombe(x1, n1, x2, n2)!;
    expect(d.difference).toBeCloseTo(x1 / n1 - x2 / n2, 10);
    expect(d.low).toBeCloseTo(low, 4);
    expect(d.high).toBeCloseTo(high, 4);
  });

  it('has none when a group is empty', () => {
    expect(newcombe(1, 10, 0, 0)).toBeNull();
  });
});

describe('size offset', () => {
  it('orders by the product sizes, numbers, then letter sizes', () => {
    expect(sizeOffset('M', 'M')).toBe(0);
    expect(sizeOffset('p', 'M')).toBe(-1);
    expect(sizeOffset('GG', 'L')).toBe(1);
    expect(sizeOffset('38', '40')).toBe(-1);
    expect(sizeOffset('Único', 'M')).toBeNull();
    expect(sizeOffset('B', 'A', ['B', 'A'])).toBe(-1);
  });
});
