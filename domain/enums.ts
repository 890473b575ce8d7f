/** Enumerations of the spec (section 3) shared by the server and the web app. */
export const SIZE_SYSTEMS = [
  'AU',
  'BR',
  'CN',
  'DE',
  'EU',
  'FR',
  'IT',
  'JP',
  'UK',
  'US',
  'MEX',
  'ZH',
  'AR',
  'CUSTOM',
] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

export const ROLES = ['store', 'moderator', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export const STORE_STATUSES = ['TRIAL', 'ACTIVE', 'INACTIVE', 'CHURN', 'PAUSED', 'IMPLANTATION'] as const;
export const STORE_PLANS = ['FREE', 'PP', 'P', 'M', 'G', 'GG', 'CUSTOM', 'NUVEM_SHOP_LIGHT', 'NUVEM_SHOP_PRO'] as const;
export const STORE_TYPES = ['HIGH_TOUCH', 'TECH_TOUCH'] as const;
export const STORE_PROFILES = ['OWN', 'MULTIBRAND', 'MARKETPLACE'] as const;
export const STORE_OPERATIONS = ['BRAZIL', 'INTERNATIONAL'] as const;
export const STORE_SEGMENTS = [
  'WOMEN_FASHION',
  'MEN_FASHION',
  'ADULT',
  'KIDS',
  'PLUS_SIZE',
  'FITNESS_SPORT',
  'UNDERWEAR',
  'DEPARTMENT_STORE',
  'UNISEX',
] as const;

export const GENDERS = ['m', 'f', 'u'] as const;
export const AGE_GROUPS = ['adult', 'infant', 'kids', 'newborn', 'toddler'] as const;
export const PRODUCT_TYPES = ['clothes', 'shoe'] as const;

/** How a store's catalogue reaches the service (spec 3, single-store form). The two XML ones are imported on schedule. */
export const PRODUCT_INTEGRATIONS = [
  'INTEGRATION_WITH_PLATFORM',
  'INTEGRATION_WITH_PROVADOR_API',
  'INTEGRATION_WITH_XML',
  'INTEGRATION_API_ON_PAGE',
  'INTEGRATION_WITH_XML_LAMBDA',
  'MANUAL_INTEGRATION',
] as const;
export type ProductIntegration = (typeof PRODUCT_INTEGRATIONS)[number];
export const FEED_INTEGRATIONS: readonly ProductIntegration[] = ['INTEGRATION_WITH_XML', 'INTEGRATION_WITH_XML_LAMBDA'];

/** What the importer does to the links of a feed: keep them, force https, or drop their query string. */
export const HTTP_LINK_BEHAVIORS = ['KEEP', 'FORCE_HTTPS', 'STRIP_QUERY'] as const;
export type HttpLinkBehavior = (typeof HTTP_LINK_BEHAVIORS)[number];

/** What a complete feed run does to the store's feed products it no longer lists. Nothing is ever deleted. */
export const MISSING_PRODUCT_RULES = ['DEACTIVATE', 'KEEP'] as const;
export type MissingProductRule = (typeof MISSING_PRODUCT_RULES)[number];

/** Why an item came back: too small, too big, other. */
export const RETURN_REASONS = ['SMALL', 'BIG', 'UNKNOWN'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
