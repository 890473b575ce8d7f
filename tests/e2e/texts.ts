import type { TranslationMessages } from 'react-admin';
import { messages as en } from '../../src/i18n/en.js';
import { messages as es } from '../../src/i18n/es.js';
import { messages as fr } from '../../src/i18n/fr.js';
import { messages as ptBR } from '../../src/i18n/ptBR.js';
import type { Locale } from '../../src/i18n/messages/types.js';

const MESSAGES: Record<Locale, TranslationMessages> = { ptBR, en, es, fr };

/**
 * The app's own text for a key in a language, so a test finds a button by what people read on it;
 * of a text with singular and plural forms, the singular.
 */
export function textsOf(locale: Locale): (key: string) => string {
  return (key) => {
    const found = key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown> | undefined)?.[part], MESSAGES[locale]);
    if (typeof found !== 'string') throw new Error(`No text ${key} in ${locale}`);
    return found.split('||||')[0]!.trim();
  };
}
