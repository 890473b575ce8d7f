import { en } from './unknownProducts/en';
import { es } from './unknownProducts/es';
import { fr } from './unknownProducts/fr';
import { ptBR } from './unknownProducts/ptBR';
import type { AreaMessages } from './types';

/** Unknown products screen: columns, the move-to-products action, export and the empty day. */
export const unknownProductsMessages: AreaMessages = { ptBR, en, es, fr };
