export const LOCALES = ['ptBR', 'en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export interface MessageTree {
  [key: string]: string | MessageTree;
}
