import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from '../../src/i18n/messages/merge';
import type { Locale, MessageTree } from '../../src/i18n/messages/types';

/** The texts of the areas a test covers over react-admin's own English texts, independent of the app's full language files. */
export function i18nIn(locale: Locale, ...areas: MessageTree[]) {
  const messages = mergeMessages(englishMessages as unknown as MessageTree, ...areas) as unknown as TranslationMessages;
  return polyglotI18nProvider(() => messages, locale);
}
