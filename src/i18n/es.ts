import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';
import { raEs } from './ra/es';

/** Every text of the app in Spanish: react-admin's own, then each area's `messages/<area>/es.ts`. */
export const messages = languageMessages(
  raEs,
  import.meta.glob<MessageTree>('./messages/*/es.ts', { eager: true, import: 'es' }),
);
