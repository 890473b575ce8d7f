import type { DetailCode, DetailParams } from '../../domain/errorCodes.js';
import type { FeedRunError } from './feedBatches.js';
import type { FeedTotals } from './feedBatches.js';

/** Staging rows as the reading thread hands them over: the body of their COPY (stagingRowsText), ready to be sent. */
export interface StagingBatch {
  rows: Uint8Array;
  errors: FeedRunError[];
  read: number;
}

/** What the reading thread says: it wants the next chunk, a batch is ready, the feed ended or could not be read. */
export type FromReader =
  | { kind: 'more' }
  | ({ kind: 'batch' } & StagingBatch)
  | ({ kind: 'done' } & FeedTotals)
  | { kind: 'failed'; code: DetailCode; line: number | null; message: string; params: DetailParams }
  | { kind: 'crashed'; message: string };

/** What the reading thread is answered: the next chunk, the end of the bytes, or why they stopped. */
export type ToReader =
  { kind: 'chunk'; bytes: Uint8Array } | { kind: 'end' } | { kind: 'streamError'; message: string };
