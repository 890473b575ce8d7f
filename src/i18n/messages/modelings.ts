import { en } from './modelings/en';
import { es } from './modelings/es';
import { fr } from './modelings/fr';
import { ptBR } from './modelings/ptBR';
import type { AreaMessages } from './types';

/**
 * Measurement tables: list, measure setup, copy to another store, and the labels of measures, genders,
 * age groups, clothes types, table types and size types that every table screen shows.
 */
export const modelingsMessages: AreaMessages = { ptBR, en, es, fr };
