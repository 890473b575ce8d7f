import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, type RunnerTestCase } from 'vitest';

// Debian's Chromium, never a downloaded browser.
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SHOTS_DIR = fileURLToPath(new URL('../../.tmp/e2e-shots', import.meta.url));

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!path) {
    throw new Error(
      `Chromium not found (looked at ${CHROMIUM_CANDIDATES.join(', ')}); install Debian's "chromium" or set CHROMIUM_PATH`,
    );
  }
  return path;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** A page in a fresh context, so no cookie or storage leaks from one test to the next. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  return context.newPage();
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = join(SHOTS_DIR, `${name.replace(/[^\w.-]+/g, '_').slice(0, 120)}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Saves a screenshot of the page when the test has failed; call it from afterEach, before closing the page. */
export async function screenshotOnFailure(page: Page | undefined, task: RunnerTestCase): Promise<void> {
  if (!page || page.isClosed() || task.result?.state !== 'fail') return;
  const path = await saveScreenshot(page, `${task.file.name}-${task.name}`).catch(() => undefined);
  if (path) console.error(`screenshot of the failed test: ${path}`);
}

/**
 * One browser for the calling file and a fresh page for each of its tests, closed afterwards with a
 * screenshot when the test failed. Returns the current test's page.
 */
export function useBrowserPage(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('The browser did not start');
    page = await newPage(browser);
  });
  afterEach(async ({ task }) => {
    await screenshotOnFailure(page, task);
    await page?.context().close();
    page = undefined;
  });
  return () => {
    if (!page) throw new Error('No page outside a test');
    return page;
  };
}
