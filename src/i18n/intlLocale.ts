import { useLocaleState } from 'react-admin';
import type { Locale } from './messages/types';

/** The app's locale codes (ptBR) as the BCP 47 tags that HTML and Intl take. */
export const BCP47: Record<Locale, string> = { ptBR: 'pt-BR', en: 'en', es: 'es', fr: 'fr' };

/** The interface language as a tag for Intl, so dates and numbers are written the way it writes them. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return BCP47[locale as Locale] ?? locale;
}
