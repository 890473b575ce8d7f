/**
 * What a learning proposal would have done for the shoppers it was learned from, had the learned ranges
 * recommended their sizes: the expected effect shown to the staff before they accept it. Pure: no I/O.
 */
export interface ExpectedEffect {
  /** Bought items the proposal was learned from (kept, or returned as too small or too big). */
  shoppers: number;
  /** Of them, returned as too small or too big. */
  sizeReturns: number;
  /** Returned for size, and the learned ranges recommend a size on the side they asked for (larger, smaller). */
  returnsRedirected: number;
  /** Kept, and the learned ranges recommend another size or none: returns the change may cause. */
  keptMoved: number;
}

/** The size-return rate of those shoppers now, and as the expected effect leaves it (0..1). */
export function returnRatesOf(effect: ExpectedEffect): { now: number; expected: number } {
  if (effect.shoppers === 0) return { now: 0, expected: 0 };
  return {
    now: effect.sizeReturns / effect.shoppers,
    expected: (effect.sizeReturns - effect.returnsRedirected + effect.keptMoved) / effect.shoppers,
  };
}
