import raFrench from 'ra-language-french';
import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';

/** Every text of the app in French: react-admin's own, then the `fr` export of each area's `messages/<area>/texts.ts`. */
export const messages = languageMessages(raFrench, {
  // Each area's `texts.ts` holds the four languages as four exports: the query makes this import a module
  // of its own, which keeps only its `fr` export, so the other languages stay out of this chunk.
  ...import.meta.glob<MessageTree>('./messages/*/texts.ts', { eager: true, query: '?lang=fr', import: 'fr' }),
});
