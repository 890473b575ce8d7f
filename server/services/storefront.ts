import type { Db } from '../db/connection.js';
import { conflict, forbidden, notFound, validation, type FieldProblem } from '../errors.js';
import { countOrderItems, productsForItems, type OrderItemValues } from '../repositories/orders.js';
import type { RecordOrder } from './orderRecorder.js';
import {
  countStorefrontEvent,
  findProductByPermalink,
  findTenantByStorefrontKey,
  insertRecommendation,
  recommendedSizes,
  replaceStorefrontKey,
  storefrontKeyOf,
} from '../repositories/storefront.js';
import { recordUnknownHit } from '../repositories/unknownProducts.js';
import { simulate } from './modelings.js';
import { strongEngineTable } from './strongModelings.js';
import { recommend } from '../../domain/sizeEngine.js';
import { todayUtc } from './unknownProducts.js';
import { DetailCodes, ErrorCodes } from '../../contract/errorCodes.js';
import type {
  ProductLookup,
  RecommendationAnswer,
  RecommendationBody,
  StorefrontEvent,
  StorefrontKey,
  TrackedOrder,
  TrackedOrderAnswer,
} from '../../contract/storefront.js';
import { sizeOffset } from '../../domain/sizeOrder.js';
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
export async function storeOfKey(db: Db, key: string, feature?: FeatureGate): Promise<number> {
  const tenant = await findTenantByStorefrontKey(db, key);
  if (!tenant) throw notFound('Store not found.');
  if (!statusAllows(tenant.status, 'storefront')) {
    throw forbidden(ErrorCodes.STORE_NOT_ACTIVE, "This store's service is not active.");
  }
  if (feature) assertFeature(tenant.features, feature);
  return tenant.id;
}

// The fitting room works for a product whose plugin is on and which has a table (spec 4's covered or alert):
// its store's own, or else the strong table of its active strong link.
const hasFittingRoom = (p: { state: string; modelingId: number | null; strongModelingId: number | null }) =>
  (p.modelingId !== null || p.strongModelingId !== null) && (p.state === 'covered' || p.state === 'alert');

/** The size engine on the product's own table, or on its strong table when the store drew none. */
const simulateFor = (
  db: Db,
  tenantId: number,
  p: { modelingId: number | null; strongModelingId: number | null },
  measures: Record<string, number>,
) =>
  p.modelingId !== null
    ? simulate(db, tenantId, p.modelingId, measures)
    : strongEngineTable(db, p.strongModelingId!).then((table) => recommend(table, measures));

/** What the fitting-room button asks; a permalink the catalogue lacks counts as a hit of that day's unknown products. */
export async function lookUpProduct(db: Db, tenantId: number, permalink: string): Promise<ProductLookup> {
  const product = await findProductByPermalink(db, tenantId, permalink);
  if (!product) {
    await recordUnknownHit(db, tenantId, permalink, todayUtc());
    return { covered: false, productId: null, sizes: [], modelingId: null };
  }
  return {
    covered: hasFittingRoom(product),
    productId: product.id,
    sizes: product.sizes.length > 0 ? product.sizes : (product.chartSizes ?? []),
    modelingId: product.modelingId,
  };
}

/** The size engine's answer for the product, recorded with the shopper's profile code and measures. */
export async function recommendForShopper(
  db: Db,
  tenantId: number,
  body: RecommendationBody,
  at?: Date,
): Promise<RecommendationAnswer> {
  const product = await findProductByPermalink(db, tenantId, body.permalink);
  const usable = product && hasFittingRoom(product);
  const result = usable ? await simulateFor(db, tenantId, product, body.measures) : null;
  const recommendedSize = result?.recommendedSize ?? null;
  const recommendationId = await insertRecommendation(db, tenantId, {
    productId: product?.id ?? null,
    permalink: body.permalink,
    profileCode: body.profileCode,
    measures: body.measures,
    recommendedSize,
    createdAt: at,
  });
  const chosen = result?.sizes.find((s) => s.size === recommendedSize);
  const fits = chosen ? Object.entries(chosen.measures).map(([measure, m]) => ({ measure, fit: m.fit })) : [];
  return { recommendationId, recommendedSize, fits };
}

export async function countEvent(db: Db, tenantId: number, event: StorefrontEvent): Promise<void> {
  const product = await findProductByPermalink(db, tenantId, event.permalink);
  await countStorefrontEvent(db, tenantId, { ...event, productId: product?.id ?? null, day: todayUtc() });
}

/**
 * Records an order the storefront tracked, once per (store, order id): a repeated post changes
 * nothing and gets the same answer. Items name their product by feed id or permalink; the size
 * recommended comes from the recommendation the item names, which must be the store's. `record`
 * writes it (the route's group commit, see orderRecorder).
 */
export async function trackOrder(
  db: Db,
  tenantId: number,
  order: TrackedOrder,
  record: RecordOrder,
): Promise<{ created: boolean; answer: TrackedOrderAnswer }> {
  const recommendationIds = [...new Set(order.items.flatMap((i) => (i.recommendationId ? [i.recommendationId] : [])))];
  // Both lookups at once: on PostgreSQL they run on two connections.
  const [products, recommended] = await Promise.all([
    productsForItems(
      db,
      tenantId,
      order.items.flatMap((i) => (i.productId ? [i.productId] : [])),
      order.items.map((i) => i.permalink),
    ),
    recommendedSizes(db, tenantId, recommendationIds),
  ]);
  const problems: FieldProblem[] = [];
  const items: OrderItemValues[] = order.items.map((item, index) => {
    if (item.recommendationId && !recommended.has(item.recommendationId)) {
      problems.push({
        field: `body.items.${index}.recommendationId`,
        code: DetailCodes.INVALID,
        message: 'No such recommendation in this store.',
      });
    }
    const product =
      (item.productId && products.find((p) => p.feedProductId === item.productId)) ||
      products.find((p) => p.permalink === item.permalink);
    const recommendedSize = (item.recommendationId && recommended.get(item.recommendationId)) || null;
    return {
      productId: product?.id ?? null,
      feedProductId: item.productId ?? null,
      sku: item.sku ?? null,
      permalink: item.permalink,
      name: item.name,
      size: item.size,
      price: item.price,
      quantity: item.quantity,
      recommendationId: item.recommendationId ?? null,
      recommendedSize,
      sizeOffset: recommendedSize === null ? null : sizeOffset(item.size, recommendedSize, product?.sizes),
    };
  });
  if (problems.length > 0) throw validation(problems);
  const total = Math.round(order.items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
  const created = await record({
    tenantId,
    order: {
      orderId: order.orderId,
      orderedAt: new Date(order.orderedAt),
      country: order.country,
      currency: order.currency,
      fittingRoomUsed: order.fittingRoomUsed,
      profileCode: order.profileCode ?? null,
      shopperAge: order.shopperAge ?? null,
      total,
    },
    items,
  });
  // A new order has the items just posted; a repeated one answers what the first post stored.
  const itemCount = created ? items.length : await countOrderItems(db, tenantId, order.orderId);
  return { created, answer: { orderId: order.orderId, items: itemCount } };
}
