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
export const paragraphs = /* #__NO_SIDE_EFFECTS__ */ (...texts: string[]) => texts.join('\n\n');

/**
 * The document as the texts of the terms dialog, under `app.terms.document`. Marked free of side effects so
 * the build drops the calls of the languages a chunk does not keep (texts.ts holds all four).
 */
export const termsTree = /* #__NO_SIDE_EFFECTS__ */ (document: TermsDocument): MessageTree => ({
  app: { terms: { document: { ...document } } },
});
