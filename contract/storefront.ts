import { Type, type Static } from 'typebox';
import { PRODUCT_NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../domain/limits.js';
import { IdSchema, Nullable, OpenQuery } from './common.js';
import { OrderIdSchema } from './orders.js';

/**
 * The storefront API: what a store's own pages call, keyed by the store's public key
 * (`/api/v1/storefront/{storeKey}/...`), no session. Pure: no I/O.
 */

/** What the storefront counts per product and day: the fitting room opened, a size chart viewed, a recommendation shown, a size chosen in the fitting room. */
export const STOREFRONT_EVENT_TYPES = [
  'FITTING_ROOM_OPENED',
  'SIZE_CHART_VIEWED',
  'RECOMMENDATION_SHOWN',
  'SIZE_CHOSEN',
] as const;
export type StorefrontEventType = (typeof STOREFRONT_EVENT_TYPES)[number];

export const PROFILE_CODE_MAX_LENGTH = 100;
export const MAX_ORDER_ITEMS = 200;

const Permalink = Type.String({ minLength: 1, maxLength: URL_MAX_LENGTH, description: "The product page's address." });
const ProfileCode = Type.String({
  minLength: 1,
  maxLength: PROFILE_CODE_MAX_LENGTH,
  description: "The shopper's anonymous profile code.",
});
const Size = Type.String({ minLength: 1, maxLength: 40 });

export const StoreKeyParams = Type.Object({
  storeKey: Type.String({ minLength: 1, maxLength: 100, description: "The store's public storefront key." }),
});

/**
 * The store's settings the fitting-room script needs, read by it when a page loads (the snippet carries only
 * the store's key): a change saved on the implantation tab reaches the store's pages without pasting anything.
 */
export const StorefrontSettingsSchema = Type.Object({
  language: Type.String({
    description: "The store's language (ptBR, ptPT, en, es, fr...): the script's, unless the page says its own.",
  }),
  country: Type.String({ description: "ISO 3166 alpha-2: the order tracker's default." }),
  currency: Type.String({ description: "ISO 4217: the order tracker's default." }),
  memorizeSizes: Type.Boolean({
    description: "Whether the shopper's measures are kept in their browser for the next product.",
  }),
  addToCartSelector: Nullable(
    Type.String({ description: 'CSS selector of the add-to-cart button the fitting-room button goes after.' }),
  ),
});
export type StorefrontSettings = Static<typeof StorefrontSettingsSchema>;

export const ProductLookupQuery = OpenQuery({ permalink: Permalink });

export const ProductLookupSchema = Type.Object({
  covered: Type.Boolean({ description: 'The fitting room is on for the product and a size table is assigned.' }),
  productId: Nullable(Type.Integer()),
  sizes: Type.Array(Type.String()),
  modelingId: Nullable(Type.Integer()),
  measures: Type.Array(Type.String(), {
    description:
      "The body measures the product's size table recommends by, which the fitting room asks (empty when not covered).",
  }),
  recommendations: Type.Boolean({
    description: "The store's features let it ask recommendations: the fitting room's button shows only then.",
  }),
});
export type ProductLookup = Static<typeof ProductLookupSchema>;

export const RecommendationBodySchema = Type.Object(
  {
    permalink: Permalink,
    profileCode: ProfileCode,
    measures: Type.Record(Type.String({ maxLength: 40 }), Type.Number({ minimum: 0, maximum: 100000 }), {
      maxProperties: 40,
      description: 'Body measures in centimetres, weight in kilograms.',
    }),
  },
  { additionalProperties: false },
);
export type RecommendationBody = Static<typeof RecommendationBodySchema>;

export const RecommendationAnswerSchema = Type.Object({
  recommendationId: Type.Integer(),
  recommendedSize: Nullable(Type.String()),
  fits: Type.Array(Type.Object({ measure: Type.String(), fit: Type.Enum(['fits', 'tight', 'loose']) }), {
    description: 'Per measure, how the recommended size holds it (empty without a recommendation).',
  }),
});
export type RecommendationAnswer = Static<typeof RecommendationAnswerSchema>;

export const StorefrontEventSchema = Type.Object(
  { type: Type.Enum(STOREFRONT_EVENT_TYPES), permalink: Permalink },
  { additionalProperties: false },
);
export type StorefrontEvent = Static<typeof StorefrontEventSchema>;

export const TrackedOrderItemSchema = Type.Object(
  {
    productId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "The feed's product id." })),
    sku: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    permalink: Permalink,
    name: Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX_LENGTH }),
    size: Size,
    price: Type.Number({ minimum: 0, maximum: 100_000_000 }),
    quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
    recommendationId: Type.Optional(IdSchema),
  },
  { additionalProperties: false },
);

export const TrackedOrderSchema = Type.Object(
  {
    orderId: OrderIdSchema,
    orderedAt: Type.String({ format: 'date-time' }),
    country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166 alpha-2, upper case.' }),
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217, upper case.' }),
    fittingRoomUsed: Type.Boolean(),
    profileCode: Type.Optional(ProfileCode),
    shopperAge: Type.Optional(Type.Integer({ minimum: 0, maximum: 130 })),
    items: Type.Array(TrackedOrderItemSchema, { minItems: 1, maxItems: MAX_ORDER_ITEMS }),
  },
  { additionalProperties: false },
);
export type TrackedOrder = Static<typeof TrackedOrderSchema>;
export type TrackedOrderItem = Static<typeof TrackedOrderItemSchema>;

export const TrackedOrderAnswerSchema = Type.Object({
  orderId: Type.String(),
  items: Type.Integer({ description: 'Items recorded for the order.' }),
});
export type TrackedOrderAnswer = Static<typeof TrackedOrderAnswerSchema>;

/** The current store's storefront key, which its site's fitting room puts in the storefront API's paths. */
export const StorefrontKeySchema = Type.Object({
  storefrontKey: Type.String({ description: 'Goes in `/api/v1/storefront/{storeKey}/...`.' }),
});
export type StorefrontKey = Static<typeof StorefrontKeySchema>;

/**
 * `POST /tenants/storefront-key/rotation`: the key being replaced, as the caller read it. Naming it is the
 * confirmation, and two rotations from one reading cannot both happen (the second gets 409).
 */
export const StorefrontKeyRotationBody = Type.Object(
  { currentKey: Type.String({ minLength: 1, maxLength: 100, description: 'The key the caller means to replace.' }) },
  { additionalProperties: false },
);
export type StorefrontKeyRotation = Static<typeof StorefrontKeyRotationBody>;
