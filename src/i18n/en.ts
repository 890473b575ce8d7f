import raEnglish from 'ra-language-english';
import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';

/** Every text of the app in English: react-admin's own, then the `en` export of each area's `messages/<area>/texts.ts`. */
export const messages = languageMessages(raEnglish, {
  // Each area's `texts.ts` holds the four languages as four exports: the query makes this import a module
  // of its own, which keeps only its `en` export, so the other languages stay out of this chunk.
  ...import.meta.glob<MessageTree>('./messages/*/texts.ts', { eager: true, query: '?lang=en', import: 'en' }),
});
