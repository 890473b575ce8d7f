import { en } from './tableEditor/en';
import { es } from './tableEditor/es';
import { fr } from './tableEditor/fr';
import { ptBR } from './tableEditor/ptBR';
import type { AreaMessages } from './types';

/** Measurement table editor: grid, custom variation, grading, try-out and save messages. */
export const tableEditorMessages: AreaMessages = { ptBR, en, es, fr };
