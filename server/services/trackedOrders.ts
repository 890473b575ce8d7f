import type { Db } from '../db/connection.js';
import { validation, type FieldProblem } from '../errors.js';
import { namedByItems, type NamedByItems, type NewOrder, type OrderItemValues } from '../repositories/orders.js';
import { DetailCodes } from '../../contract/errorCodes.js';
import type { TrackedOrder } from '../../contract/storefront.js';
import { sizeOffset } from '../../domain/sizeOrder.js';

/** An order the storefront tracker posted for a store, as the group commit receives it. */
export interface TrackedPost {
  tenantId: number;
  order: TrackedOrder;
}

const nameKey = (tenantId: number, name: string | number) => `${tenantId}\n${name}`;

/** One post's order: items naming their product by feed id (first) or permalink, and their recommendation. */
function orderOf(
  { tenantId, order }: TrackedPost,
  named: {
    byFeedId: Map<string, NamedByItems>;
    byPermalink: Map<string, NamedByItems>;
    recommendations: Map<string, NamedByItems>;
  },
): NewOrder | Error {
  const problems: FieldProblem[] = [];
  const items: OrderItemValues[] = order.items.map((item, index) => {
    const recommendation = item.recommendationId
      ? named.recommendations.get(nameKey(tenantId, item.recommendationId))
      : undefined;
    if (item.recommendationId && !recommendation) {
      problems.push({
        field: `body.items.${index}.recommendationId`,
        code: DetailCodes.INVALID,
        message: 'No such recommendation in this store.',
      });
    }
    const product =
      (item.productId && named.byFeedId.get(nameKey(tenantId, item.productId))) ||
      named.byPermalink.get(nameKey(tenantId, item.permalink));
    const recommendedSize = recommendation?.recommendedSize ?? null;
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
      sizeOffset: recommendedSize === null ? null : sizeOffset(item.size, recommendedSize, product?.sizes ?? undefined),
    };
  });
  if (problems.length > 0) return validation(problems);
  const total = Math.round(order.items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
  return {
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
  };
}

/**
 * The orders a group of tracked posts records, with the products and recommendations all their items
 * name looked up by one query. A post naming a recommendation that is not its store's gets its own
 * validation error (400) instead of an order; the others are not held back by it.
 */
export async function ordersOfPosts(db: Db, posts: TrackedPost[]): Promise<(NewOrder | Error)[]> {
  const found = await namedByItems(
    db,
    posts.flatMap(({ tenantId, order }) =>
      order.items.map((item) => ({
        tenantId,
        feedProductId: item.productId ?? null,
        permalink: item.permalink,
        recommendationId: item.recommendationId ?? null,
      })),
    ),
  );
  const named = { byFeedId: new Map(), byPermalink: new Map(), recommendations: new Map() };
  for (const row of found) {
    if (row.kind === 'recommendation') named.recommendations.set(nameKey(row.tenantId, row.id), row);
    else {
      if (row.feedProductId !== null) named.byFeedId.set(nameKey(row.tenantId, row.feedProductId), row);
      named.byPermalink.set(nameKey(row.tenantId, row.permalink!), row);
    }
  }
  return posts.map((post) => orderOf(post, named));
}
