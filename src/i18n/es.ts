import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';
import { raEs } from './ra/es';

/** Every text of the app in Spanish: react-admin's own, then the `es` export of each area's `messages/<area>/texts.ts`. */
export const messages = languageMessages(raEs, {
  // Each area's `texts.ts` holds the four languages as four exports: the query makes this import a module
  // of its own, which keeps only its `es` export, so the other languages stay out of this chunk.
  ...import.meta.glob<MessageTree>('./messages/*/texts.ts', { eager: true, query: '?lang=es', import: 'es' }),
});
