// Bytes the browser downloads to show the sign-in page of the built app (dist/), on a first visit and
// on a later one, measured in Debian's Chromium against the real server. Prints numbers only.
//   npx vite build && npm run bench:first-load
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/open.js';

const webDir = resolve('dist');
if (!existsSync(join(webDir, 'index.html'))) throw new Error('No build in dist/: run `npx vite build` first');
const dataDir = mkdtempSync(join(tmpdir(), 'provador-bench-first-load-'));
const handle = await openDatabase({ dataDir });
const { app } = await buildApp({ db: handle.db, config: { ...loadConfig({}), dataDir, webDir } });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

interface Visit {
  files: number;
  fromNetwork: number;
  bytes: number;
  encodings: Map<string, number>;
}

/** Loads the sign-in page and sums what came over the network (headers and bodies, as sent). */
async function visit(page: Page): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const result: Visit = { files: 0, fromNetwork: 0, bytes: 0, encodings: new Map() };
  cdp.on('Network.responseReceived', ({ response }) => {
    result.files++;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    const encoding =
      Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'none';
    result.encodings.set(String(encoding), (result.encodings.get(String(encoding)) ?? 0) + 1);
  });
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    if (encodedDataLength > 0) result.fromNetwork++;
    result.bytes += encodedDataLength;
  });
  await page.goto(base);
  await page.locator('input[type="email"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return result;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const context = await browser.newContext();
const first = await visit(await context.newPage());
const later = await visit(await context.newPage());
await browser.close();

const describe = (label: string, v: Visit) => {
  const encodings = [...v.encodings].map(([name, n]) => `${name}×${n}`).join(' ');
  console.log(
    `${label}: ${v.files} files, ${v.fromNetwork} over the network, ${(v.bytes / 1024).toFixed(1)} KiB transferred (content-encoding: ${encodings || '-'})`,
  );
};
describe('First visit of the sign-in page', first);
describe('Later visit (browser cache kept)', later);

await app.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
