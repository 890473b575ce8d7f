import raFrench from 'ra-language-french';
import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';

/** Every text of the app in French: react-admin's own, then each area's `messages/<area>/fr.ts`. */
export const messages = languageMessages(
  raFrench,
  import.meta.glob<MessageTree>('./messages/*/fr.ts', { eager: true, import: 'fr' }),
);
