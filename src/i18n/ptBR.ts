import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';
import { raPtBR } from './ra/ptBR';

/** Every text of the app in Portuguese: react-admin's own, then each area's `messages/<area>/ptBR.ts`. */
export const messages = languageMessages(
  raPtBR,
  import.meta.glob<MessageTree>('./messages/*/ptBR.ts', { eager: true, import: 'ptBR' }),
);
