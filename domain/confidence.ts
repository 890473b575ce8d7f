/**
 * Confidence intervals for proportions and their differences. Pure: no I/O.
 * Wilson's score interval for one proportion, and Newcombe's hybrid score interval (his method 10,
 * Statistics in Medicine 1998;17:873-890) for the difference of two independent proportions.
 */

/** The normal quantile of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval of `successes` out of `trials`; null with no trials. */
export function wilson(successes: number, trials: number, z = Z95): Interval | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const centre = 2 * trials * p + z2;
  const spread = z * Math.sqrt(z2 + 4 * trials * p * (1 - p));
  const denominator = 2 * (trials + z2);
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

export interface Difference extends Interval {
  rateA: number;
  rateB: number;
  /** rateA − rateB */
  difference: number;
}

/** Newcombe's interval of p1 − p2 (x1/n1 − x2/n2) from the two Wilson intervals; null when a group is empty. */
export function newcombe(x1: number, n1: number, x2: number, n2: number, z = Z95): Difference | null {
  const a = wilson(x1, n1, z);
  const b = wilson(x2, n2, z);
  if (!a || !b) return null;
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const difference = p1 - p2;
  return {
    rateA: p1,
    rateB: p2,
    difference,
    low: difference - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: difference + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}

/**
 * Items each group needs before a report states a difference. Below it an interval is so wide (about
 * ±14 points at 100 items per group) that a sentence about it would mislead.
 */
export const MIN_IMPACT_SAMPLE = 100;
