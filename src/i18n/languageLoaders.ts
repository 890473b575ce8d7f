import type { TranslationMessages } from 'ra-core';
import { LOCALES, type Locale } from './messages/types';

// Imports nothing but the texts' own chunks: the app's entry starts the chosen language's download with it.

export const DEFAULT_LOCALE: Locale = 'ptBR';
export const LOCALE_STORAGE_KEY = 'provador.locale';

// Each language is its own chunk: the texts grow with every screen and only one language is shown.
const loaders: Record<Locale, () => Promise<{ messages: TranslationMessages }>> = {
  ptBR: () => import('./ptBR'),
  en: () => import('./en'),
  es: () => import('./es'),
  fr: () => import('./fr'),
};

/** One language's texts (a chunk the browser fetches once). */
export const loadLanguage = (locale: Locale) => loaders[locale]();

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language chosen on this browser, or the default; storage may be unavailable (privacy modes). */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
