import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { csvTextPieces } from '../../domain/csvEncoding.js';
import type { Db } from '../db/connection.js';
import { uploadedStream, type StoredFile } from '../http/storedUploads.js';
import { returnCandidates, type ItemReturn } from '../repositories/orders.js';
import {
  insertReturnsResultPart,
  recordReturnsBatch,
  returnsJobProgress,
  type ReturnsResultPart,
  returnsJobRequest,
  returnsResultParts,
} from '../repositories/returnsJobs.js';
import {
  decideReturnRow,
  keyColumnOf,
  returnDateOf,
  returnsColumnOf,
  type ReturnCandidate,
  type ReturnsDetail,
  type ReturnsRow,
} from '../../domain/returnsFile.js';
import { reasonCell, returnsResultTexts } from '../../domain/returnsResultTexts.js';
import type { ReturnReason } from '../../domain/enums.js';
import { type ReturnsSummary } from '../../contract/returns.js';
import {
  RETURNS_FILE_COLUMNS,
  RETURNS_RESULT_COLUMNS,
  type ReturnOutcome,
  type ReturnsFileColumn,
  type ReturnsUploadOptions,
} from '../../domain/returnsFile.js';
import { csvCell, csvLine } from './csv.js';
import { csvChunks } from './csvChunks.js';
import { sendMail, type MailConfig } from './mail.js';

/** Rows recorded per statement (a batch): fewer statements run the figures' triggers fewer times. */
export const RETURNS_BATCH_ROWS = 5000;
/**
 * Rows read and decided between two turns of the event loop: a batch is decided a slice at a time, so the
 * requests waiting on this process wait behind one slice's work, not a whole batch's.
 */
export const RETURNS_SLICE_ROWS = 1000;

/** A claimed returns job, as the feed worker hands it over. */
export interface ReturnsJobArgs {
  id: number;
  tenantId: number;
  /** The file as it waits in the job, read a piece at a time. */
  file: StoredFile;
  signal: AbortSignal;
}
export type ReturnsRunner = (job: ReturnsJobArgs) => Promise<void>;

/** A stored returns file's rows, a piece of the file at a time, as its job reads them. */
export const returnsFileChunks = (file: StoredFile) => csvChunks(csvTextPieces(() => uploadedStream(file)));

/** The template a store fills: the header and one example row per way of naming the product. */
export const returnsTemplateCsv = () =>
  [
    csvLine(RETURNS_FILE_COLUMNS),
    csvLine(['1001', '5521', '', 'M', 'SMALL', '2026-03-14']),
    csvLine(['1002', '', 'BLU-AZ-G', 'G', 'too big', '']),
  ].join('\r\n') + '\r\n';

// The header's cells as template columns; a column the processing type needs and the file lacks fails the job.
function columnsOf(header: string[], options: ReturnsUploadOptions): (ReturnsFileColumn | undefined)[] {
  const columns = header.map((cell, i) => returnsColumnOf(i === 0 ? cell.replace(/^\uFEFF/, '') : cell));
  const needed: ReturnsFileColumn[] = ['orderId', keyColumnOf(options)];
  if (!options.ignorePurchasedSize) needed.push('size');
  const missing = needed.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new Error(`The file's header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  }
  return columns;
}

const rowOf = (cells: string[], columns: (ReturnsFileColumn | undefined)[]): ReturnsRow => {
  const row: ReturnsRow = {};
  columns.forEach((column, i) => {
    if (column && row[column] === undefined) row[column] = cells[i];
  });
  return row;
};

type Decided = ReturnType<typeof decideSlice>[number];

/**
 * Each row's decision among the items of its order (`candidates`: the slice's orders' items, as read; `taken`: the
 * items earlier slices of its batch decided returned, which the batch's statement has not written yet).
 */
function decideSlice(
  rows: ReturnsRow[],
  candidates: (ReturnCandidate & { orderId: string })[],
  taken: ReadonlySet<number>,
  options: ReturnsUploadOptions,
  now: Date,
) {
  const byOrder = new Map<string, ReturnCandidate[]>();
  for (const item of candidates) {
    if (taken.has(item.id)) item.returned = true;
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => {
    const orderId = (row.orderId ?? '').trim();
    const decision = decideReturnRow(row, byOrder.get(orderId), options);
    if (decision.outcome !== 'returned') return { orderId, decision };
    const at = returnDateOf(row.returnDate, now);
    if (at === null) {
      return { orderId, decision: { outcome: 'invalid', detail: { code: 'badDate' } } as const };
    }
    // A later row of this slice naming the same item finds it returned.
    byOrder.get(orderId)!.find((item) => item.id === decision.itemId)!.returned = true;
    return { orderId, decision, at };
  });
}

/** A batch as its statement writes it: its returns, its counts and its part of the result file. */
interface Batch {
  returns: ItemReturn[];
  /** The items of `returns`. */
  taken: Set<number>;
  counts: { rows: number; alreadyReturned: number; invalid: number };
  part: ReturnsResultPart;
}

const newBatch = (firstRow: number): Batch => ({
  returns: [],
  taken: new Set(),
  counts: { rows: 0, alreadyReturned: 0, invalid: 0 },
  part: { firstRow, pieces: [], returnedItems: [], alreadyLines: [] },
});

/** Adds a decided slice (the rows after the batch's) to its batch: returns, counts and the result file's lines. */
function addSlice(batch: Batch, cells: string[][], decisions: Decided[], texts: ReturnType<typeof returnsResultTexts>) {
  const { part, counts } = batch;
  const piece = (text: string, item: number | null = null, already: string | null = null) => {
    part.pieces.push(text);
    part.returnedItems.push(item);
    part.alreadyLines.push(already);
  };
  // Rows not decided returned are written as decided, consecutive ones as one piece.
  let run = '';
  decisions.forEach(({ orderId, decision, at }, i) => {
    // The row's own cells, then its outcome and reason (csvLine joins cells with commas; a row has one at least).
    const line = (outcome: ReturnOutcome, detail: ReturnsDetail | ReturnReason) =>
      `${csvLine(cells[i]!)},${csvCell(texts.outcomes[outcome])},${csvCell(reasonCell(texts, detail))}\r\n`;
    counts.rows += 1;
    if (decision.outcome !== 'returned' || !at) {
      if (decision.outcome === 'already returned') counts.alreadyReturned += 1;
      else counts.invalid += 1;
      run += line(decision.outcome, 'detail' in decision ? decision.detail : decision.reason);
      return;
    }
    batch.returns.push({ orderId, itemId: decision.itemId, reason: decision.reason, at });
    batch.taken.add(decision.itemId);
    if (run !== '') piece(run);
    run = '';
    piece(line('returned', decision.reason), decision.itemId, line('already returned', decision.reason));
  });
  if (run !== '') piece(run);
}

/**
 * Reads a returns file a piece at a time, uncompressing and parsing each piece as it comes (the file is held
 * whole only compressed, as it waits in the job), and records its returns batch by batch, each batch in one
 * statement with its counts on the job and its part of the result file (every input row, its outcome and the
 * reason). Answers the job's counts. A job run again after a cut (lost connection, crash) goes on after the rows
 * its committed batches hold. A batch's rows are decided a slice at a time (its orders' items read, its rows
 * decided), giving the event loop a turn between two slices, while the batch before is being written, so the
 * database writes one batch after the other without waiting; writes run in the file's
 * order, so of two rows naming the same item the first is returned and the later already returned, whatever
 * their batches (a return whose item an earlier batch took is counted and written as already returned by its
 * statement).
 */
export async function processReturnsFile(
  db: Db,
  job: ReturnsJobArgs & {
    options: ReturnsUploadOptions;
    /** The store's language, in which the outcome and reason cells are written. */
    language: string;
    now?: Date;
    batchRows?: number;
    sliceRows?: number;
  },
): Promise<ReturnsSummary> {
  const now = job.now ?? new Date();
  const batchRows = job.batchRows ?? RETURNS_BATCH_ROWS;
  const sliceRows = Math.min(batchRows, job.sliceRows ?? RETURNS_SLICE_ROWS);
  const texts = returnsResultTexts(job.language);
  // Data rows already recorded by an earlier run of this job.
  const { total: done } = await returnsJobProgress(db, job.id);
  let columns: (ReturnsFileColumn | undefined)[] | null = null;
  // The batch being written, settled once its statement committed.
  let writing: Promise<void> = Promise.resolve();
  // The batch being decided, a slice at a time.
  let batch = null as Batch | null;
  const decide = async (firstRow: number, cells: string[][]) => {
    const rows = cells.map((row) => rowOf(row, columns!));
    const orderIds = [...new Set(rows.map((row) => (row.orderId ?? '').trim()).filter(Boolean))];
    const candidates = await returnCandidates(db, job.tenantId, orderIds);
    batch ??= newBatch(firstRow);
    addSlice(batch, cells, decideSlice(rows, candidates, batch.taken, job.options, now), texts);
  };
  /** Sends the batch decided so far once the one before committed. */
  const write = async () => {
    if (!batch) return;
    const { returns, counts, part } = batch;
    batch = null;
    await writing;
    writing = (async () => {
      job.signal.throwIfAborted();
      await recordReturnsBatch(db, job, returns, counts, part);
    })();
    // Awaited before the next batch's write or at the end; a failure meanwhile must not go unhandled.
    writing.catch(() => undefined);
  };
  // Data rows of the file before the chunk being read.
  let seen = 0;
  try {
    for await (const chunk of returnsFileChunks(job.file)) {
      let header = 0;
      if (columns === null && chunk.length > 0) {
        const cells = chunk[0]!.map((cell, i) => (i === 0 ? cell.replace(/^\uFEFF/, '') : cell));
        columns = columnsOf(cells, job.options);
        header = 1;
        await insertReturnsResultPart(db, job.id, 0, csvLine([...cells, ...RETURNS_RESULT_COLUMNS]) + '\r\n');
      }
      const rows = chunk.length - header;
      // Rows an earlier run recorded are passed over; chunk[at] is data row seen + at - header + 1.
      for (let at = header + Math.max(0, Math.min(rows, done - seen)); at < chunk.length;) {
        // Requests waiting on this process are served between two slices' work.
        await nextTurn();
        job.signal.throwIfAborted();
        const room = batchRows - (batch?.counts.rows ?? 0);
        const end = Math.min(chunk.length, at + Math.min(sliceRows, room));
        await decide(seen + at - header + 1, chunk.slice(at, end));
        if (batch!.counts.rows >= batchRows) await write();
        at = end;
      }
      seen += rows;
    }
    await write();
  } finally {
    // Nothing is left writing once the job ends, whatever happened.
    await writing.catch(() => undefined);
  }
  await writing;
  if (columns === null) throw new Error('The file is empty: it needs a header line and rows.');
  // The counts its batches recorded, with those of earlier runs.
  return returnsJobProgress(db, job.id);
}

export const returnsResultName = (jobId: number) => `returns-result-${jobId}.csv`;

/**
 * The feed worker's runner for returns jobs: processes the file, keeps the result on the job and mails
 * it to who sent the file (SMTP_URL, or the outbox). A mail that cannot be sent is logged; the result
 * stays downloadable.
 */
export function returnsFileRunner(db: Db, config: MailConfig, log: FastifyBaseLogger): ReturnsRunner {
  return async (job) => {
    const request = await returnsJobRequest(db, job.id);
    if (!request) throw new Error('The returns job no longer exists.');
    const options = request.options as ReturnsUploadOptions;
    const texts = returnsResultTexts(request.language);
    const summary = await processReturnsFile(db, { ...job, options, language: request.language });
    if (!request.email) return;
    await sendMail(
      config,
      {
        to: request.email,
        subject: texts.subject,
        text: texts.body(summary),
        attachments: [{ filename: returnsResultName(job.id), content: Readable.from(returnsResultParts(db, job.id)) }],
      },
      log,
    ).catch((error: unknown) => log.error({ err: error }, 'could not mail the returns result'));
  };
}
