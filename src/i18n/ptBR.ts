import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';
import { raPtBR } from './ra/ptBR';

/** Every text of the app in Portuguese: react-admin's own, then each area's `messages/<area>/ptBR.ts` (or the `ptBR` of its `texts.ts`). */
export const messages = languageMessages(raPtBR, {
  ...import.meta.glob<MessageTree>('./messages/*/ptBR.ts', { eager: true, import: 'ptBR' }),
  // An area in one file (`texts.ts`, the four languages as four exports): the query makes this import
  // a module of its own, which keeps only its `ptBR` export, so the other languages stay out of this chunk.
  ...import.meta.glob<MessageTree>('./messages/*/texts.ts', { eager: true, query: '?lang=ptBR', import: 'ptBR' }),
});
