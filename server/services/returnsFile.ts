import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { csvTextPieces } from '../../domain/csvEncoding.js';
import type { Db } from '../db/connection.js';
import { uploadedStream, type StoredFile } from '../http/storedUploads.js';
import { returnCandidates } from '../repositories/orders.js';
import {
  insertReturnsResultPart,
  recordReturnsBatch,
  returnsJobProgress,
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
import { csvLine } from './csv.js';
import { csvChunks } from './csvChunks.js';
import { sendMail, type MailConfig } from './mail.js';

/** Rows matched and recorded per transaction. */
export const RETURNS_BATCH_ROWS = 1000;

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

type BatchResult = { outcome: ReturnOutcome; detail: ReturnsDetail | ReturnReason };

/** Each row's decision among the items of its order (`candidates`: the batch's orders' items, as read). */
function decideBatch(
  rows: ReturnsRow[],
  candidates: (ReturnCandidate & { orderId: string })[],
  options: ReturnsUploadOptions,
  now: Date,
) {
  const byOrder = new Map<string, ReturnCandidate[]>();
  for (const item of candidates) {
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
    // A later row of this batch naming the same item finds it returned.
    byOrder.get(orderId)!.find((item) => item.id === decision.itemId)!.returned = true;
    return { orderId, decision, at };
  });
}

/**
 * Records one batch's returns, adds its counts to the job and writes the batch's part of the result file
 * (its rows with their outcome and reason), in one transaction; answers the batch's counts. A return
 * whose item was returned since its candidates were read (by an earlier batch of the file, or another
 * request) is "already returned".
 */
async function recordBatch(
  db: Db,
  job: { id: number; tenantId: number },
  batch: { firstRow: number; cells: string[][] },
  decisions: ReturnType<typeof decideBatch>,
  cellsOf: (result: BatchResult) => string[],
): Promise<BatchResult[]> {
  const returns = decisions.flatMap(({ orderId, decision, at }) =>
    decision.outcome === 'returned' && at ? [{ orderId, itemId: decision.itemId, reason: decision.reason, at }] : [],
  );
  const count = (outcome: ReturnOutcome) => decisions.filter(({ decision }) => decision.outcome === outcome).length;
  const alreadyReturned = count('already returned');
  return db.transaction().execute(async (trx) => {
    const changed = await recordReturnsBatch(trx, job, returns, {
      rows: decisions.length,
      alreadyReturned,
      invalid: decisions.length - returns.length - alreadyReturned,
    });
    const results = decisions.map(({ decision }) => ({
      outcome: decision.outcome === 'returned' && !changed.has(decision.itemId) ? 'already returned' : decision.outcome,
      detail: 'detail' in decision ? decision.detail : decision.reason,
    }));
    const lines = batch.cells.map((cells, i) => csvLine([...cells, ...cellsOf(results[i]!)]) + '\r\n');
    await insertReturnsResultPart(trx, job.id, batch.firstRow, lines.join(''));
    return results;
  });
}

/**
 * Reads a returns file a piece at a time, uncompressing and parsing each piece as it comes (the file is held
 * whole only compressed, as it waits in the job), and records its returns batch by batch, each batch in one
 * transaction with its counts on the job and its part of the result file (every input row, its outcome and the
 * reason). Answers the job's counts. A job run again after a cut (lost connection, crash) goes on after the rows
 * its committed batches hold. The read of a batch's orders' items is made while the batch before is being
 * written; writes run one after the other in the file's order, so of two rows naming the same item the first is
 * returned and the later already returned, whatever their batches.
 */
export async function processReturnsFile(
  db: Db,
  job: ReturnsJobArgs & {
    options: ReturnsUploadOptions;
    /** The store's language, in which the outcome and reason cells are written. */
    language: string;
    now?: Date;
    batchRows?: number;
  },
): Promise<ReturnsSummary> {
  const now = job.now ?? new Date();
  const batchRows = job.batchRows ?? RETURNS_BATCH_ROWS;
  const texts = returnsResultTexts(job.language);
  const cellsOf = ({ outcome, detail }: BatchResult) => [texts.outcomes[outcome], reasonCell(texts, detail)];
  const summary: ReturnsSummary = await returnsJobProgress(db, job.id);
  // Data rows already recorded by an earlier run of this job.
  const done = summary.total;
  let columns: (ReturnsFileColumn | undefined)[] | null = null;
  // The batch being written, settled once its transaction committed.
  let writing: Promise<void> | undefined;
  const startBatch = (firstRow: number, cells: string[][]): Promise<void> => {
    const rows = cells.map((row) => rowOf(row, columns!));
    const orderIds = [...new Set(rows.map((row) => (row.orderId ?? '').trim()).filter(Boolean))];
    const candidates = returnCandidates(db, job.tenantId, orderIds);
    const written = Promise.all([candidates, writing]).then(async ([items]) => {
      job.signal.throwIfAborted();
      const results = await recordBatch(
        db,
        job,
        { firstRow, cells },
        decideBatch(rows, items, job.options, now),
        cellsOf,
      );
      for (const result of results) {
        summary.total += 1;
        if (result.outcome === 'returned') summary.inserted += 1;
        else if (result.outcome === 'already returned') summary.alreadyReturned += 1;
        else summary.invalid += 1;
      }
    });
    // Awaited by the next batch or the end; a failure meanwhile must not go unhandled.
    written.catch(() => undefined);
    return written;
  };
  // Data rows of the file before the chunk being read.
  let seen = 0;
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
    for (let at = header + Math.max(0, Math.min(rows, done - seen)); at < chunk.length; at += batchRows) {
      job.signal.throwIfAborted();
      const previous = writing;
      writing = startBatch(seen + at - header + 1, chunk.slice(at, Math.min(chunk.length, at + batchRows)));
      await previous;
    }
    seen += rows;
  }
  await writing;
  if (columns === null) throw new Error('The file is empty: it needs a header line and rows.');
  return summary;
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
