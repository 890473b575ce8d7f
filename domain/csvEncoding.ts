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

/**
 * A CSV file's text a piece at a time, in the encoding `csvEncodingOf` finds (a UTF-8 byte order mark left out).
 * `open` gives the file's bytes from the start each time it is called: once to find the encoding, once to decode
 * them. A character whose bytes two pieces share comes whole in the later piece.
 */
export async function* csvTextPieces(open: () => AsyncIterable<Uint8Array>): AsyncGenerator<string, void> {
  const decoder = new TextDecoder(await csvEncodingOf(open()));
  for await (const bytes of open()) {
    const text = decoder.decode(bytes, { stream: true });
    if (text !== '') yield text;
  }
  const last = decoder.decode();
  if (last !== '') yield last;
}
