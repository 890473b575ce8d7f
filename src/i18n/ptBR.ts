import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';
import { raPtBR } from './ra/ptBR';

/** Every text of the app in Portuguese: react-admin's own, then the `ptBR` export of each area's `messages/<area>/texts.ts`. */
export const messages = languageMessages(raPtBR, {
  // Each area's `texts.ts` holds the four languages as four exports: the query makes this import a module
  // of its own, which keeps only its `ptBR` export, so the other languages stay out of this chunk.
  ...import.meta.glob<MessageTree>('./messages/*/texts.ts', { eager: true, query: '?lang=ptBR', import: 'ptBR' }),
});
