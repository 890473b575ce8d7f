import { NAME_MAX_LENGTH } from './limits.js';

/** The languages of the interface (src/i18n), in which the server writes the few names it makes itself. */
export const INTERFACE_LANGUAGES = ['ptBR', 'en', 'es', 'fr'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

const COPY_SUFFIX: Record<InterfaceLanguage, string> = {
  ptBR: '(cópia)',
  en: '(copy)',
  es: '(copia)',
  fr: '(copie)',
};

/**
 * The interface language an Accept-Language header asks for first (pt-BR, en-US, es, fr-FR...); Portuguese,
 * the app's default, when it names none of them.
 */
export function interfaceLanguageOf(acceptLanguage: string | undefined): InterfaceLanguage {
  for (const range of (acceptLanguage ?? '').split(',')) {
    const primary = range.trim().split(/[-_;]/)[0]!.toLowerCase();
    if (primary === 'pt') return 'ptBR';
    if (primary === 'en' || primary === 'es' || primary === 'fr') return primary;
  }
  return 'ptBR';
}

/** The name of a copy, "<name> (cópia)" in Portuguese, cut so that it fits a name's limit. */
export function copyName(name: string, language: InterfaceLanguage): string {
  const suffix = ` ${COPY_SUFFIX[language]}`;
  return `${name.slice(0, NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}
