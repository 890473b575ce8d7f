import { en } from './categories/en';
import { es } from './categories/es';
import { fr } from './categories/fr';
import { ptBR } from './categories/ptBR';
import type { AreaMessages } from './types';

/** Store categories screen: resource labels, bulk dialogs, empty state and save errors. */
export const categoriesMessages: AreaMessages = { ptBR, en, es, fr };
