import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { LANGUAGES, PORTUGUESE, switchLanguage, type Language } from './languages.js';
import { signIn } from './session.js';

// A text of a screen not opened here, plain ASCII in every language so it reads the same in the bundle.
const MARKER = 'app.products.import.title';

/** Every script the page downloads from now on, as text. */
function scriptsOf(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

async function languagesDownloaded(downloaded: () => Promise<string[]>): Promise<string[]> {
  const scripts = (await downloaded()).join('\n');
  return LANGUAGES.filter((language) => scripts.includes(language.t(MARKER))).map((language) => language.code);
}

describe('language texts', () => {
  const page = useBrowserPage();

  it('arrive one language at a time: Portuguese at start, English only once it is chosen', async () => {
    const p = page();
    const downloaded = scriptsOf(p);
    await signIn(p, DEMO.store);
    expect(await languagesDownloaded(downloaded)).toEqual([PORTUGUESE.code]);

    const english = LANGUAGES.find((language) => language.code === 'en') as Language;
    await switchLanguage(p, english, false);
    expect(await languagesDownloaded(downloaded)).toEqual([PORTUGUESE.code, english.code]);
  });
});
