import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';
import { raEs } from './ra/es';

/** Every text of the app in Spanish: react-admin's own, then each area's `messages/<area>/es.ts` (or the `es` of its `texts.ts`). */
export const messages = languageMessages(raEs, {
  ...import.meta.glob<MessageTree>('./messages/*/es.ts', { eager: true, import: 'es' }),
  // An area in one file (`texts.ts`, the four languages as four exports): the query makes this import
  // a module of its own, which keeps only its `es` export, so the other languages stay out of this chunk.
  ...import.meta.glob<MessageTree>('./messages/*/texts.ts', { eager: true, query: '?lang=es', import: 'es' }),
});
