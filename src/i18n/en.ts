import raEnglish from 'ra-language-english';
import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';

/** Every text of the app in English: react-admin's own, then each area's `messages/<area>/en.ts` (or the `en` of its `texts.ts`). */
export const messages = languageMessages(raEnglish, {
  ...import.meta.glob<MessageTree>('./messages/*/en.ts', { eager: true, import: 'en' }),
  // An area in one file (`texts.ts`, the four languages as four exports): the query makes this import
  // a module of its own, which keeps only its `en` export, so the other languages stay out of this chunk.
  ...import.meta.glob<MessageTree>('./messages/*/texts.ts', { eager: true, query: '?lang=en', import: 'en' }),
});
