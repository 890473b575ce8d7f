import type { FeedFailureDetail } from '../../contract/feeds.js';
import { FeedFetchError } from './feedFetchError.js';
import { FeedReadError } from './feedParser.js';

/** Why a feed could not be read or imported, as a detail code and its values; null for any other failure. */
export function feedFailureDetailOf(error: unknown): FeedFailureDetail | null {
  if (error instanceof FeedFetchError) return { code: error.code, params: { ...error.params } };
  if (error instanceof FeedReadError)
    return { code: error.code, params: error.line === null ? {} : { line: error.line } };
  return null;
}
