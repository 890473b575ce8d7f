import Papa from 'papaparse';

/** The text's line break, from its first one (papaparse would guess it from the first piece alone). */
function lineBreakOf(text: string): '\r\n' | '\n' | '\r' {
  const lf = text.indexOf('\n');
  if (lf > 0 && text[lf - 1] === '\r') return '\r\n';
  if (lf < 0 && text.includes('\r')) return '\r';
  return '\n';
}

/** Characters read before the line break is taken from them when none of them is a line feed. */
const LINE_BREAK_SCAN_CHARS = 1 << 20;

/**
 * papaparse's parser of a text that comes in pieces, as its own streaming input uses it: each call parses the
 * rows a piece completes and answers where the row left unfinished starts (`meta.cursor`). Its type declarations
 * leave it out.
 */
interface PieceParser {
  parse(input: string, baseIndex: number, ignoreLastRow: boolean): Papa.ParseResult<string[]>;
}
const { ParserHandle } = Papa as unknown as { ParserHandle: new (config: Papa.ParseConfig) => PieceParser };

/**
 * The rows of a CSV text given a piece at a time (`csvTextPieces`): the rows each piece completes, as the pieces
 * come, so only a piece of the text and its rows are held at once whatever the file's length. A row a piece ends
 * inside (in a quoted cell, say) waits for the next piece. The line break is the text's first one. Blank lines
 * are skipped.
 */
export async function* csvChunks(pieces: AsyncIterable<string>): AsyncGenerator<string[][], void> {
  let parser: PieceParser | undefined;
  // The text not parsed yet: the start of an unfinished row, or what came before the line break was known.
  let rest = '';
  // Where `rest` starts in the whole text.
  let restAt = 0;
  const parse = (text: string, last: boolean) => {
    parser ??= new ParserHandle({ newline: lineBreakOf(text), skipEmptyLines: 'greedy' });
    const results = parser.parse(text, restAt, !last);
    rest = last ? '' : text.slice(results.meta.cursor - restAt);
    restAt = results.meta.cursor;
    return results.data;
  };
  for await (const piece of pieces) {
    const text = rest + piece;
    if (!parser && !text.includes('\n') && text.length < LINE_BREAK_SCAN_CHARS) {
      rest = text;
      continue;
    }
    const rows = parse(text, false);
    if (rows.length > 0) yield rows;
  }
  if (rest === '') return;
  const rows = parse(rest, true);
  if (rows.length > 0) yield rows;
}
