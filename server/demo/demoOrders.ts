import type { Db } from '../db/connection.js';
import { insertNewOrders, type OrderItemValues, type OrderValues } from '../repositories/orders.js';
import { insertRecommendations, type RecommendationValues } from '../repositories/storefront.js';
import { storedEngineTable } from '../services/modelings.js';
import { randomFrom } from './demoVocabulary.js';
import type { ReturnReason } from '../../domain/enums.js';
import { recommend, type EngineTable } from '../../domain/sizeEngine.js';
import { sizeOffset } from '../../domain/sizeOrder.js';

const DAY = 86_400_000;
type Random = ReturnType<typeof randomFrom>;

// Plausible shares: fitting-room shoppers who follow the recommendation return least.
const FITTING_ROOM_SHARE = 0.45;
const FOLLOW_SHARE = 0.75;
const RETURN_RATE = { followed: 0.08, notFollowed: 0.17, withoutFittingRoom: 0.22 };

/** A shopper's body that one of the table's sizes holds, a little off its middle. */
function shopperBody(table: EngineTable, random: Random): Record<string, number> {
  const row = table.rows[Math.floor(random.next() * table.rows.length)]!;
  const body: Record<string, number> = {};
  for (const [measure, cell] of Object.entries(row.measures)) {
    if (typeof cell.initialValue !== 'number' || typeof cell.finalValue !== 'number') continue;
    const middle = (cell.initialValue + cell.finalValue) / 2;
    body[measure] =
      Math.round((middle + (random.next() - 0.5) * (cell.finalValue - cell.initialValue) * 1.6) * 10) / 10;
  }
  return body;
}

const reasonFor = (offset: number | null, random: Random): ReturnReason =>
  offset === -1 ? 'SMALL' : offset === 1 ? 'BIG' : random.pick(['SMALL', 'BIG', 'UNKNOWN'] as const);

/** A product shoppers can buy, with the size table the fitting room reads for it. */
export interface ShopProduct {
  id: number;
  permalink: string;
  name: string;
  code: string | null;
  sizes: string[];
  tableId: number;
}

interface StorefrontOptions {
  orders: number;
  now: Date;
  country: string;
  currency: string;
  /** Order ids are numbered from 100000 + this (a store filled in several calls keeps them distinct). */
  firstOrder?: number;
}

type PendingItem = OrderItemValues & { recommendation?: number };

/**
 * Orders of a store over the twelve months before `now`: with the fitting room, a recommendation from the
 * size engine on the product's table (`tables` by `tableId`) that the shopper mostly follows; returns
 * likelier without it; `seed` makes the draw repeatable. Nothing is written: recordStorefrontOrders does.
 */
export function storefrontOrders(
  seed: number,
  products: ShopProduct[],
  tables: Map<number, EngineTable>,
  options: StorefrontOptions,
) {
  const random = randomFrom(seed);
  const recommendations: RecommendationValues[] = [];
  const pending: { order: OrderValues; items: PendingItem[] }[] = [];
  const yearAgo = options.now.getTime() - 365 * DAY;
  for (let n = 0; n < options.orders; n++) {
    // Sales grow over the year: later days are likelier.
    const orderedAt = new Date(yearAgo + Math.sqrt(random.next()) * 365 * DAY);
    const fittingRoomUsed = random.next() < FITTING_ROOM_SHARE;
    const profileCode = fittingRoomUsed ? `demo-${seed}-${Math.floor(random.next() * 5000)}` : null;
    const items: PendingItem[] = [];
    for (let k = 1 + Math.floor(random.next() * random.next() * 3); k > 0; k--) {
      const product = random.pick(products);
      const table = tables.get(product.tableId)!;
      const sizes = product.sizes.length > 0 ? product.sizes : table.rows.map((r) => r.size);
      let size = random.pick(sizes);
      let recommendedSize: string | null = null;
      let recommendation: number | undefined;
      if (fittingRoomUsed) {
        const measures = shopperBody(table, random);
        recommendedSize = recommend(table, measures).recommendedSize;
        recommendation = recommendations.length;
        recommendations.push({
          productId: product.id,
          permalink: product.permalink,
          profileCode: profileCode!,
          measures,
          recommendedSize,
          createdAt: new Date(orderedAt.getTime() - Math.floor(random.next() * 3_600_000)),
        });
        if (recommendedSize && random.next() < FOLLOW_SHARE) size = recommendedSize;
      }
      const offset = recommendedSize ? sizeOffset(size, recommendedSize, sizes) : null;
      const rate = !fittingRoomUsed
        ? RETURN_RATE.withoutFittingRoom
        : offset === 0
          ? RETURN_RATE.followed
          : RETURN_RATE.notFollowed;
      const returnedAt = new Date(orderedAt.getTime() + (4 + random.next() * 20) * DAY);
      const returned = random.next() < rate && returnedAt < options.now;
      items.push({
        productId: product.id,
        feedProductId: null,
        sku: product.code,
        permalink: product.permalink,
        name: product.name,
        size,
        price: Math.round((59 + random.next() * 300) * 100) / 100,
        quantity: random.next() < 0.9 ? 1 : 2,
        recommendationId: null,
        recommendedSize,
        sizeOffset: offset,
        recommendation,
        ...(returned && { returnedAt, returnReason: reasonFor(offset, random) }),
      });
    }
    pending.push({
      order: {
        orderId: String(100000 + (options.firstOrder ?? 0) + n),
        orderedAt,
        country: random.next() < 0.9 ? options.country : random.pick(['US', 'PT', 'AR', 'FR']),
        currency: options.currency,
        fittingRoomUsed,
        profileCode,
        shopperAge: fittingRoomUsed ? 18 + Math.floor(random.next() * 50) : null,
        total: Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
      },
      items,
    });
  }
  return { recommendations, orders: pending };
}

/** Writes what storefrontOrders drew: the recommendations, then the orders citing them, 1,000 at a time. */
export async function recordStorefrontOrders(
  trx: Db,
  tenantId: number,
  drawn: ReturnType<typeof storefrontOrders>,
): Promise<void> {
  const ids: number[] = [];
  for (let start = 0; start < drawn.recommendations.length; start += 5000) {
    const slice = drawn.recommendations.slice(start, start + 5000).map((values) => ({ ...values, tenantId }));
    ids.push(...(await insertRecommendations(trx, slice)));
  }
  for (const { items } of drawn.orders) {
    for (const item of items) if (item.recommendation !== undefined) item.recommendationId = ids[item.recommendation]!;
  }
  for (let start = 0; start < drawn.orders.length; start += 1000) {
    await insertNewOrders(
      trx,
      tenantId,
      drawn.orders.slice(start, start + 1000).map(({ order, items }) => ({
        order,
        items: items.map(({ recommendation: _, ...item }) => item),
      })),
    );
  }
}

/**
 * Twelve months of storefront traffic for one store: recommendations from the size engine on the
 * store's own tables, orders with and without the fitting room, and returns. Written in a few
 * statements; the report figures follow through the database's triggers as for live orders.
 */
export async function seedDemoOrders(trx: Db, tenantId: number, seed: number, options: StorefrontOptions) {
  const products = await trx
    .selectFrom('products')
    .select(['id', 'permalink', 'name', 'code', 'available_sizes as sizes', 'modeling_id as tableId'])
    .where('tenant_id', '=', tenantId)
    .where('modeling_id', 'is not', null)
    .where('state', 'in', ['covered', 'alert'])
    .orderBy('id')
    .limit(200)
    .$narrowType<{ tableId: number }>()
    .execute();
  if (products.length === 0) return;
  const tables = new Map<number, EngineTable>();
  for (const id of new Set(products.map((p) => p.tableId))) tables.set(id, await storedEngineTable(trx, tenantId, id));
  await recordStorefrontOrders(trx, tenantId, storefrontOrders(seed, products, tables, options));
}
