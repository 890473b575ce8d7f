import type { Db } from '../db/connection.js';
import { validation, type FieldProblem } from '../errors.js';
import { recommendationsOfItems, type NewOrder, type OrderItemValues } from '../repositories/orders.js';
import { DetailCodes } from '../../domain/errorCodes.js';
import type { TrackedOrder } from '../../contract/storefront.js';
import { sizeOffset } from '../../domain/sizeOrder.js';

/** An order the storefront tracker posted for a store, as the group commit receives it. */
export interface TrackedPost {
  tenantId: number;
  order: TrackedOrder;
}

type Recommended = Awaited<ReturnType<typeof recommendationsOfItems>>[number];

/**
 * One post's order. Its items' products are found by the insert itself (feed id, else permalink); an
 * item naming a recommendation takes its size, and the size offset against the product's sizes.
 */
function orderOf({ tenantId, order }: TrackedPost, recommended: (Recommended | undefined)[]): NewOrder | Error {
  const problems: FieldProblem[] = [];
  const items: OrderItemValues[] = order.items.map((item, index) => {
    const recommendation = recommended[index];
    if (recommendation && !recommendation.found) {
      problems.push({
        field: `body.items.${index}.recommendationId`,
        code: DetailCodes.INVALID,
        message: 'No such recommendation in this store.',
      });
    }
    const recommendedSize = recommendation?.recommendedSize ?? null;
    return {
      productId: null,
      feedProductId: item.productId ?? null,
      sku: item.sku ?? null,
      permalink: item.permalink,
      name: item.name,
      size: item.size,
      price: item.price,
      quantity: item.quantity,
      recommendationId: item.recommendationId ?? null,
      recommendedSize,
      sizeOffset:
        recommendedSize === null
          ? null
          : sizeOffset(item.size, recommendedSize, recommendation?.productSizes ?? undefined),
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
 * The orders a group of tracked posts records. The recommendations their items name (with the sizes of
 * those items' products) are looked up by one query for the whole group, none when no item names one.
 * A post naming a recommendation that is not its store's gets its own validation error (400) instead
 * of an order; the others are not held back by it.
 */
export async function ordersOfPosts(db: Db, posts: TrackedPost[]): Promise<(NewOrder | Error)[]> {
  const naming = posts.flatMap(({ tenantId, order }, post) =>
    order.items.flatMap((item, index) =>
      item.recommendationId
        ? [
            {
              post,
              index,
              names: {
                tenantId,
                feedProductId: item.productId ?? null,
                permalink: item.permalink,
                recommendationId: item.recommendationId,
              },
            },
          ]
        : [],
    ),
  );
  const found = await recommendationsOfItems(
    db,
    naming.map((n) => n.names),
  );
  const recommended = posts.map((): (Recommended | undefined)[] => []);
  naming.forEach(({ post, index }, i) => (recommended[post]![index] = found[i]));
  return posts.map((post, i) => orderOf(post, recommended[i]!));
}
