/**
 * The store enumerations of spec 3 that only the store settings use (statuses, plans, types, profiles,
 * segments and operations are in enums.ts; countries in countries.ts). Each list is written once here:
 * the API checks against it, `GET /tenants/details/options` serves it, the web app names its values.
 */

/** Fitting-room (virtual fitting room, VFR) versions a store's pages load. */
export const VFR_VERSIONS = ['V2', 'V3', 'V4'] as const;
export type VfrVersion = (typeof VFR_VERSIONS)[number];

/** What a store has bought and turned on. */
export const STORE_FEATURES = [
  'FITTING_ROOM',
  'SIZE_CHART',
  'SIZE_CHART_V2',
  'RECOMMENDATION_ON_PAGE',
  'INTEGRATION_ON_PAGE',
  'ORDER_TRACKING',
  'GOOGLE_ANALYTICS',
  'SIZE_HINT',
  'SIZE_CONTENT',
  'INTEGRATION_WITH_APP',
  'CLOTHING_MEASURE',
  'INTEGRATION_WITH_PLATFORM',
  'RETURNS_REPORT',
] as const;
export type StoreFeature = (typeof STORE_FEATURES)[number];

/** How the customer-success staff reviewed the store's catalogue (coverage details). */
export const REVIEW_STATUSES = ['AUTOMATIC_INTEGRATION', 'MANUAL_INTEGRATION', 'MODELING_INTEGRATION'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Kinds of products the service covers for the store. */
export const COVERED_CATEGORIES = ['ACCESSORIES', 'CLOTHES', 'SHOES'] as const;
export type CoveredCategory = (typeof COVERED_CATEGORIES)[number];

/** Ways the store's catalogue is covered (settings form; the single-store form uses PRODUCT_INTEGRATIONS). */
export const COVERED_INTEGRATIONS = [
  'XML',
  'XML_LAMBDA',
  'API_PLATFORM',
  'API_CLIENT',
  'API_ON_PAGE',
  'MANUAL_INTEGRATION',
] as const;
export type CoveredIntegration = (typeof COVERED_INTEGRATIONS)[number];

/** Whose measurement tables the store uses: the provider's, its own, or the ABNT standard's. */
export const TYPE_MODELINGS = ['PROVADOR', 'OWN', 'ABNT'] as const;
export type TypeModeling = (typeof TYPE_MODELINGS)[number];

/** The language of the store's shoppers (the fitting room's texts). */
export const STORE_LANGUAGES = ['ptBR', 'ptPT', 'en', 'es', 'fr'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];

/**
 * The country a store gets when none is given, from its language (spec 9: ptBR → BR, pt or ptPT → PT,
 * en → US; es and fr, which the spec leaves open, → ES and FR).
 */
export function defaultCountryOf(language: string): string {
  const byLanguage: Record<string, string> = { ptBR: 'BR', pt: 'PT', ptPT: 'PT', en: 'US', es: 'ES', fr: 'FR' };
  return byLanguage[language] ?? 'BR';
}

/** ISO 4217 codes of the currencies a store may price in, the most used first. Names come from Intl. */
export const CURRENCIES = [
  'USD',
  'BRL',
  'EUR',
  'GBP',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'UYU',
  'PYG',
  'BOB',
  'CRC',
  'DOP',
  'GTQ',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CNY',
  'HKD',
  'TWD',
  'KRW',
  'SGD',
  'INR',
  'IDR',
  'MYR',
  'THB',
  'PHP',
  'VND',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'TRY',
  'UAH',
  'ILS',
  'AED',
  'SAR',
  'QAR',
  'ZAR',
  'EGP',
  'NGN',
  'MAD',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** E-commerce platforms a store may run on; OWN is a platform of its own, OTHER one not listed. */
export const ECOMMERCE_PLATFORMS = [
  'SHOPIFY',
  'VTEX',
  'MAGENTO',
  'TRAY',
  'WOO_COMMERCE',
  'NUVEM_SHOP',
  'TIENDANUBE',
  'OWN',
  'LOJA_INTEGRADA',
  'WAKE',
  'LINX_COMMERCE',
  'VNDA',
  'BIGCOMMERCE',
  'WIX',
  'SQUARESPACE',
  'PRESTASHOP',
  'OPENCART',
  'SALESFORCE_COMMERCE_CLOUD',
  'SAP_COMMERCE_CLOUD',
  'ORACLE_COMMERCE',
  'COMMERCETOOLS',
  'SHOPWARE',
  'ECWID',
  'JUMPSELLER',
  'MERCADO_SHOPS',
  'SHOPLINE',
  'DOOCA',
  'YAMPI',
  'IRROBA',
  'BAGY',
  'CARTPANDA',
  'XTECH',
  'ECOMPLETO',
  'BIS2BIS',
  'MAGAZORD',
  'WBUY',
  'SHOPPUB',
  'LOJA_MESTRE',
  'FASTCOMMERCE',
  'IDEALIZE',
  'ANYMARKET',
  'SPREE',
  'SYLIUS',
  'DRUPAL_COMMERCE',
  'NOPCOMMERCE',
  'VOLUSION',
  'OTHER',
] as const;
export type EcommercePlatform = (typeof ECOMMERCE_PLATFORMS)[number];
