/**
 * The limits of the data the service keeps, named once: the API schemas (contract/), the server's
 * rules and the web forms' validators all read them from here, so they cannot drift apart.
 */

/** Names of brands, categories, charts and users (spec section 5: "at most a given maximum"). */
export const NAME_MAX_LENGTH = 100;
/** Product names come from store feeds, which run longer than the names people type (docs/decisions/0048). */
export const PRODUCT_NAME_MAX_LENGTH = 300;
/** Provider brand names (spec section 5). */
export const STRONG_BRAND_NAME_MAX_LENGTH = 25;
/** Provider category and subcategory names, and each of their translations (docs/decisions/0078). */
export const STRONG_CATEGORY_NAME_MAX_LENGTH = 60;
/** The subcategories one provider category may hold. */
export const MAX_STRONG_SUBCATEGORIES = 100;
/** Password lengths, in characters (NIST SP 800-63B: at least 8, better 15 or more; at least 64 allowed). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** What a search box may send. */
export const SEARCH_MAX_LENGTH = 300;

/** The distinct sizes one product may offer. */
export const MAX_PRODUCT_SIZES = 100;
/** The ids one bulk change or delete may name. */
export const MAX_BULK_IDS = 1000;
/** The rows one list call answers when the client names no page size. */
export const DEFAULT_PAGE_SIZE = 25;
/** The most rows one list call answers, and so the most ids one `ids` filter names. */
export const MAX_PAGE_SIZE = 100;

/** The rows one call of the products CSV import takes: the web app sends a longer file in batches of this size. */
export const MAX_IMPORT_ROWS = 1000;

/** Importation rules: rows per mapping list, and the length of one keyword or feed value. */
export const MAX_RULE_ROWS = 500;
export const RULE_KEYWORD_MAX_LENGTH = 200;
/** Links: product pages and images, feeds, return files. */
export const URL_MAX_LENGTH = 2000;
/** What a crash report of the web app may hold: the error and its stack. */
export const CRASH_TEXT_MAX_LENGTH = 20000;

/** Measurement tables: a size label, a text cell (composed measure value, text measure), the composed measure's name, the notes. */
export const SIZE_LABEL_MAX_LENGTH = 30;
export const CELL_TEXT_MAX_LENGTH = 100;
export const COMPOSED_MEASURE_MAX_LENGTH = 60;
export const OBSERVATION_MAX_LENGTH = 2000;

/** Store settings: a host name (RFC 1035: 253 characters), the subdomains one store lists, a GTM container id. */
export const DOMAIN_MAX_LENGTH = 253;
export const MAX_SUBDOMAINS = 50;
/** A host name such as `loja.example.com.br`: labels of letters, digits and inner hyphens, a final label of letters. */
export const HOST_NAME_PATTERN = '^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';
/** A Google Tag Manager container id, e.g. `GTM-ABC1234`. */
export const GTM_CODE_PATTERN = '^GTM-[A-Z0-9]{4,12}$';
/** The CSS selector of a product page's add-to-cart button, after which the fitting room puts its own. */
export const SELECTOR_MAX_LENGTH = 300;

/** A size style's weight (`weightStyle`): a decimal with at most two places; new styles weigh 1. */
export const STYLE_WEIGHT_MIN = 0;
export const STYLE_WEIGHT_MAX = 100;
export const STYLE_WEIGHT_DECIMALS = 2;

/** The longest period one report covers, in days. */
export const REPORT_MAX_DAYS = 731;
