import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from '../../src/i18n/messages/merge';
import type { Locale, MessageTree } from '../../src/i18n/messages/types';
import { errorsMessages, shellMessages, validationMessages } from './i18nAreas';

/** The texts of the areas a test covers over react-admin's own English texts, independent of the app's full language files. */
export function i18nIn(locale: Locale, ...areas: MessageTree[]) {
  const messages = mergeMessages(englishMessages as unknown as MessageTree, ...areas) as unknown as TranslationMessages;
  return polyglotI18nProvider(() => messages, locale);
}

/** In English, the shell's, the errors' and the validation texts with those of the areas given (a form screen's). */
export function englishFormI18n(...areas: MessageTree[]) {
  return i18nIn('en', shellMessages.en, errorsMessages.en, validationMessages.en, ...areas);
}
