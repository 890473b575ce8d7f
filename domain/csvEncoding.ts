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

/** Bytes decoded between two turns of the event loop when a whole file is read. */
const SLICE_BYTES = 1 << 20;

/**
 * The file's bytes a slice at a time, letting the event loop run between two slices: decoding a 100 MB file at
 * once holds a server's every request for seconds.
 */
async function* slicesOf(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    if (at > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    yield bytes.subarray(at, at + SLICE_BYTES);
  }
}

/** A whole CSV file as text, in the encoding `csvEncodingOf` finds (a UTF-8 byte order mark left out). */
export async function csvText(bytes: Uint8Array): Promise<string> {
  const decoder = new TextDecoder(await csvEncodingOf(slicesOf(bytes)));
  const parts: string[] = [];
  for await (const slice of slicesOf(bytes)) parts.push(decoder.decode(slice, { stream: true }));
  parts.push(decoder.decode());
  return parts.join('');
}
