import { en } from './shell/en';
import { es } from './shell/es';
import { fr } from './shell/fr';
import { ptBR } from './shell/ptBR';
import type { AreaMessages } from './types';

/**
 * The layout around every screen: menu, sidebar, store selector, page names, placeholder, error and
 * crash pages, default notifications, and the names of the resources that do not have their own area yet.
 */
export const shellMessages: AreaMessages = { ptBR, en, es, fr };
