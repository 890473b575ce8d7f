import raEnglish from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { authMessages } from './messages/auth';
import { brandsMessages } from './messages/brands';
import { errorsMessages } from './messages/errors';
import { mergeMessages } from './messages/merge';
import { modelingsMessages } from './messages/modelings';
import { categoriesMessages } from './messages/categories';
import { unknownProductsMessages } from './messages/unknownProducts';
import { productsMessages } from './messages/products';
import { shellMessages } from './messages/shell';
import { tableEditorMessages } from './messages/tableEditor';
import { termsMessages } from './messages/terms';
import type { MessageTree } from './messages/types';
import { validationMessages } from './messages/validation';

/** Every text of the app in this language: react-admin's own, then each area's. */
export const messages = mergeMessages(
  raEnglish as unknown as MessageTree,
  validationMessages.en,
  shellMessages.en,
  errorsMessages.en,
  authMessages.en,
  termsMessages.en,
  brandsMessages.en,
  modelingsMessages.en,
  tableEditorMessages.en,
  productsMessages.en,
  categoriesMessages.en,
  unknownProductsMessages.en,
) as unknown as TranslationMessages;
