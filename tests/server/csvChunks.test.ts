import { describe, expect, it } from 'vitest';
import { csvChunks } from '../../server/services/csvChunks.js';

const rowsOf = async (text: string, chunkChars?: number) => {
  const chunks: string[][][] = [];
  for await (const chunk of csvChunks(text, chunkChars)) chunks.push(chunk);
  return chunks;
};

describe('CSV read a chunk of rows at a time', () => {
  it('gives every row once, whole, when a quoted cell or a line break falls across chunks', async () => {
    const text = 'orderId,reason\r\n1,"too\r\nsmall, really"\r\n\r\n2,"say ""big"""\r\n3,last';
    const chunks = await rowsOf(text, 7);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.flat()).toEqual([
      ['orderId', 'reason'],
      ['1', 'too\r\nsmall, really'],
      ['2', 'say "big"'],
      ['3', 'last'],
    ]);
    expect((await rowsOf(text)).flat()).toEqual(chunks.flat());
  });

  it('parses a chunk only when it is asked for, and stops when the reader stops', async () => {
    const text = Array.from({ length: 100 }, (_, n) => `row-${n}`).join('\n');
    let read = 0;
    for await (const chunk of csvChunks(text, 50)) {
      read += chunk.length;
      if (read >= 10) break;
    }
    expect(read).toBeLessThan(20);
    expect(await rowsOf('')).toEqual([[]]);
  });
});
