import type { Locale as RaLocale } from 'react-admin';
import { LOCALES, type Locale } from './messages/types';

// Native names: someone who cannot read the current language still recognises their own.
const NATIVE_NAMES: Record<Locale, string> = {
  ptBR: 'Português (Brasil)',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

/** The four languages as the language pickers list them. */
export function getLocales(): RaLocale[] {
  return LOCALES.map((locale) => ({ locale, name: NATIVE_NAMES[locale] }));
}
