/** The encodings a CSV file is read in: UTF-8, else Excel's default on Portuguese (and Western) Windows. */
export type CsvEncoding = 'utf-8' | 'windows-1252';

/**
 * UTF-8 when all the file's bytes, given in order, are valid UTF-8 (with or without a byte order mark), else
 * Windows-1252, in which every byte is a character. The CSV import of the products and the returns file both
 * read a file this way, so a file saved by Excel reads the same in both.
 */
export async function csvEncodingOf(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<CsvEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const bytes of chunks) decoder.decode(bytes, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** A whole CSV file as text, in the encoding `csvEncodingOf` finds (a UTF-8 byte order mark left out). */
export async function csvText(bytes: Uint8Array): Promise<string> {
  return new TextDecoder(await csvEncodingOf([bytes])).decode(bytes);
}
