import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../src/i18n/en.js';
import { messages as ptBR } from '../../src/i18n/ptBR.js';
import type { MessageTree } from '../../src/i18n/messages/types.js';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { LANGUAGES, PORTUGUESE, switchLanguage, type Language } from './languages.js';
import { signIn } from './session.js';

// A text of a screen not opened here, plain ASCII in every language so it reads the same in the bundle.
const MARKER = 'app.products.import.title';

function flatten(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const REPO = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** The code outside src/i18n that the browser may load, as one text. */
function codeOutsideTexts(folder: string): string {
  return readdirSync(folder)
    .map((entry) => join(folder, entry))
    .filter((path) => path !== join(REPO, 'src/i18n'))
    .map((path) => (statSync(path).isDirectory() ? codeOutsideTexts(path) : readFileSync(path, 'utf8')))
    .join('\n');
}

/**
 * The app's own English texts (every area: `app.*`, `resources.*`) that no Portuguese text and no code
 * contains, long and plain ASCII so each one is unmistakable and reads the same in the bundle.
 */
function englishOnlyTexts(): [string, string][] {
  const portuguese = flatten(ptBR as unknown as MessageTree).map(([, text]) => text);
  // A few are also the code's own messages (the API's wording, a rule's message): those prove nothing.
  const code = ['src', 'contract', 'domain'].map((folder) => codeOutsideTexts(join(REPO, folder))).join('\n');
  return flatten(en as unknown as MessageTree).filter(
    ([key, text]) =>
      /^(app|resources)\./.test(key) &&
      /^[A-Za-z0-9 ,.:()-]{30,}$/.test(text) &&
      !portuguese.some((other) => other.includes(text)) &&
      !code.includes(text),
  );
}

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

  it('arrive one language at a time, every area included: Portuguese at start, English only once it is chosen', async () => {
    const p = page();
    const downloaded = scriptsOf(p);
    await signIn(p, DEMO.store);
    expect(await languagesDownloaded(downloaded)).toEqual([PORTUGUESE.code]);
    const englishOnly = englishOnlyTexts();
    expect(englishOnly.length).toBeGreaterThan(50);
    const atStart = (await downloaded()).join('\n');
    expect(englishOnly.filter(([, text]) => atStart.includes(text)).map(([key]) => key)).toEqual([]);

    const english = LANGUAGES.find((language) => language.code === 'en') as Language;
    await switchLanguage(p, english, false);
    expect(await languagesDownloaded(downloaded)).toEqual([PORTUGUESE.code, english.code]);
    // Every one of them arrives with English: the check above looks for texts the bundle holds verbatim.
    const afterSwitch = (await downloaded()).join('\n');
    expect(englishOnly.filter(([, text]) => !afterSwitch.includes(text)).map(([key]) => key)).toEqual([]);
  });
});
