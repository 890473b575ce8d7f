import Papa from 'papaparse';
import type { DetailCode, DetailParams } from '../../domain/errorCodes';
import type { CsvEncoding } from './csvEncoding';

/** One CSV row as the API takes it: the cells of the known columns and where the row starts in the file. */
export type CsvRow = { line: number } & Record<string, string | number>;

/** A row the server refused: its line, the column at fault and why (domain/errorCodes.ts). */
export interface CsvRowError {
  line: number;
  field: string;
  code?: DetailCode;
  message: string;
  params?: DetailParams;
}

export interface CsvImportSummary {
  inserted: number;
  updated: number;
  unchanged: number;
  errors: CsvRowError[];
}

type Cells = Record<string, unknown>;
type OnRow = (cells: Cells, line: number, parser: Papa.Parser, headers: readonly string[]) => void;

export const isCsvFile = (file: File) => /\.csv$/i.test(file.name);

const newlines = (text: string) => text.match(/\n/g)?.length ?? 0;

/**
 * Streams the file row by row (it may hold hundreds of thousands). Line numbers count from the header
 * (line 1) and follow line breaks inside quoted cells, so they match what a spreadsheet shows; blank lines
 * are skipped but still counted.
 */
function parseRows(file: File, encoding: CsvEncoding, onRow: OnRow): Promise<void> {
  return new Promise((resolve, reject) => {
    let line = 2;
    Papa.parse<Cells>(file, {
      encoding,
      header: true,
      skipEmptyLines: false,
      transformHeader: (header) => header.trim(),
      step: (results, parser) => {
        const values = Object.values(results.data).filter((v): v is string => typeof v === 'string');
        const at = line;
        line += 1 + values.reduce((sum, value) => sum + newlines(value), 0);
        if (values.some((value) => value.trim() !== '')) onRow(results.data, at, parser, results.meta.fields ?? []);
      },
      complete: () => resolve(),
      error: (error) => reject(error),
    });
  });
}

/**
 * Keeps the columns the API knows (headers matched without regard to case). Every column of the file
 * travels, empty cells as "" (a short row's missing cells too): the server clears a value for an empty
 * cell and keeps it only for a column the file does not have.
 */
export function toCsvRow(cells: Cells, line: number, columns: readonly string[], headers: readonly string[]): CsvRow {
  const byHeader = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const row: CsvRow = { line };
  for (const header of headers) {
    const column = byHeader.get(header.toLowerCase());
    const value = cells[header];
    if (column) row[column] = typeof value === 'string' ? value.trim() : '';
  }
  return row;
}

export interface ImportOptions {
  columns: readonly string[];
  encoding: CsvEncoding;
  batchSize: number;
  send: (rows: CsvRow[]) => Promise<CsvImportSummary>;
  onProgress: (sent: number, total: number) => void;
  isCancelled: () => boolean;
}

const addUp = (into: CsvImportSummary, part: CsvImportSummary) => {
  into.inserted += part.inserted ?? 0;
  into.updated += part.updated ?? 0;
  into.unchanged += part.unchanged ?? 0;
  into.errors.push(...(part.errors ?? []));
};

/**
 * Counts the rows first (for the progress bar), then reads the file again and sends it in batches, one at a
 * time: the parser pauses while a batch is on its way, so memory holds one batch whatever the file size.
 */
export async function importCsv(file: File, options: ImportOptions): Promise<CsvImportSummary> {
  const { columns, encoding, batchSize, send, onProgress, isCancelled } = options;
  let total = 0;
  await parseRows(file, encoding, () => total++);
  onProgress(0, total);

  const summary: CsvImportSummary = { inserted: 0, updated: 0, unchanged: 0, errors: [] };
  let sent = 0;
  let failure: unknown;
  const flush = async (rows: CsvRow[]) => {
    addUp(summary, await send(rows));
    sent += rows.length;
    onProgress(sent, total);
  };

  let batch: CsvRow[] = [];
  let inFlight: Promise<unknown> = Promise.resolve();
  await parseRows(file, encoding, (cells, line, parser, headers) => {
    batch.push(toCsvRow(cells, line, columns, headers));
    if (batch.length < batchSize) return;
    const rows = batch;
    batch = [];
    parser.pause();
    inFlight = flush(rows).then(
      () => (isCancelled() ? parser.abort() : parser.resume()),
      (error) => {
        failure = error;
        parser.abort();
      },
    );
  });
  // The file may end while the last full batch is still on its way.
  await inFlight;
  if (failure) throw failure;
  if (batch.length > 0 && !isCancelled()) await flush(batch);
  return summary;
}
