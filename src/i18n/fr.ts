import raFrench from 'ra-language-french';
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
  raFrench as unknown as MessageTree,
  validationMessages.fr,
  shellMessages.fr,
  errorsMessages.fr,
  authMessages.fr,
  termsMessages.fr,
  brandsMessages.fr,
  modelingsMessages.fr,
  tableEditorMessages.fr,
  productsMessages.fr,
  categoriesMessages.fr,
  unknownProductsMessages.fr,
) as unknown as TranslationMessages;
