import { en } from './products/en';
import { es } from './products/es';
import { fr } from './products/fr';
import { ptBR } from './products/ptBR';
import type { AreaMessages } from './types';

/**
 * Products: list, filter options, feed sync details, export, batch edit and editor; also the texts of two
 * shared dialogs first used here, the typed delete confirmation (app.confirm) and the CSV import (app.csvImport).
 */
export const productsMessages: AreaMessages = { ptBR, en, es, fr };
