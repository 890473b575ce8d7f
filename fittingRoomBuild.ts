import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { fittingRoomPath } from './domain/storefrontSnippet';
import { writeCompressedCopies } from './vitePrecompress';

const ENTRY = fileURLToPath(new URL('./fitting-room/main.ts', import.meta.url));

/**
 * Builds the fitting-room script (fitting-room/main.ts, no framework) into one minified file at its
 * versioned address under the web app's build folder, with its .br and .gz copies. A step of its own
 * (esbuild) after the web app's build: `vite build`, hence `npm run build` and `npm start`, run it.
 */
export async function buildFittingRoom(outDir: string): Promise<string> {
  const outfile = join(outDir, fittingRoomPath());
  await mkdir(join(outfile, '..'), { recursive: true });
  await build({
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    // Browsers of the last few years; older ones get no button rather than a broken page.
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'warning',
  });
  await writeCompressedCopies(outfile);
  return outfile;
}

export function fittingRoom(): Plugin {
  let outDir = 'dist';
  return {
    name: 'provador-fitting-room',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await buildFittingRoom(outDir);
    },
  };
}
