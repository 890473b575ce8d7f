import Papa from 'papaparse';

/** Characters parsed at a time: about 25,000 rows of a returns file. */
export const CSV_CHUNK_CHARS = 1 << 20;

/** The text's line break, from its first one (papaparse would guess it from the first chunk alone). */
export function lineBreakOf(text: string): '\r\n' | '\n' | '\r' {
  const lf = text.indexOf('\n');
  if (lf > 0 && text[lf - 1] === '\r') return '\r\n';
  if (lf < 0 && text.includes('\r')) return '\r';
  return '\n';
}

/**
 * The rows of a CSV text, a chunk of rows at a time, parsed only as they are asked for (the parser is
 * paused between chunks), so only one chunk of rows is held at once whatever the file's length.
 * Papaparse's own parse of a string, chunk by chunk: its Node stream input re-reads the rest of a
 * chunk each time the reader applies backpressure, which made a 20,000-row file take seconds.
 * Blank lines are skipped.
 */
export function csvChunks(text: string, chunkChars = CSV_CHUNK_CHARS): AsyncIterable<string[][]> {
  return {
    [Symbol.asyncIterator]() {
      let parser: Papa.Parser | undefined;
      let settle: { resolve: (r: IteratorResult<string[][]>) => void; reject: (e: unknown) => void } | undefined;
      let done = false;
      const finish = () => {
        done = true;
        settle?.resolve({ value: undefined, done: true });
      };
      return {
        next: () =>
          new Promise<IteratorResult<string[][]>>((resolve, reject) => {
            if (done) return resolve({ value: undefined, done: true });
            settle = { resolve, reject };
            if (parser) return parser.resume();
            Papa.parse<string[]>(text, {
              chunkSize: chunkChars,
              newline: lineBreakOf(text),
              skipEmptyLines: 'greedy',
              chunk: (results: Papa.ParseResult<string[]>, handle: Papa.Parser) => {
                parser = handle;
                handle.pause();
                settle!.resolve({ value: results.data, done: false });
              },
              complete: finish,
              error: (error: unknown) => settle!.reject(error),
            });
            // An empty text calls neither chunk nor complete.
            if (!parser && !done) finish();
          }),
        return: async () => {
          if (!done) {
            done = true;
            parser?.abort();
          }
          return { value: undefined, done: true };
        },
      };
    },
  };
}
