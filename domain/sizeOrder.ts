/** Which of two size labels is the larger. Pure: no I/O. */

// Letter sizes in Brazilian and international spelling, smallest first; labels on one line are the same size.
const LETTER_RANKS: readonly (readonly string[])[] = [
  ['XXS', 'PPP'],
  ['XS', 'PP'],
  ['S', 'P'],
  ['M'],
  ['L', 'G'],
  ['XL', 'GG'],
  ['XXL', 'XG', 'XGG', '2XL'],
  ['XXXL', 'XXG', 'EXG', '3XL'],
];
const RANK = new Map(LETTER_RANKS.flatMap((labels, rank) => labels.map((label) => [label, rank] as const)));

const normal = (size: string) => size.trim().toUpperCase();

function rankOf(size: string, order: readonly string[]): number | null {
  const index = order.findIndex((s) => normal(s) === size);
  if (index >= 0) return index;
  return null;
}

/**
 * −1 when `ordered` is smaller than `recommended`, 0 the same, 1 larger; null when they cannot be
 * ordered. `order` is the product's own sizes from the smallest, tried first; then numbers (shoe and
 * numeric sizes), then the usual letter sizes.
 */
export function sizeOffset(ordered: string, recommended: string, order: readonly string[] = []): -1 | 0 | 1 | null {
  const a = normal(ordered);
  const b = normal(recommended);
  if (a === b) return 0;
  const ranks: [number | null, number | null][] = [
    [rankOf(a, order), rankOf(b, order)],
    [
      /^\d+([.,]\d+)?$/.test(a) ? Number(a.replace(',', '.')) : null,
      /^\d+([.,]\d+)?$/.test(b) ? Number(b.replace(',', '.')) : null,
    ],
    [RANK.get(a) ?? null, RANK.get(b) ?? null],
  ];
  for (const [x, y] of ranks) {
    if (x !== null && y !== null) return x === y ? 0 : x < y ? -1 : 1;
  }
  return null;
}
