import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { markItemsReturned, returnCandidates } from '../repositories/orders.js';
import { addReturnsProgress, returnsJobRequest, storeReturnsResult } from '../repositories/returnsJobs.js';
import {
  decideReturnRow,
  keyColumnOf,
  returnDateOf,
  returnsColumnOf,
  type ReturnCandidate,
  type ReturnsRow,
} from '../../domain/returnsFile.js';
import {
  RETURNS_FILE_COLUMNS,
  RETURNS_RESULT_COLUMNS,
  type ReturnOutcome,
  type ReturnsFileColumn,
  type ReturnsSummary,
  type ReturnsUploadOptions,
} from '../../contract/returns.js';
import { csvLine } from './csv.js';
import { csvChunks } from './csvChunks.js';
import { writeExportFile, exportDirOf, type ExportFile } from './exportFile.js';
import { sendMail, type MailConfig } from './mail.js';

/** Rows matched and recorded per transaction. */
export const RETURNS_BATCH_ROWS = 1000;

/** A claimed returns job, as the feed worker hands it over. */
export interface ReturnsJobArgs {
  id: number;
  tenantId: number;
  file: Buffer;
  signal: AbortSignal;
}
export type ReturnsRunner = (job: ReturnsJobArgs) => Promise<void>;

/** The template a store fills: the header and one example row per way of naming the product. */
export const returnsTemplateCsv = () =>
  [
    csvLine(RETURNS_FILE_COLUMNS),
    csvLine(['1001', '5521', '', 'M', 'SMALL', '2026-03-14']),
    csvLine(['1002', '', 'BLU-AZ-G', 'G', 'too big', '']),
  ].join('\r\n') + '\r\n';

type Counts = { rows: number; returned: number; alreadyReturned: number; invalid: number };

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

/**
 * Matches one batch of rows to the store's order items and records the returns, in one transaction
 * with the job's counts; answers each row's result cells (outcome, outcome reason).
 */
async function recordBatch(
  db: Db,
  job: { id: number; tenantId: number },
  rows: ReturnsRow[],
  options: ReturnsUploadOptions,
  now: Date,
): Promise<{ outcome: ReturnOutcome; detail: string }[]> {
  return db.transaction().execute(async (trx) => {
    const orderIds = [...new Set(rows.map((row) => (row.orderId ?? '').trim()).filter(Boolean))];
    const byOrder = new Map<string, ReturnCandidate[]>();
    for (const item of await returnCandidates(trx, job.tenantId, orderIds)) {
      const list = byOrder.get(item.orderId) ?? [];
      list.push(item);
      byOrder.set(item.orderId, list);
    }
    const decisions = rows.map((row) => {
      const orderId = (row.orderId ?? '').trim();
      const decision = decideReturnRow(row, byOrder.get(orderId), options);
      if (decision.outcome !== 'returned') return { orderId, decision };
      const at = returnDateOf(row.returnDate, now);
      if (at === null) {
        return { orderId, decision: { outcome: 'invalid', detail: 'returnDate is not a date (YYYY-MM-DD)' } as const };
      }
      // A later row of this file naming the same item finds it returned.
      byOrder.get(orderId)!.find((item) => item.id === decision.itemId)!.returned = true;
      return { orderId, decision, at };
    });
    const changed = await markItemsReturned(
      trx,
      job.tenantId,
      decisions.flatMap(({ orderId, decision, at }) =>
        decision.outcome === 'returned' && at
          ? [{ orderId, itemId: decision.itemId, reason: decision.reason, at }]
          : [],
      ),
    );
    const counts: Counts = { rows: rows.length, returned: 0, alreadyReturned: 0, invalid: 0 };
    const results = decisions.map(({ decision }) => {
      // Returned meanwhile by another request: already returned.
      const outcome: ReturnOutcome =
        decision.outcome === 'returned' && !changed.has(decision.itemId) ? 'already returned' : decision.outcome;
      if (outcome === 'returned') counts.returned += 1;
      else if (outcome === 'already returned') counts.alreadyReturned += 1;
      else counts.invalid += 1;
      return { outcome, detail: 'detail' in decision ? decision.detail : decision.reason };
    });
    await addReturnsProgress(trx, job.id, counts);
    return results;
  });
}

/**
 * Reads a returns file a chunk of rows at a time (never the whole file parsed at once), records its
 * returns batch by batch and writes the result file (every input row, its outcome and the reason)
 * under `tempRoot`. Answers the counts and the written result.
 */
export async function processReturnsFile(
  db: Db,
  job: ReturnsJobArgs & { options: ReturnsUploadOptions; tempRoot: string; now?: Date },
): Promise<{ summary: ReturnsSummary; result: ExportFile }> {
  const now = job.now ?? new Date();
  const summary: ReturnsSummary = { inserted: 0, alreadyReturned: 0, invalid: 0, total: 0 };
  let columns: (ReturnsFileColumn | undefined)[] | null = null;
  const recorded = async (batch: string[][]) => {
    job.signal.throwIfAborted();
    const rows = batch.map((cells) => rowOf(cells, columns!));
    const results = await recordBatch(db, job, rows, job.options, now);
    const lines = batch.map((cells, i) => csvLine([...cells, results[i]!.outcome, results[i]!.detail]));
    for (const result of results) {
      summary.total += 1;
      if (result.outcome === 'returned') summary.inserted += 1;
      else if (result.outcome === 'already returned') summary.alreadyReturned += 1;
      else summary.invalid += 1;
    }
    return lines.join('\r\n') + '\r\n';
  };
  async function* resultLines(): AsyncGenerator<string> {
    for await (const chunk of csvChunks(job.file.toString('utf8'))) {
      let start = 0;
      if (columns === null && chunk.length > 0) {
        const header = chunk[0]!;
        columns = columnsOf(header, job.options);
        start = 1;
        yield (
          csvLine([
            ...header.map((cell, i) => (i === 0 ? cell.replace(/^\uFEFF/, '') : cell)),
            ...RETURNS_RESULT_COLUMNS,
          ]) + '\r\n'
        );
      }
      for (let at = start; at < chunk.length; at += RETURNS_BATCH_ROWS) {
        yield await recorded(chunk.slice(at, Math.min(chunk.length, at + RETURNS_BATCH_ROWS)));
      }
    }
    if (columns === null) throw new Error('The file is empty: it needs a header line and rows.');
  }
  const result = await writeExportFile(resultLines(), job.tempRoot, `returns-${job.id}.csv`);
  return { summary, result };
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
    const { summary, result } = await processReturnsFile(db, {
      ...job,
      options,
      tempRoot: exportDirOf(config.dataDir),
    });
    try {
      await storeReturnsResult(db, job.id, await readFile(result.path));
      if (request.email) {
        await sendMail(
          config,
          {
            to: request.email,
            subject: 'Provador: your returns file was processed',
            text:
              `Rows read: ${summary.total}. Returns recorded: ${summary.inserted}. ` +
              `Already returned: ${summary.alreadyReturned}. Not recorded: ${summary.invalid}. ` +
              'The attached file lists every row with its outcome.',
            attachments: [{ filename: returnsResultName(job.id), path: result.path }],
          },
          log,
        ).catch((error: unknown) => log.error({ err: error }, 'could not mail the returns result'));
      }
    } finally {
      await result.remove();
    }
  };
}
