import type { Db } from '../db/connection.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { countOrderItems } from '../repositories/orders.js';
import type { RecordOrder } from './orderRecorder.js';
import type { TrackedPost } from './trackedOrders.js';
import type { StorefrontStore, StorefrontStores } from './storefrontStores.js';
import type { StorefrontProducts } from './storefrontProducts.js';
import {
  insertRecommendations,
  replaceStorefrontKey,
  storefrontKeyOf,
  type StoredRecommendation,
} from '../repositories/storefront.js';
import { recordUnknownHit } from '../repositories/unknownProducts.js';
import { groupCommit } from './groupCommit.js';
import { recommend, type CustomVariation } from '../../domain/sizeEngine.js';
import { engineTableOf, type ModelingRow } from '../../domain/modeling.js';
import { todayUtc } from './unknownProducts.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import { isLabelMeasure, isMeasure } from '../../domain/measures.js';
import { createHash } from 'node:crypto';
import type {
  ProductLookup,
  RecommendationAnswer,
  RecommendationBody,
  StorefrontKey,
  StorefrontSettings,
  TrackedOrder,
  TrackedOrderAnswer,
} from '../../contract/storefront.js';
import { statusAllows } from '../../domain/storeStatus.js';
import type { FeatureGate } from '../../domain/featureGates.js';
import { assertFeature } from './featureGate.js';

/** The key the store's site uses to call the storefront API. */
export async function getStorefrontKey(db: Db, tenantId: number): Promise<StorefrontKey> {
  return { storefrontKey: await storefrontKeyOf(db, tenantId) };
}

/** Replaces the store's key; `currentKey` must be the key stored now (else 409, nothing changed). */
export async function rotateStorefrontKey(db: Db, tenantId: number, currentKey: string): Promise<StorefrontKey> {
  const storefrontKey = await replaceStorefrontKey(db, tenantId, currentKey);
  if (!storefrontKey) {
    throw conflict(ErrorCodes.STOREFRONT_KEY_CHANGED, 'The storefront key is no longer the one given. Read it again.');
  }
  return { storefrontKey };
}

/**
 * The store a key opens; an unknown key is 404, like a store that does not exist, and a store whose
 * status stops the storefront (paused, inactive, churn) is 403 STORE_NOT_ACTIVE; one without the
 * route's feature, 403 FEATURE_NOT_ENABLED.
 */
export async function storeOfKey(stores: StorefrontStores, key: string, feature?: FeatureGate): Promise<number> {
  const tenant = await stores.storeOf(key);
  if (!tenant) throw notFound('Store not found.');
  if (!statusAllows(tenant.status, 'storefront')) {
    throw forbidden(ErrorCodes.STORE_NOT_ACTIVE, "This store's service is not active.");
  }
  if (feature) assertFeature(tenant.features, feature);
  return tenant.id;
}

/** The settings the store's fitting-room script reads, and their entity tag (changes with any of them). */
export function scriptSettingsOf(store: StorefrontStore): { settings: StorefrontSettings; etag: string } {
  const { language, country, currency, memorizeSizes, addToCartSelector } = store;
  const settings = { language, country, currency, memorizeSizes, addToCartSelector };
  const hash = createHash('sha256').update(JSON.stringify(settings)).digest('base64url').slice(0, 22);
  return { settings, etag: `"${hash}"` };
}

/** Whether an If-None-Match header names this entity tag (or any, `*`); weak tags compare as strong ones here. */
export const matchesEntityTag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  (ifNoneMatch ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

// The fitting room works for a product whose plugin is on and which has a table (spec 4's covered or alert):
// its store's own, or else the strong table of its active strong link.
const hasFittingRoom = (p: { state: string; modelingId: number | null; strongModelingId: number | null }) =>
  (p.modelingId !== null || p.strongModelingId !== null) && (p.state === 'covered' || p.state === 'alert');

// The measures a shopper can give that the engine reads: not a text column, not one the table switched off.
const askedMeasures = (measures: string[], variations: Record<string, { mode?: string } | undefined>) =>
  measures.filter((m) => isMeasure(m) && !isLabelMeasure(m) && variations[m]?.mode !== 'DISABLED');

/**
 * What the fitting-room button asks (the product read through this process's copies); a permalink the
 * catalogue lacks counts as a hit of that day's unknown products.
 */
export async function lookUpProduct(
  db: Db,
  products: StorefrontProducts,
  tenantId: number,
  permalink: string,
  recommendations: boolean,
): Promise<ProductLookup> {
  const product = await products.productOf(tenantId, permalink);
  if (!product) {
    await recordUnknownHit(db, tenantId, permalink, todayUtc());
    return { covered: false, productId: null, sizes: [], modelingId: null, measures: [], recommendations };
  }
  const covered = hasFittingRoom(product);
  return {
    covered,
    productId: product.id,
    sizes: product.sizes.length > 0 ? product.sizes : (product.chartSizes ?? []),
    modelingId: product.modelingId,
    measures: covered ? askedMeasures(product.measures ?? [], product.variations ?? {}) : [],
    recommendations,
  };
}

/** Records one recommendation; answers its id once committed. */
export type RecordRecommendation = (values: StoredRecommendation) => Promise<number>;

/**
 * The shoppers' recommendations, group-committed (see groupCommit): those that arrive while a statement is
 * being written are recorded by the next one; one that fails alone fails alone.
 */
export const recommendationRecorder = (db: Db): RecordRecommendation =>
  groupCommit((values: StoredRecommendation[]) => insertRecommendations(db, values), { splitOnFailure: true });

/**
 * The size engine's answer for the product, on its own table or else on its strong table (read with the
 * product through this process's copies), recorded with the shopper's profile code and measures.
 */
export async function recommendForShopper(
  products: StorefrontProducts,
  tenantId: number,
  body: RecommendationBody,
  record: RecordRecommendation,
): Promise<RecommendationAnswer> {
  const product = await products.productOf(tenantId, body.permalink);
  const table =
    product && hasFittingRoom(product)
      ? engineTableOf({
          static: product.static,
          sizeSystem: product.sizeSystem ?? '',
          rows: (product.rows ?? []) as ModelingRow[],
          variations: (product.variations ?? {}) as Record<string, CustomVariation | undefined>,
        })
      : null;
  const result = table ? recommend(table, body.measures) : null;
  const recommendedSize = result?.recommendedSize ?? null;
  const recommendationId = await record({
    tenantId,
    productId: product?.id ?? null,
    permalink: body.permalink,
    profileCode: body.profileCode,
    measures: body.measures,
    recommendedSize,
  });
  const chosen = result?.sizes.find((s) => s.size === recommendedSize);
  const fits = chosen ? Object.entries(chosen.measures).map(([measure, m]) => ({ measure, fit: m.fit })) : [];
  return { recommendationId, recommendedSize, fits };
}

/**
 * Records an order the storefront tracked, once per (store, order id): a repeated post changes
 * nothing and gets the same answer. Items name their product by feed id or permalink; the size
 * recommended comes from the recommendation the item names, which must be the store's. `record` looks
 * them up and writes the order (the route's group commit, see orderRecorder and trackedOrders).
 */
export async function trackOrder(
  db: Db,
  tenantId: number,
  order: TrackedOrder,
  record: RecordOrder<TrackedPost>,
): Promise<{ created: boolean; answer: TrackedOrderAnswer }> {
  const created = await record({ tenantId, order });
  // A new order has the items just posted; a repeated one answers what the first post stored.
  const itemCount = created ? order.items.length : await countOrderItems(db, tenantId, order.orderId);
  return { created, answer: { orderId: order.orderId, items: itemCount } };
}
