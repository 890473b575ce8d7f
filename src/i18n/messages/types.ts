export const LOCALES = ['ptBR', 'en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** One area's texts in every language; the language files merge all areas. */
export type AreaMessages = Record<Locale, MessageTree>;
