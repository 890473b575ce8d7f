import type { AreaMessages, MessageTree } from './types';
import { type TermsDocument } from './terms/document';
import { en } from './terms/en';
import { es } from './terms/es';
import { fr } from './terms/fr';
import { ptBR } from './terms/ptBR';

export { TERMS_SECTIONS, type TermsSection } from './terms/document';

const tree = (document: TermsDocument): MessageTree => ({ app: { terms: { document: { ...document } } } });

/** Full privacy policy and terms of use shown in the terms dialog; the contact uses %{email}. */
export const termsMessages: AreaMessages = {
  ptBR: tree(ptBR),
  en: tree(en),
  es: tree(es),
  fr: tree(fr),
};
