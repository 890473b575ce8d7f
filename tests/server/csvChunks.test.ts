import { describe, expect, it } from 'vitest';
import { csvChunks } from '../../server/services/csvChunks.js';

/** `text` cut into pieces of `size` characters, as a file read a piece at a time gives it. */
async function* piecesOf(text: string, size: number) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

const rowsOf = async (text: string, size: number) => {
  const chunks: string[][][] = [];
  for await (const chunk of csvChunks(piecesOf(text, size))) chunks.push(chunk);
  return chunks;
};

describe('CSV read a piece at a time', () => {
  it('gives every row once, whole, when a quoted cell or a line break falls across pieces', async () => {
    const text = 'orderId,reason\r\n1,"too\r\nsmall, really"\r\n\r\n2,"say ""big"""\r\n3,last';
    const rows = [
      ['orderId', 'reason'],
      ['1', 'too\r\nsmall, really'],
      ['2', 'say "big"'],
      ['3', 'last'],
    ];
    for (const size of [1, 2, 7, 16]) {
      const chunks = await rowsOf(text, size);
      expect(chunks.length).toBeGreaterThan(2);
      expect(chunks.flat()).toEqual(rows);
    }
    // Whole in one piece: its last row waits for the end of the text.
    expect(await rowsOf(text, text.length)).toEqual([rows.slice(0, 3), rows.slice(3)]);
    expect((await rowsOf(`${text}\r\n`, 5)).flat()).toEqual(rows);
  });

  it("takes the line break from the text's first one, and a semicolon when the file is separated by them", async () => {
    expect((await rowsOf('a;b\rc;d\re;f', 3)).flat()).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
    expect((await rowsOf('a,b\nc,"1\r\n2"\n', 4)).flat()).toEqual([
      ['a', 'b'],
      ['c', '1\r\n2'],
    ]);
  });

  it('reads a piece only when the rows before are taken, and stops when the reader stops', async () => {
    const text = Array.from({ length: 100 }, (_, n) => `row-${n}`).join('\n');
    let given = 0;
    const counted = async function* () {
      for await (const piece of piecesOf(text, 50)) {
        given += 1;
        yield piece;
      }
    };
    let read = 0;
    for await (const chunk of csvChunks(counted())) {
      read += chunk.length;
      if (read >= 10) break;
    }
    expect(read).toBeLessThan(20);
    expect(given).toBeLessThan(5);
    expect(await rowsOf('', 5)).toEqual([]);
  });
});
