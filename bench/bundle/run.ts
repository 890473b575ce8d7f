// Bundle budget (docs: ARCHITECTURE.md, Budgets): Provador's initial JavaScript compared with a bare
// react-admin app of the same installed versions, the size of each lazily loaded chunk, and the fitting-room
// script that stores' pages load.
// Prints numbers only; the budgets are goals to report, not assertions.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { LOCALES } from '../../src/i18n/messages/types.js';
import { measureBuild, type BundleSizes } from './manifestSize.js';
import { fittingRoomPath } from '../../domain/storefrontSnippet.js';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const work = join(here, '.work');
const INITIAL_GOAL_KIB = 40;
const LAZY_GOAL_KIB = 60;
const LAZY_SHOWN = 10;
const FITTING_ROOM_GOAL_KIB = 15;

async function buildAndMeasure(outDir: string, config: InlineConfig): Promise<BundleSizes> {
  await build({
    ...config,
    mode: 'production',
    // Rollup's chunking warnings are for whoever tunes the build; this report prints sizes only.
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 100_000 },
  });
  return measureBuild(outDir);
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(1).padStart(8);

function printReport(app: BundleSizes, bare: BundleSizes): void {
  const difference = app.initialGzipBytes - bare.initialGzipBytes;
  console.log('\nInitial JS (entry + static imports), KiB gzip -9');
  console.log(`  Provador app      ${kib(app.initialGzipBytes)}   ${app.initial.length} chunk(s)`);
  console.log(`  bare react-admin  ${kib(bare.initialGzipBytes)}   ${bare.initial.length} chunk(s)`);
  console.log(`  difference        ${kib(difference)}   goal <= ${INITIAL_GOAL_KIB}`);
  console.log(
    `\nLargest lazy chunks of the app (${app.lazy.length} in all), KiB gzip -9, goal each <= ${LAZY_GOAL_KIB}`,
  );
  for (const chunk of app.lazy.slice(0, LAZY_SHOWN)) console.log(`  ${kib(chunk.gzipBytes)}   ${chunk.source}`);
  if (app.lazy.length === 0) console.log('  (none)');
  console.log(
    '\nTexts of each language (its chunk + chunks only it needs), KiB gzip -9; the chosen one loads before first render',
  );
  for (const locale of LOCALES) {
    const chunks = app.onDemand(`src/i18n/${locale}.ts`);
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    console.log(
      `  ${locale.padEnd(5)} ${kib(total)}   ${chunks.map((chunk) => chunk.source).join(', ') || '(in the initial JS)'}`,
    );
  }
}

const bare = await buildAndMeasure(join(work, 'bare'), {
  root: join(here, 'bare'),
  configFile: false,
  plugins: [react()],
});
const app = await buildAndMeasure(join(work, 'app'), { root: repo, configFile: join(repo, 'vite.config.ts') });
printReport(app, bare);

// The fitting-room script, built beside the app (fittingRoomBuild.ts): what a store's product page downloads.
const fittingRoom = readFileSync(join(work, 'app', fittingRoomPath()));
console.log(
  `\nFitting-room script ${fittingRoomPath()}, KiB gzip -9\n  ${kib(gzipSync(fittingRoom, { level: 9 }).length)}   ` +
    `goal <= ${FITTING_ROOM_GOAL_KIB} (${(fittingRoom.length / 1024).toFixed(1)} KiB minified)`,
);
