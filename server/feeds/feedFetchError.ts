import type { DetailCode, DetailParams, ErrorDetail } from '../../domain/errorCodes.js';

/** The detail codes a feed fetch fails with (domain/errorCodes.ts has their texts' params). */
export const FEED_FETCH_CODES = [
  'FEED_URL_SCHEME',
  'FEED_ADDRESS_NOT_PUBLIC',
  'FEED_UNREACHABLE',
  'FEED_CONNECT_TIMEOUT',
  'FEED_TIMEOUT',
  'FEED_IDLE_TIMEOUT',
  'FEED_TOO_MANY_REDIRECTS',
  'FEED_HTTP_STATUS',
  'FEED_TOO_LARGE',
  'FEED_BAD_ENCODING',
] as const satisfies readonly DetailCode[];
export type FeedFetchCode = (typeof FEED_FETCH_CODES)[number];

/**
 * Why a feed could not be read: a stable `code` with the `params` its translated text needs, and an
 * English message for logs. `toDetail` names the field that held the address, for an error answer.
 */
export class FeedFetchError extends Error {
  constructor(
    readonly code: FeedFetchCode,
    message: string,
    readonly params: DetailParams = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'FeedFetchError';
  }

  toDetail(field: string): ErrorDetail {
    return { field, code: this.code, message: this.message, params: this.params };
  }
}

/** A figure for a text: three significant digits, no exponent (1800, 0.3, 1020). */
const readable = (value: number) => Number(value.toPrecision(3));
export const seconds = (ms: number) => readable(ms / 1000);
export const megabytes = (bytes: number) => readable(bytes / 1024 / 1024);
