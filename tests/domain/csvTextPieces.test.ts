import { describe, expect, it } from 'vitest';
import { csvTextPieces } from '../../domain/csvEncoding';

/** The text of `pieces` read through csvTextPieces, piece by piece, and how many times it opened them. */
async function read(pieces: Uint8Array[]) {
  let opened = 0;
  const open = async function* () {
    opened += 1;
    yield* pieces;
  };
  const texts: string[] = [];
  for await (const text of csvTextPieces(open)) texts.push(text);
  return { texts, opened };
}

const bytes = (...values: number[]) => new Uint8Array(values);

describe('csvTextPieces', () => {
  it('gives a character whose bytes straddle two pieces whole, in the later piece', async () => {
    const { texts, opened } = await read([bytes(0x61, 0xc3), bytes(0xa9, 0x62)]);
    expect(texts).toEqual(['a', 'éb']);
    expect(opened).toBe(2);
  });

  it('reads Windows-1252 when a later piece is not UTF-8, and leaves out a UTF-8 byte order mark', async () => {
    expect((await read([bytes(0x61, 0x62), bytes(0x61, 0xe9)])).texts.join('')).toBe('abaé');
    expect((await read([bytes(0xef, 0xbb), bytes(0xbf, 0x61)])).texts.join('')).toBe('a');
  });

  it('gives no piece for an empty file', async () => {
    expect((await read([])).texts).toEqual([]);
  });
});
