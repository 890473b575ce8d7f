import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this the headers weigh more than what compression saves.
const MIN_BYTES = 1024;

/**
 * Writes a .br (brotli, best) and a .gz (gzip -9) copy beside every text file of the build, once, so
 * the server sends them without compressing per request (@fastify/static `preCompressed`). A copy that
 * would not be smaller is not written, and the original is sent.
 */
export function precompress(): Plugin {
  return {
    name: 'provador-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => writeCompressedCopies(join(dir, name))));
    },
  };
}

/** Writes the .br and .gz copies of one built file (when they are smaller than it). */
export async function writeCompressedCopies(path: string): Promise<void> {
  const original = await readFile(path);
  if (original.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipped(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < original.length) await writeFile(`${path}.br`, br);
  if (gz.length < original.length) await writeFile(`${path}.gz`, gz);
}
