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
import { raPtBR } from './ra/ptBR';

/** Every text of the app in this language: react-admin's own, then each area's. */
export const messages = mergeMessages(
  raPtBR as unknown as MessageTree,
  validationMessages.ptBR,
  shellMessages.ptBR,
  errorsMessages.ptBR,
  authMessages.ptBR,
  termsMessages.ptBR,
  brandsMessages.ptBR,
  modelingsMessages.ptBR,
  tableEditorMessages.ptBR,
  productsMessages.ptBR,
  categoriesMessages.ptBR,
  unknownProductsMessages.ptBR,
) as unknown as TranslationMessages;
