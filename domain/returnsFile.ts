import type { ReturnReason } from './enums.js';

/**
 * The rules of a returns file, pure: which column a header names, what a reason or a date says, and
 * which of an order's items a row means. The server streams the file and records what these decide.
 */

/** How a row names its item: the store's product id, that id inside the item's permalink, or the SKU. */
export const RETURNS_PROCESSING_TYPES = ['PRODUCT_ID', 'PRODUCT_ID_ON_ORDER_PERMALINK', 'PRODUCT_SKU'] as const;
export type ReturnsProcessingType = (typeof RETURNS_PROCESSING_TYPES)[number];

/** The template's columns, in order (a header names them; case, spaces and underscores do not matter). */
export const RETURNS_FILE_COLUMNS = ['orderId', 'productId', 'sku', 'size', 'reason', 'returnDate'] as const;
export type ReturnsFileColumn = (typeof RETURNS_FILE_COLUMNS)[number];

/** What became of one row, written in the result file's `outcome` column. */
export const RETURN_OUTCOMES = [
  'returned',
  'already returned',
  'no such order',
  'no such item',
  'ambiguous',
  'invalid',
] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

/** The columns the result file adds after the input's own. */
export const RETURNS_RESULT_COLUMNS = ['outcome', 'outcomeReason'] as const;

/** The options of one upload, as the job keeps them. */
export type ReturnsUploadOptions = {
  processingType: ReturnsProcessingType;
  ignorePurchasedSize: boolean;
  ignoreSkuSpaces: boolean;
};

const squeeze = (text: string) => text.replace(/[\s_-]/g, '').toLowerCase();
const COLUMN_BY_KEY = new Map(RETURNS_FILE_COLUMNS.map((column) => [squeeze(column), column]));

/** The template column a header cell names (case, spaces, dashes and underscores aside), if any. */
export const returnsColumnOf = (header: string): ReturnsFileColumn | undefined => COLUMN_BY_KEY.get(squeeze(header));

// Words that say "too small" or "too big" in the four interface languages; anything else is "other".
const SMALL_WORDS = [
  'small',
  'toosmall',
  'pequeno',
  'pequena',
  'muitopequeno',
  'pequeño',
  'chico',
  'petit',
  'troppetit',
];
const BIG_WORDS = ['big', 'toobig', 'large', 'toolarge', 'grande', 'muitogrande', 'grand', 'tropgrand'];

/**
 * A reason cell as a return reason: SMALL, BIG or UNKNOWN, or words meaning too small or too big
 * (English, Portuguese, Spanish, French). Blank or any other words: UNKNOWN (other).
 */
export function returnReasonOf(cell: string | undefined): ReturnReason {
  const key = squeeze(cell ?? '');
  if (key === 'small' || SMALL_WORDS.includes(key)) return 'SMALL';
  if (key === 'big' || BIG_WORDS.includes(key)) return 'BIG';
  return 'UNKNOWN';
}

/** A returnDate cell: blank is `fallback`; YYYY-MM-DD (midday UTC) or an ISO date-time; otherwise null. */
export function returnDateOf(cell: string | undefined, fallback: Date): Date | null {
  const text = (cell ?? '').trim();
  if (text === '') return fallback;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00Z` : text;
  if (!/^\d{4}-\d{2}-\d{2}/.test(day)) return null;
  const date = new Date(day);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One row of the file, by template column (absent columns are undefined). */
export type ReturnsRow = Partial<Record<ReturnsFileColumn, string>>;

/** An item of the row's order, as matching needs it. */
export interface ReturnCandidate {
  id: number;
  feedProductId: string | null;
  sku: string | null;
  permalink: string;
  size: string;
  returned: boolean;
}

/** Why a row recorded nothing, with what its words name; written in the store's language (returnsResultTexts.ts). */
export type ReturnsDetail =
  | { code: 'blank'; column: ReturnsFileColumn }
  | { code: 'sizeBlank' }
  | { code: 'badDate' }
  | { code: 'noOrder'; orderId: string }
  | { code: 'noItem'; orderId: string }
  | { code: 'ambiguous'; orderId: string; count: number };

export type RowDecision =
  | { outcome: 'returned' | 'already returned'; itemId: number; reason: ReturnReason }
  | { outcome: Exclude<ReturnOutcome, 'returned' | 'already returned'>; detail: ReturnsDetail };

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

// The permalink's words: path segments and the pieces of each between separators (…/blusa-123.html → 123).
const permalinkTokens = (permalink: string) =>
  new Set(
    permalink
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/** The cells a processing type needs, besides orderId (and size unless it is ignored). */
export const keyColumnOf = (options: Pick<ReturnsUploadOptions, 'processingType'>): ReturnsFileColumn =>
  options.processingType === 'PRODUCT_SKU' ? 'sku' : 'productId';

function itemMatches(row: ReturnsRow, item: ReturnCandidate, options: ReturnsUploadOptions): boolean {
  const key = (row[keyColumnOf(options)] ?? '').trim();
  let product: boolean;
  if (options.processingType === 'PRODUCT_ID')
    product = item.feedProductId !== null && sameText(item.feedProductId, key);
  else if (options.processingType === 'PRODUCT_ID_ON_ORDER_PERMALINK') {
    const keyTokens = [...permalinkTokens(key)];
    const tokens = permalinkTokens(item.permalink);
    product = keyTokens.length > 0 && keyTokens.every((token) => tokens.has(token));
  } else if (item.sku === null) product = false;
  else
    product = options.ignoreSkuSpaces ? sameText(withoutSpaces(item.sku), withoutSpaces(key)) : sameText(item.sku, key);
  return product && (options.ignorePurchasedSize || sameText(item.size, row.size ?? ''));
}

/**
 * Decides what a row means among its order's items (empty: the store has no such order). Exactly one
 * matching item is returned (or was already); none is "no such item"; several are "ambiguous".
 */
export function decideReturnRow(
  row: ReturnsRow,
  items: readonly ReturnCandidate[] | undefined,
  options: ReturnsUploadOptions,
): RowDecision {
  const orderId = (row.orderId ?? '').trim();
  const key = (row[keyColumnOf(options)] ?? '').trim();
  if (orderId === '') return { outcome: 'invalid', detail: { code: 'blank', column: 'orderId' } };
  if (key === '') return { outcome: 'invalid', detail: { code: 'blank', column: keyColumnOf(options) } };
  if (!options.ignorePurchasedSize && (row.size ?? '').trim() === '') {
    return { outcome: 'invalid', detail: { code: 'sizeBlank' } };
  }
  if (!items || items.length === 0) return { outcome: 'no such order', detail: { code: 'noOrder', orderId } };
  const matches = items.filter((item) => itemMatches(row, item, options));
  if (matches.length === 0) return { outcome: 'no such item', detail: { code: 'noItem', orderId } };
  if (matches.length > 1) {
    return { outcome: 'ambiguous', detail: { code: 'ambiguous', orderId, count: matches.length } };
  }
  const [item] = matches;
  const reason = returnReasonOf(row.reason);
  return { outcome: item!.returned ? 'already returned' : 'returned', itemId: item!.id, reason };
}
