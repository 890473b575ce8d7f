import { describe, expect, it } from 'vitest';
import { csvText } from '../../domain/csvEncoding';

const MB = 1 << 20;

describe('csvText', () => {
  it('decodes a character whose bytes straddle two slices', async () => {
    const bytes = new Uint8Array(MB + 1).fill(0x61);
    bytes.set([0xc3, 0xa9], MB - 1);
    const text = await csvText(bytes);
    expect(text).toHaveLength(MB);
    expect(text.slice(MB - 2)).toBe('aé');
  });

  it('reads Windows-1252 when a later slice is not UTF-8, and leaves out a UTF-8 byte order mark', async () => {
    const latin = new Uint8Array(2 * MB + 1).fill(0x61);
    latin[2 * MB] = 0xe9;
    expect((await csvText(latin)).slice(-2)).toBe('aé');
    expect(await csvText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
  });

  it('lets the event loop run while it reads a large file', async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    await csvText(new Uint8Array(3 * MB).fill(0x61));
    expect(timerRan).toBe(true);
  });
});
