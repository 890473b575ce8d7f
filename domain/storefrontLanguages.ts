/**
 * The languages a storefront may show (spec section 1: "about 35"), by ISO 639-1 code: the keys a
 * provider category's or subcategory's translations may use. Screens name them with Intl.DisplayNames
 * in the interface language. The order is the translations table's: the interface's four first.
 */
export const STOREFRONT_LANGUAGES = [
  'pt',
  'en',
  'es',
  'fr',
  'de',
  'it',
  'nl',
  'ca',
  'da',
  'sv',
  'no',
  'fi',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'hr',
  'sl',
  'sr',
  'el',
  'ru',
  'uk',
  'tr',
  'ar',
  'he',
  'hi',
  'th',
  'vi',
  'id',
  'ms',
  'zh',
  'ja',
  'ko',
] as const;

export type StorefrontLanguage = (typeof STOREFRONT_LANGUAGES)[number];

export const isStorefrontLanguage = (code: string): code is StorefrontLanguage =>
  (STOREFRONT_LANGUAGES as readonly string[]).includes(code);
