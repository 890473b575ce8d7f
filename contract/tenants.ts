import { Type, type Static, type TSchema } from 'typebox';
import { COUNTRY_CODES } from '../domain/countries.js';
import {
  HTTP_LINK_BEHAVIORS,
  PRODUCT_INTEGRATIONS,
  SIZE_SYSTEMS,
  STORE_OPERATIONS,
  STORE_PLANS,
  STORE_PROFILES,
  STORE_SEGMENTS,
  STORE_STATUSES,
  STORE_TYPES,
} from '../domain/enums.js';
import {
  DOMAIN_MAX_LENGTH,
  GTM_CODE_PATTERN,
  HOST_NAME_PATTERN,
  MAX_SUBDOMAINS,
  NAME_MAX_LENGTH,
  OBSERVATION_MAX_LENGTH,
  SELECTOR_MAX_LENGTH,
} from '../domain/limits.js';
import {
  COVERED_CATEGORIES,
  COVERED_INTEGRATIONS,
  CURRENCIES,
  ECOMMERCE_PLATFORMS,
  REVIEW_STATUSES,
  STORE_FEATURES,
  STORE_LANGUAGES,
  TYPE_MODELINGS,
  VFR_VERSIONS,
} from '../domain/storeEnums.js';
import { IdSchema, Nullable } from './common.js';
import { FeedUrlSchema, IntegrationSettingsSchema } from './feeds.js';
import { multilineText } from './textKinds.js';
import { countedPageFields } from './lists.js';

/**
 * Store settings (spec 3: tenant details, single tenant, further store labels): `GET/PUT /tenants/details`
 * (the session's store), `GET/PUT /tenants/single/{id}` (moderators, any store), `POST /tenants` and
 * `GET /tenants/details/options`. Pure: no I/O.
 */

const set = <T extends TSchema>(item: T, maxItems: number) => Type.Array(item, { maxItems, uniqueItems: true });
const HostName = Type.String({
  minLength: 1,
  maxLength: DOMAIN_MAX_LENGTH,
  pattern: HOST_NAME_PATTERN,
  description: 'A host name such as `loja.example.com.br` (no scheme, no path).',
});
const Observation = Type.String({ maxLength: OBSERVATION_MAX_LENGTH, ...multilineText });
const Country = Type.Enum(COUNTRY_CODES, { description: 'ISO 3166-1 alpha-2 code.' });

/** What identifies the store and how its pages behave (the identification tab). */
const identification = {
  name: Type.String({
    maxLength: 1000,
    description: `1 to ${NAME_MAX_LENGTH} characters after trimming, no comma; unique among stores.`,
  }),
  domain: HostName,
  subdomains: set(HostName, MAX_SUBDOMAINS),
  tenantLogoUrl: Nullable(FeedUrlSchema),
  country: Country,
  currency: Type.Enum(CURRENCIES, { description: 'ISO 4217 code; prices are shown in it.' }),
  language: Type.Enum(STORE_LANGUAGES, { description: "The language of the store's shoppers." }),
  sizeSystem: Type.Enum(SIZE_SYSTEMS, { description: "The store's default size system." }),
  plan: Type.Enum(STORE_PLANS),
  status: Type.Enum(STORE_STATUSES),
  type: Type.Enum(STORE_TYPES),
  tenantProfile: Type.Enum(STORE_PROFILES),
  segment: Type.Enum(STORE_SEGMENTS),
  tenantOperation: Type.Enum(STORE_OPERATIONS),
  monitored: Type.Boolean({ description: 'The store is followed on the health dashboard.' }),
  monitoredReturns: Type.Boolean({ description: "The store's returns are followed." }),
  multipleCurrencies: Type.Boolean({ description: 'The store sells in more than one currency.' }),
  reportCountries: set(Country, COUNTRY_CODES.length),
  forceHttps: Type.Boolean({ description: "The fitting room rewrites the store's links to https." }),
  memorizeSizes: Type.Boolean({ description: "The fitting room remembers a shopper's sizes." }),
};

/** How the store's pages load the service (the implantation tab). */
const implantation = {
  vfrVersion: Type.Enum(VFR_VERSIONS, { description: 'The fitting-room version the pages load.' }),
  features: set(Type.Enum(STORE_FEATURES), STORE_FEATURES.length),
  gtmCode: Nullable(Type.String({ pattern: GTM_CODE_PATTERN, description: 'A Google Tag Manager id, GTM-XXXX.' })),
  addToCartSelector: Nullable(
    Type.String({
      minLength: 1,
      maxLength: SELECTOR_MAX_LENGTH,
      description:
        "CSS selector of the product page's add-to-cart button: the fitting room's button goes after it when the page has no `[data-provador-button]` element.",
    }),
  ),
  shoppingTracking: Type.Boolean({ description: 'The pages report orders (order tracker).' }),
  appIntegration: Type.Boolean({ description: "The store's app calls the service." }),
  customerRulesObservation: Nullable(Observation),
};

/** What the customer-success staff record about the store's coverage (the health dashboard reads them). */
const coverage = {
  responsibleId: Nullable(IdSchema),
  reviewStatus: Nullable(Type.Enum(REVIEW_STATUSES)),
  coveredCategories: set(Type.Enum(COVERED_CATEGORIES), COVERED_CATEGORIES.length),
  coveredIntegrations: set(Type.Enum(COVERED_INTEGRATIONS), COVERED_INTEGRATIONS.length),
  ecommercePlatform: Nullable(Type.Enum(ECOMMERCE_PLATFORMS)),
  typeModeling: Nullable(Type.Enum(TYPE_MODELINGS, { description: 'Whose tables the store uses (table type).' })),
  observation: Nullable(Observation),
};

export const CoverageDetailsSchema = Type.Object(
  { ...coverage, responsibleName: Nullable(Type.String({ description: 'Read only: the responsible staff member.' })) },
  { additionalProperties: false },
);
export type CoverageDetails = Static<typeof CoverageDetailsSchema>;

/** A store's settings as `GET /tenants/details` and `GET /tenants/single/{id}` answer them. */
export const TenantDetailsSchema = Type.Object({
  tenantId: Type.Integer(),
  /** Incremented by every save; a save names the version it started from (optimistic concurrency). */
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  active: Type.Boolean(),
  ...identification,
  ...implantation,
  coverageDetails: CoverageDetailsSchema,
  ...IntegrationSettingsSchema.properties,
  /** Read only: the SHA-256 (hex) of the last feed an import read whole; null before the first. */
  hashXML: Nullable(Type.String()),
});
export type TenantDetails = Static<typeof TenantDetailsSchema>;

/**
 * `PUT /tenants/details` and `PUT /tenants/single/{id}`: the `version` the client read and the fields it
 * changes (one tab's, or all); fields left out keep their values. A stale version answers 409 STALE_VERSION.
 */
export const TenantDetailsBodySchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    ...Type.Partial(Type.Object({ ...identification, ...implantation })).properties,
    coverageDetails: Type.Optional(Type.Object(coverage, { additionalProperties: false })),
    ...Type.Partial(IntegrationSettingsSchema).properties,
  },
  { additionalProperties: false, minProperties: 2 },
);
export type TenantDetailsBody = Static<typeof TenantDetailsBodySchema>;

/**
 * A 409 of a save: a taken name (CONFLICT), or a stale version (STALE_VERSION) with what the store holds
 * now (`current`) and, as details, each field changed since the version the client read (code CHANGED).
 */
export const StaleVersionBody = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  details: Type.Optional(
    Type.Array(Type.Object({ field: Type.String(), code: Type.String(), message: Type.String() })),
  ),
  current: Type.Optional(TenantDetailsSchema),
});
export type StaleVersionBody = Static<typeof StaleVersionBody>;

/** `POST /tenants`: a new store. Country defaults from the language (spec 9), the rest to the spec's defaults. */
export const NewTenantBodySchema = Type.Object(
  {
    name: identification.name,
    domain: HostName,
    language: Type.Optional(identification.language),
    country: Type.Optional(Country),
    currency: Type.Optional(identification.currency),
    sizeSystem: Type.Optional(identification.sizeSystem),
    plan: Type.Optional(identification.plan),
    status: Type.Optional(identification.status),
    type: Type.Optional(identification.type),
    tenantProfile: Type.Optional(identification.tenantProfile),
    segment: Type.Optional(identification.segment),
    tenantOperation: Type.Optional(identification.tenantOperation),
  },
  { additionalProperties: false },
);
export type NewTenantBody = Static<typeof NewTenantBodySchema>;

const codes = (description: string) => Type.Array(Type.String(), { description });
/** `GET /tenants/details/options`: every store enumeration, as codes; the web app names them in its language. */
export const TenantOptionsSchema = Type.Object({
  statuses: codes('Store statuses.'),
  plans: codes('Plans.'),
  types: codes('Store types.'),
  profiles: codes('Store profiles.'),
  segments: codes('Segments.'),
  operations: codes('Operations.'),
  languages: codes("Shoppers' languages."),
  countries: codes('ISO 3166-1 alpha-2 codes; names come from Intl in the interface language.'),
  currencies: codes('ISO 4217 codes, the most used first; names come from Intl.'),
  sizeSystems: codes('Size systems.'),
  platforms: codes('E-commerce platforms.'),
  features: codes('Features.'),
  vfrVersions: codes('Fitting-room versions.'),
  reviewStatuses: codes('Review statuses.'),
  coveredCategories: codes('Covered categories.'),
  coveredIntegrations: codes('Covered integrations.'),
  typeModelings: codes('Table types.'),
  productIntegrations: codes('Product integrations.'),
  httpLinkBehaviors: codes('What the importer does to feed links.'),
});
export type TenantOptions = Static<typeof TenantOptionsSchema>;

export const TENANT_OPTIONS: TenantOptions = {
  statuses: [...STORE_STATUSES],
  plans: [...STORE_PLANS],
  types: [...STORE_TYPES],
  profiles: [...STORE_PROFILES],
  segments: [...STORE_SEGMENTS],
  operations: [...STORE_OPERATIONS],
  languages: [...STORE_LANGUAGES],
  countries: [...COUNTRY_CODES],
  currencies: [...CURRENCIES],
  sizeSystems: [...SIZE_SYSTEMS],
  platforms: [...ECOMMERCE_PLATFORMS],
  features: [...STORE_FEATURES],
  vfrVersions: [...VFR_VERSIONS],
  reviewStatuses: [...REVIEW_STATUSES],
  coveredCategories: [...COVERED_CATEGORIES],
  coveredIntegrations: [...COVERED_INTEGRATIONS],
  typeModelings: [...TYPE_MODELINGS],
  productIntegrations: [...PRODUCT_INTEGRATIONS],
  httpLinkBehaviors: [...HTTP_LINK_BEHAVIORS],
};

/** `GET /tenants/catalogue/xml`: the store's catalogue as a Google Merchant feed. */
export const CatalogueXmlSchema = Type.String({
  format: 'binary',
  description: 'RSS 2.0 with Google Merchant `g:` fields, one item per size grouped by `g:item_group_id`.',
});

/**
 * `GET /tenants/details/history`: the store's settings saves, newest first. `changes` holds each field's
 * value before and after (null for saves older than history, which kept only the field names).
 */
export const SettingsHistorySchema = Type.Object({
  ...countedPageFields(
    Type.Object({
      version: Type.Integer(),
      userId: Nullable(Type.Integer()),
      userName: Nullable(Type.String()),
      changedAt: Type.String({ format: 'date-time' }),
      fields: Type.Array(Type.String()),
      changes: Nullable(Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() }))),
    }),
  ),
});
export type SettingsHistory = Static<typeof SettingsHistorySchema>;
