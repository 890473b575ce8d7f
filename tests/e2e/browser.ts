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

/** The most of a page's trouble kept for a failing test's report. */
const TROUBLE_KEPT = 20;

/**
 * Keeps what went wrong on the page as the test ran (answers of 400 and over, failed requests, page
 * errors, console errors), for the report of a test that fails.
 */
function recordTrouble(page: Page): () => string[] {
  const trouble: string[] = [];
  const keep = (line: string) => {
    trouble.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trouble.length > TROUBLE_KEPT) trouble.shift();
  };
  page.on('response', (response) => {
    if (response.status() >= 400) keep(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    keep(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text().slice(0, 300)}`);
  });
  return () => [...trouble];
}

/**
 * When the test has failed: saves a screenshot of the page and prints where it was, the text it
 * showed and the trouble recorded on it, so a failure on a CI machine can be explained from its log.
 * Call it from afterEach, before closing the page.
 */
export async function reportFailure(
  page: Page | undefined,
  task: RunnerTestCase,
  trouble: () => string[] = () => [],
): Promise<void> {
  if (!page || page.isClosed() || task.result?.state !== 'fail') return;
  const path = await saveScreenshot(page, `${task.file.name}-${task.name}`).catch(() => undefined);
  const shown = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .then((text) => text.replace(/\s+/g, ' ').slice(0, 1500))
    .catch((error: Error) => `(unreadable: ${error.message})`);
  console.error(
    [
      `the failed test "${task.name}" ended on ${page.url()}`,
      `the page showed: ${shown}`,
      `what went wrong on the page: ${trouble().join('\n  ') || 'nothing recorded'}`,
      path ? `screenshot: ${path}` : 'no screenshot',
    ].join('\n  '),
  );
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
  let trouble: () => string[] = () => [];
  beforeEach(async () => {
    if (!browser) throw new Error('The browser did not start');
    page = await newPage(browser);
    trouble = recordTrouble(page);
  });
  afterEach(async ({ task }) => {
    await reportFailure(page, task, trouble);
    await page?.context().close();
    page = undefined;
  });
  return () => {
    if (!page) throw new Error('No page outside a test');
    return page;
  };
}
