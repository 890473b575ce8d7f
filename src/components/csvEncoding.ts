import { csvEncodingOf, type CsvEncoding } from '../../domain/csvEncoding';

export type { CsvEncoding };

const CHUNK = 1024 * 1024;

async function* chunksOf(file: Blob) {
  for (let start = 0; start < file.size; start += CHUNK) {
    yield new Uint8Array(await file.slice(start, start + CHUNK).arrayBuffer());
  }
}

/** The file's encoding (domain/csvEncoding.ts), read in chunks, so a large file never sits in memory whole. */
export const detectCsvEncoding = (file: Blob): Promise<CsvEncoding> => csvEncodingOf(chunksOf(file));
