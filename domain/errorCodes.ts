/**
 * Every code the API can answer, shared by the server (which sends them) and the web app (which shows
 * a translated text for each). Pure: no I/O.
 *
 * An error answer is `{ statusCode, code: ErrorCode, message, details?: ErrorDetail[] }`; each detail
 * names a field, a `DetailCode` and, when the rule has a limit, the `params` its text needs.
 */

const mirror = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, k])) as { readonly [C in K]: C };

/** The `code` of an error answer; the web app shows `app.errors.<code>`. */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'TERMS_NOT_ACCEPTED',
  'TERMS_REQUIRED',
  'TOO_MANY_ATTEMPTS',
  'FORBIDDEN',
  'NO_STORE',
  'NOT_FOUND',
  'CONFLICT',
  'REFERENCE',
  'EMAIL_TAKEN',
  'TOO_LARGE',
  'INTERNAL',
  'CONFIRMATION_REQUIRED',
  'DATABASE_UNAVAILABLE',
  'SERVER_BUSY',
  'ALREADY_RETURNED',
  // Product feeds.
  'NO_FEED_URL',
  'QUEUE_ENTRY_NOT_WAITING',
  'IMPORT_RUNNING',
  'TOO_MANY_JOBS_WAITING',
  'GMERCHANT_ADMIN_ONLY',
  // Admin settings.
  'ADMINISTRATOR_ONLY_SETTING',
  // Store settings.
  'STALE_VERSION',
  'TENANT_NOT_FOUND',
  // Store users, status and features.
  'ALREADY_MEMBER',
  'STOREFRONT_KEY_CHANGED',
  'STORE_NOT_ACTIVE',
  'STORE_CLOSED',
  'FEATURE_NOT_ENABLED',
  // Provider tables.
  'ALREADY_ORGANIC',
  // Organic provider tables.
  'LEARNING_OUTDATED',
  // A store settings version whose later saves did not keep their values cannot be rebuilt.
  'VERSION_NOT_RESTORABLE',
  // The provider's catalogue: a record that products (or store records) link to is not deleted.
  'STRONG_BRAND_LINKED',
  'STRONG_CATEGORY_LINKED',
  'STRONG_SUBCATEGORY_LINKED',
  'PASSWORD_LINK_INVALID',
  'PASSWORD_LINK_EXPIRED',
  'WRONG_PASSWORD',
  'ACCOUNT_DISABLED',
  'NOT_INVITED',
  'OWN_ACCOUNT',
  // An invitation whose e-mail the mail server refused or never took (502): the account change is rolled back.
  'MAIL_NOT_SENT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export const ErrorCodes = mirror(ERROR_CODES);

/** Values a detail's text may need, beside the field's name. */
export interface DetailParams {
  /** Largest length, count or value allowed. */
  max?: number;
  /** Smallest length, count or value allowed. */
  min?: number;
  /** The values allowed, joined with ", ". */
  values?: string;
  /** Another line of the same file (CSV import). */
  line?: number;
  /** A name the store does not have (CSV import). */
  name?: string;
  /** The format or type expected (e-mail, date-time, integer ...). */
  expected?: string;
  /** The HTTP status another server answered (feed fetching). */
  status?: number;
  /** How many records a rule counted (records linked to one that cannot be deleted); its text is singular or plural. */
  count?: number;
  /** The same figure in an earlier run (the items of a store's last complete feed import). */
  previous?: number;
}
export type DetailParam = keyof DetailParams;

/**
 * The `code` of one detail, with the params every detail of that code carries. Rule checks of the
 * services and the schema keywords of Ajv (upper-cased) share one list, so one text serves both.
 */
const DETAILS = {
  // Schema keywords (Ajv) and the rules that mean the same.
  REQUIRED: [],
  ADDITIONALPROPERTIES: [],
  TYPE: ['expected'],
  FORMAT: ['expected'],
  PATTERN: [],
  MAXLENGTH: ['max'],
  MINLENGTH: ['min'],
  MAXIMUM: ['max'],
  MINIMUM: ['min'],
  EXCLUSIVEMAXIMUM: ['max'],
  EXCLUSIVEMINIMUM: ['min'],
  MAXITEMS: ['max'],
  MINITEMS: ['min'],
  UNIQUEITEMS: [],
  ENUM: ['values'],
  CONST: ['values'],
  ANYOF: [],
  ONEOF: [],
  // Rules of the services.
  INVALID: [],
  COMMA: [],
  URL: [],
  EMAIL: [],
  BOOLEAN: [],
  NOT_FOUND: [],
  MISMATCH: [],
  SUBCATEGORY_MISMATCH: [],
  DUPLICATE: [],
  SORT_FIELD: ['values'],
  SORT_DIRECTION: [],
  NUL_CHARACTER: [],
  CONTROL_CHARACTER: [],
  DUPLICATE_KEY: [],
  DATE_RANGE: [],
  TOO_DEEP: ['max'],
  // Size tables.
  FEMALE_ONLY: [],
  INVALID_VARIATION: [],
  END_BELOW_START: [],
  // CSV import rows.
  UNKNOWN_CHART: ['name'],
  REPEATED_IN_FILE: ['line'],
  PERMALINK_TAKEN: [],
  FEED_ID_MISMATCH: [],
  // Fetching a product feed (server/feeds/feedFetch.ts); `name` is the feed's host, `max` seconds or megabytes.
  FEED_URL_SCHEME: [],
  FEED_ADDRESS_NOT_PUBLIC: ['name'],
  FEED_UNREACHABLE: ['name'],
  FEED_CONNECT_TIMEOUT: ['name', 'max'],
  FEED_TIMEOUT: ['max'],
  FEED_IDLE_TIMEOUT: ['name', 'max'],
  FEED_TOO_MANY_REDIRECTS: ['max'],
  FEED_HTTP_STATUS: ['status'],
  FEED_TOO_LARGE: ['max'],
  FEED_BAD_ENCODING: [],
  // Another address the server sends to (the crash webhook) that leads to `name`, not a public address.
  ADDRESS_NOT_PUBLIC: ['name'],
  // Product feed imports (a run's errors and its failure).
  SIZES_NOT_IN_CHART: [],
  NO_SIZES: [],
  FEED_DOCTYPE: ['line'],
  FEED_MALFORMED: ['line'],
  FEED_STREAM: ['line'],
  FEED_ABORTED: [],
  // `name`: the first element of a file that is not an RSS or Atom feed; `max`: items, or megabytes of one value.
  FEED_NOT_PRODUCT_FEED: ['name'],
  FEED_TOO_MANY_ITEMS: ['max'],
  FEED_VALUE_TOO_LARGE: ['line', 'max'],
  // A run that switched nothing off: it read `count` items, under half of the `previous` complete run's.
  FEED_ITEMS_DROPPED: ['count', 'previous'],
  FEED_EMPTY: [],
  // Admin settings: a field someone else saved since the version read (`name`: who).
  SETTING_CHANGED: ['name'],
  ADMINISTRATOR_ONLY: [],
  // Store settings: a field someone else changed since the client read the store (409 STALE_VERSION).
  CHANGED: [],
  // A store's responsible that is not customer-success staff (a moderator or an administrator).
  NOT_STAFF: [],
  // Deleting a provider record that others link to; `count` is how many link to it.
  LINKED_PRODUCTS: ['count'],
  LINKED_BRANDS: ['count'],
  LINKED_CATEGORIES: ['count'],
  LINKED_TABLES: ['count'],
  // A new password on the list of the most common ones, or the account's own e-mail (NIST SP 800-63B).
  COMMON_PASSWORD: [],
  PASSWORD_IS_EMAIL: [],
} as const satisfies Record<string, readonly DetailParam[]>;

export type DetailCode = keyof typeof DETAILS;
export const DETAIL_CODES = Object.keys(DETAILS) as DetailCode[];
export const DetailCodes = mirror(DETAIL_CODES);
/** The params each detail code carries; its texts use those and `field`, nothing else. */
export const DETAIL_PARAMS: { readonly [C in DetailCode]: readonly DetailParam[] } = DETAILS;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
export const isDetailCode = (code: unknown): code is DetailCode =>
  typeof code === 'string' && Object.hasOwn(DETAILS, code);

/** One field's problem in an error answer. */
export interface ErrorDetail {
  field: string;
  code: DetailCode;
  /** English, for logs and API users; the web app shows its own text for `code`. */
  message: string;
  params?: DetailParams;
}

/** The detail code of an Ajv keyword; a keyword without its own code is INVALID. */
export const detailCodeOfKeyword = (keyword: string): DetailCode => {
  // A day before or after the accepted years (formatMinimum, formatMaximum of a date).
  if (keyword === 'formatMinimum' || keyword === 'formatMaximum') return 'DATE_RANGE';
  const code = keyword.toUpperCase();
  return isDetailCode(code) ? code : DetailCodes.INVALID;
};
