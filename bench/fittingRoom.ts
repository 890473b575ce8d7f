// The fitting room on a throttled phone network: from a demo shop's product page load to the fitting room's
// button (both from navigation start, and the button's time after the load event), under Chromium's "Fast 3G" (CDP Network.emulateNetworkConditions: 1.6 Mbps down, 750 kbps up,
// 150 ms round trip; goal: the button within 1.5 s after the page's load event). The real server (embedded
// PostgreSQL, the demo seeded) serves the shop by one loopback name and the fitting room by the other, as a
// store's site and the service are of different origins. Run `npx vite build` first: the server serves dist/.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { fittingRoomPath } from '../domain/storefrontSnippet.js';
import { machineLine } from './lanes.js';
import { summarize } from './stats.js';
import { startServer } from './busy/server.js';

const LOADS = Number(process.env.BENCH_FITTING_ROOM_LOADS) || 10;
const GOAL_MS = 1500;
const FAST_3G = {
  offline: false,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  latency: 150,
};

/** Page load and button, in ms from navigation start, for a fresh visitor (cold) or one who has the script (warm). */
async function loadOnce(browser: Browser, url: string, warm: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  // When the button's host enters the page, in the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('[data-provador-host]')) return;
      (window as unknown as { buttonAt: number }).buttonAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  if (warm) await page.goto(url, { waitUntil: 'load' }).then(() => page.waitForSelector('[data-provador-host]'));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('[data-provador-host]', { timeout: 30_000 });
  const times = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    button: (window as unknown as { buttonAt: number }).buttonAt,
  }));
  await context.close();
  return times;
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const shops = await (await fetch(`${server.base}/demo-shop/`)).text();
  const key = shops.match(/href="\/demo-shop\/([0-9a-f]+)\/"/)![1];
  const shopBase = server.base.replace('//127.0.0.1:', '//localhost:');
  const list = await (await fetch(`${shopBase}/demo-shop/${key}/`)).text();
  const productUrl = `${shopBase}${list.match(/href="(\/demo-shop\/[0-9a-f]+\/products\/\d+)"/)![1]}`;
  const script = readFileSync(`dist${fittingRoomPath()}`);

  console.log(machineLine());
  console.log(
    `Fitting-room script ${fittingRoomPath()}: ${(script.length / 1024).toFixed(1)} KiB, ` +
      `${(gzipSync(script, { level: 9 }).length / 1024).toFixed(1)} KiB gzip -9 (goal <= 15)`,
  );
  console.log(`Product page ${productUrl}, ${LOADS} loads each, Fast 3G (1.6 Mbps / 750 kbps / 150 ms)`);
  for (const warm of [false, true]) {
    const after: number[] = [];
    const loads: number[] = [];
    const buttons: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const { load, button } = await loadOnce(browser, productUrl, warm);
      loads.push(load);
      buttons.push(button);
      after.push(Math.max(0, button - load));
    }
    const a = summarize(after);
    const l = summarize(loads);
    const b = summarize(buttons);
    console.log(
      `  ${warm ? 'warm (script cached)' : 'cold (nothing cached)'}: page load p50 ${l.p50.toFixed(0)} ms; ` +
        `button p50 ${b.p50.toFixed(0)} ms; after load p50 ${a.p50.toFixed(0)} ms, max ${a.max.toFixed(0)} ms (goal <= ${GOAL_MS})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
