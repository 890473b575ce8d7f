import raEnglish from 'ra-language-english';
import { languageMessages } from './messages/merge';
import type { MessageTree } from './messages/types';

/** Every text of the app in English: react-admin's own, then each area's `messages/<area>/en.ts`. */
export const messages = languageMessages(
  raEnglish,
  import.meta.glob<MessageTree>('./messages/*/en.ts', { eager: true, import: 'en' }),
);
