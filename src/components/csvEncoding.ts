/** The encodings a CSV file is read in: UTF-8, else Excel's default on Portuguese (and Western) Windows. */
export type CsvEncoding = 'utf-8' | 'windows-1252';

const CHUNK = 1024 * 1024;

/**
 * UTF-8 when the whole file is valid UTF-8 (with or without a byte order mark), else Windows-1252, in
 * which every byte is a character. Read in chunks, so a large file never sits in memory whole.
 */
export async function detectCsvEncoding(file: Blob): Promise<CsvEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let start = 0; start < file.size; start += CHUNK) {
      const bytes = new Uint8Array(await file.slice(start, start + CHUNK).arrayBuffer());
      decoder.decode(bytes, { stream: start + CHUNK < file.size });
    }
    if (file.size === 0) decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}
