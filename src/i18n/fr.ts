import raFrench from 'ra-language-french';
import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';

/** Every text of the app in French: react-admin's own, then each area's `messages/<area>/fr.ts` (or the `fr` of its `texts.ts`). */
export const messages = languageMessages(raFrench, {
  ...import.meta.glob<MessageTree>('./messages/*/fr.ts', { eager: true, import: 'fr' }),
  // An area in one file (`texts.ts`, the four languages as four exports): the query makes this import
  // a module of its own, which keeps only its `fr` export, so the other languages stay out of this chunk.
  ...import.meta.glob<MessageTree>('./messages/*/texts.ts', { eager: true, query: '?lang=fr', import: 'fr' }),
});
