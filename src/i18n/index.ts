// How the texts are laid out (follow it for every new screen):
// - An area's texts live in one file, `messages/<area>/texts.ts`, exporting one message tree per language
//   (ptBR, en, es, fr: `export const en = { app: { ... } }`). ptBR comes first with the area's type
//   (`export type <Area>Texts = typeof ptBR`); the other three are typed with it, so a missing or extra key
//   is a compile error.
// - `<lang>.ts` here collects the `<lang>` export of every `messages/*/texts.ts` on its own (the `?lang=`
//   query keeps the other languages out of its chunk); a new area needs no registration.
// - Only this module loads languages (through languageLoaders.ts, which the entry also uses to fetch the
//   chosen one beside the app), each as its own chunk, only when it is shown. Nothing else in the app
//   imports a language's texts; it names keys and translates them through react-admin.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { BCP47 } from './intlLocale';
import { getLocales } from './localeNames';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, isLocale, loadLanguage, storedLocale } from './languageLoaders';
import type { Locale } from './messages/types';
import { localeNumberReplace } from './numbers';

export { getLocales };

export { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, isLocale, storedLocale };

function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The choice then lasts until the page is reloaded.
  }
  document.documentElement.lang = BCP47[locale];
}

const loaded = new Map<Locale, TranslationMessages>();

async function loadMessages(locale: Locale): Promise<TranslationMessages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const { messages } = await loadLanguage(locale);
  loaded.set(locale, messages);
  return messages;
}

function getMessages(locale: string): TranslationMessages | Promise<TranslationMessages> {
  if (!isLocale(locale)) return Promise.reject(new Error(`Unsupported locale ${locale}`));
  return loaded.get(locale) ?? loadMessages(locale);
}

const initialLocale = storedLocale();
// polyglot needs the first language synchronously; waiting here holds the app's start (not the
// download of the rest of the bundle) until that one language has arrived.
await loadMessages(initialLocale);
document.documentElement.lang = BCP47[initialLocale];

const polyglot: I18nProvider = polyglotI18nProvider(getMessages, initialLocale, getLocales(), {
  // In development a missing text is logged; in production the key shows and nothing is logged.
  allowMissing: !import.meta.env.DEV,
  replace: localeNumberReplace(() => BCP47[polyglot.getLocale() as Locale] ?? polyglot.getLocale()),
});

/**
 * react-admin keeps the locale in its own store, which a logout clears; the choice is also kept under
 * `provador.locale` so it survives logouts and reloads.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    if (isLocale(locale)) rememberLocale(locale);
  },
};
