import { STOREFRONT_LANGUAGES } from '../../../domain/storefrontLanguages';

/** Whether a translation counts as given: some text once trimmed. */
export const isTranslated = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** How many storefront languages have no translation. */
export const missingCount = (translations: Record<string, unknown> | null | undefined): number =>
  STOREFRONT_LANGUAGES.filter((code) => !isTranslated(translations?.[code])).length;

/** The translations as the API takes them: storefront languages only, trimmed, the blank ones left out. */
export const cleanTranslations = (translations: Record<string, unknown> | null | undefined): Record<string, string> =>
  Object.fromEntries(
    STOREFRONT_LANGUAGES.flatMap((code) => {
      const text = translations?.[code];
      return isTranslated(text) ? [[code, text.trim()]] : [];
    }),
  );
