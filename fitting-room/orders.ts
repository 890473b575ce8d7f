import type { TrackedOrder, TrackedOrderItem } from '../contract/storefront';
import type { FittingRoomConfig } from './config';
import type { ReceivedRecommendation } from './storage';

/** What a store's order-confirmation page gives `provador.trackOrder`. */
export interface OrderInput {
  orderId: string;
  items: Omit<TrackedOrderItem, 'recommendationId'>[];
  /** Default: now. */
  orderedAt?: string | Date;
  /** Default: the store's (the snippet's). */
  country?: string;
  currency?: string;
  shopperAge?: number;
}

/**
 * The order tracker's body: each item gets the recommendation received on its product page, if any,
 * and the order is marked as one the fitting room helped when one of its items has one.
 */
export function trackedOrder(
  input: OrderInput,
  config: Pick<FittingRoomConfig, 'country' | 'currency'>,
  received: Map<string, ReceivedRecommendation>,
  now = new Date(),
): TrackedOrder {
  const items: TrackedOrderItem[] = input.items.map((item) => {
    const recommendation = received.get(item.permalink);
    return recommendation ? { ...item, recommendationId: recommendation.id } : { ...item };
  });
  const profileCode = input.items.map((item) => received.get(item.permalink)?.profileCode).find(Boolean);
  const orderedAt = input.orderedAt ? new Date(input.orderedAt) : now;
  return {
    orderId: String(input.orderId),
    orderedAt: orderedAt.toISOString(),
    country: (input.country ?? config.country).toUpperCase(),
    currency: (input.currency ?? config.currency).toUpperCase(),
    fittingRoomUsed: items.some((item) => item.recommendationId !== undefined),
    ...(profileCode ? { profileCode } : {}),
    ...(input.shopperAge !== undefined ? { shopperAge: input.shopperAge } : {}),
    items,
  };
}
