import type { LearnedSize, Observation } from './learning';
import type { ExpectedEffect } from './expectedEffect';
import { recommend, type SizeRow } from './sizeEngine';

export type { ExpectedEffect } from './expectedEffect';

/** The rows with each size's learned ranges written over the drawn ones (cells with no learned range stay). */
export function learnedRows(rows: readonly SizeRow[], sizes: readonly LearnedSize[]): SizeRow[] {
  const bySize = new Map(sizes.map((s) => [s.size.trim().toLowerCase(), s]));
  return rows.map((row) => {
    const learned = bySize.get(row.size.trim().toLowerCase());
    if (!learned) return row;
    const measures = { ...row.measures };
    for (const [measure, range] of Object.entries(learned.learned))
      if (range) measures[measure] = { ...measures[measure], ...range };
    return { ...row, measures };
  });
}

/**
 * The expected effect of learned sizes on the shoppers they were learned from (`ExpectedEffect`). Each
 * observation asks the size engine again, with the learned rows: a shopper who returned a size as too
 * small counts as redirected when a larger size is recommended (too big: a smaller one); one who kept a size
 * counts as moved when another size, or none, is. Sizes not in the table are left out.
 */
export function expectedEffect(
  rows: readonly SizeRow[],
  sizes: readonly LearnedSize[],
  observations: Iterable<Observation>,
): ExpectedEffect {
  const table = { rows: learnedRows(rows, sizes) };
  const index = new Map(rows.map((row, i) => [row.size.trim().toLowerCase(), i]));
  const effect: ExpectedEffect = { shoppers: 0, sizeReturns: 0, returnsRedirected: 0, keptMoved: 0 };
  for (const o of observations) {
    const bought = index.get(o.size.trim().toLowerCase());
    if (bought === undefined) continue;
    const size = recommend(table, o.measures).recommendedSize;
    const now = size ? index.get(size.trim().toLowerCase()) : undefined;
    effect.shoppers++;
    if (o.outcome === 'KEPT') {
      if (now !== bought) effect.keptMoved++;
      continue;
    }
    effect.sizeReturns++;
    if (now !== undefined && (o.outcome === 'SMALL' ? now > bought : now < bought)) effect.returnsRedirected++;
  }
  return effect;
}
