import type { Locale } from './messages/types';

/** Native names: someone who cannot read the current language still recognises their own. */
export const NATIVE_NAMES: Record<Locale, string> = {
  ptBR: 'Português (Brasil)',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};
