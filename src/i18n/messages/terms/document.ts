import type { MessageTree } from '../types';

/** Sections of the privacy policy and terms of use, in reading order (spec section 1). */
export const TERMS_SECTIONS = [
  'overview',
  'services',
  'obligations',
  'dataCollected',
  'collection',
  'sharing',
  'protection',
  'contact',
] as const;
export type TermsSection = (typeof TERMS_SECTIONS)[number];

export interface TermsDocument {
  heading: string;
  intro: string;
  sections: Record<TermsSection, { title: string; body: string }>;
}

// Paragraphs are separated by a blank line; the dialog renders one <p> per paragraph.
export const paragraphs = (...texts: string[]) => texts.join('\n\n');

/** The document as the texts of the terms dialog, under `app.terms.document`. */
export const termsTree = (document: TermsDocument): MessageTree => ({ app: { terms: { document: { ...document } } } });
