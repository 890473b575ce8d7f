import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages as en } from '../../src/i18n/en.js';
import { messages as es } from '../../src/i18n/es.js';
import { messages as fr } from '../../src/i18n/fr.js';
import { messages as ptBR } from '../../src/i18n/ptBR.js';
import { getLocales } from '../../src/i18n/localeNames.js';
import type { Locale, MessageTree } from '../../src/i18n/messages/types.js';
import { menuLink } from './session.js';

export interface Language {
  code: Locale;
  /** The name the language picker shows. */
  name: string;
  /** The app's text for a key in this language (the singular of plural texts), with %{...} filled in. */
  t: (key: string, values?: Record<string, string>) => string;
}

function translator(tree: MessageTree) {
  return (key: string, values: Record<string, string> = {}) => {
    const found = key
      .split('.')
      .reduce<string | MessageTree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof found !== 'string') throw new Error(`No text for ${key}`);
    return found
      .split('||||')[0]
      .trim()
      .replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  };
}

const TREES: Record<Locale, MessageTree> = { ptBR, en, es, fr } as unknown as Record<Locale, MessageTree>;

export const LANGUAGES: Language[] = getLocales().map(({ locale, name }) => ({
  code: locale as Locale,
  name,
  t: translator(TREES[locale as Locale]),
}));

export const PORTUGUESE = LANGUAGES[0];

/** The app's texts in one language, so a test finds a button by what people read on it. */
/** The language of `locale`. */
export const languageOf = (locale: Locale): Language => LANGUAGES.find((language) => language.code === locale)!;
export const textsOf = (locale: Locale): Language['t'] => languageOf(locale).t;

/**
 * On a phone the menu is a drawer: opens it through the app bar's menu button unless it is open already.
 * The app bar slides away while a page is scrolled down; scrolling back up brings it back, as a person does.
 */
export async function openPhoneMenu(page: Page, language: Language): Promise<void> {
  const logout = menuLink(page, language.t('app.menu.logout'));
  const openMenu = page.getByRole('button', { name: language.t('ra.action.open_menu') });
  // Hidden once slid away, the menu button is then not even found by its name.
  const inView = async () =>
    (await openMenu.isVisible()) && ((await openMenu.boundingBox({ timeout: 1_000 }).catch(() => null))?.y ?? -1) >= 0;
  const ready = async () => (await logout.isVisible()) || (await inView());
  if (!(await ready())) {
    const size = page.viewportSize();
    if (size) await page.mouse.move(size.width / 2, size.height / 2);
    await page.mouse.wheel(0, -400);
  }
  await expect.poll(ready, { message: 'the menu or its button in sight', timeout: 30_000 }).toBe(true);
  if (await logout.isVisible()) return;
  await openMenu.click();
  await logout.waitFor();
}

/**
 * Picks the language in the shell's language picker, as a user does (signed in, the page in Portuguese).
 * On a phone the menu is a drawer, opened first and closed again afterwards.
 */
export async function switchLanguage(page: Page, language: Language, phone: boolean): Promise<void> {
  if (language.code === PORTUGUESE.code) return;
  if (phone) await openPhoneMenu(page, PORTUGUESE);
  await page.getByRole('button', { name: `${PORTUGUESE.t('app.language.label')}: ${PORTUGUESE.name}` }).click();
  await page.getByRole('menuitem', { name: language.name }).click();
  await menuLink(page, language.t('app.menu.products')).waitFor();
  if (phone) {
    await page.keyboard.press('Escape');
    await menuLink(page, language.t('app.menu.products')).waitFor({ state: 'hidden' });
  }
}
