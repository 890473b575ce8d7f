import type { DetailCode } from '../../../../domain/errorCodes';

/**
 * The codes of the row errors the feed importer lists (server/feeds/feedBatches.ts, server/services/feedPlan.ts),
 * by which the sync dialog and the feed check word them in the interface language. A row's own message is in
 * English and names the field or the limit; its code's wording here names the kind of problem.
 */
export const FEED_ERROR_KINDS = [
  'REQUIRED',
  'URL',
  'MAXLENGTH',
  'COMMA',
  'ENUM',
  'MAXITEMS',
  'PERMALINK_TAKEN',
  'NO_SIZES',
  'SIZES_NOT_IN_CHART',
] as const satisfies readonly DetailCode[];
export type FeedErrorKind = (typeof FEED_ERROR_KINDS)[number];

/** The kinds whose text as an answer's detail names no field or limit, so it words the row as it is. */
const WORDED_AS_DETAILS = ['NO_SIZES', 'SIZES_NOT_IN_CHART'] as const satisfies readonly FeedErrorKind[];
/** The kinds worded for the feed's rows alone (their details' texts name a field or a limit). */
export type FeedOnlyErrorKind = Exclude<FeedErrorKind, (typeof WORDED_AS_DETAILS)[number]>;

/** Runs seeded before their errors carried a code (an older demo's) have the spec's messages (section 8) only. */
const KINDS_BY_MESSAGE = new Map<string, FeedErrorKind>([
  ['product sizing not found', 'NO_SIZES'],
  ["chart doesn't contemplates this size style", 'SIZES_NOT_IN_CHART'],
]);

const isKind = (code: unknown): code is FeedErrorKind => (FEED_ERROR_KINDS as readonly unknown[]).includes(code);

/**
 * The translation key of a feed error: by its code (a row's, or a feed check's kind), else by its message when it is
 * one of the spec's. Undefined for any other: it is shown as written, which is still better than nothing.
 */
export function feedErrorKey(error: { code?: unknown; message?: string }): string | undefined {
  const kind = isKind(error.code) ? error.code : KINDS_BY_MESSAGE.get(error.message?.trim().toLowerCase() ?? '');
  if (!kind) return undefined;
  return (WORDED_AS_DETAILS as readonly FeedErrorKind[]).includes(kind)
    ? `app.errors.details.${kind}`
    : `app.products.sync.kinds.${kind}`;
}
