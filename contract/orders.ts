import { Type, type Static } from 'typebox';
import { DaySchema, IdSchema, Nullable } from './common.js';
import { RETURN_REASONS } from '../domain/enums.js';

/**
 * Orders and returns as the store sees them (`GET /orders`, `GET /orders/detail`, `POST /devolution`).
 * Pure: no I/O.
 */

export const ORDER_ID_MAX_LENGTH = 100;

export const ReturnReasonSchema = Type.Enum(RETURN_REASONS, {
  description: 'SMALL (too small), BIG, UNKNOWN (other).',
});
export const OrderIdSchema = Type.String({ minLength: 1, maxLength: ORDER_ID_MAX_LENGTH });

/** `GET /orders` filters (besides the list conventions: page, size, sort, ids). */
export const OrderFilters = {
  startDate: Type.Optional(DaySchema({ description: 'First day of the order date, YYYY-MM-DD (UTC).' })),
  endDate: Type.Optional(DaySchema({ description: 'Last day of the order date, YYYY-MM-DD (UTC), included.' })),
  onlyReturned: Type.Optional(Type.Boolean({ description: 'Only items that came back.' })),
  virtual: Type.Optional(Type.Boolean({ description: 'Only orders whose shopper used the fitting room.' })),
  onlyRecommendation: Type.Optional(Type.Boolean({ description: 'Only items with a recommended size.' })),
};
export interface OrderFilterValues {
  startDate?: string;
  endDate?: string;
  onlyReturned?: boolean;
  virtual?: boolean;
  onlyRecommendation?: boolean;
}

/** One row of `GET /orders`: an order item. */
export const OrderRowSchema = Type.Object({
  id: Type.Integer({ description: 'The item id.' }),
  orderId: Type.String(),
  sku: Nullable(Type.String()),
  productName: Type.String(),
  orderedAt: Type.String({ format: 'date-time' }),
  returnedAt: Nullable(Type.String({ format: 'date-time' })),
  orderedSize: Type.String(),
  recommendedSize: Nullable(Type.String()),
  returnReason: Nullable(ReturnReasonSchema),
});
export type OrderRow = Static<typeof OrderRowSchema>;

export const OrderItemSchema = Type.Object({
  id: Type.Integer(),
  productId: Nullable(Type.Integer()),
  sku: Nullable(Type.String()),
  permalink: Type.String(),
  productName: Type.String(),
  orderedSize: Type.String(),
  price: Type.Number(),
  quantity: Type.Integer(),
  recommendedSize: Nullable(Type.String()),
  recommendationId: Nullable(Type.Integer()),
  returnedAt: Nullable(Type.String({ format: 'date-time' })),
  returnReason: Nullable(ReturnReasonSchema),
});
export type OrderItem = Static<typeof OrderItemSchema>;

export const OrderDetailSchema = Type.Object({
  orderId: Type.String(),
  orderedAt: Type.String({ format: 'date-time' }),
  country: Type.String({ description: 'ISO 3166 alpha-2.' }),
  currency: Type.String({ description: 'ISO 4217.' }),
  fittingRoomUsed: Type.Boolean(),
  profileCode: Nullable(Type.String()),
  shopperAge: Nullable(Type.Integer()),
  total: Type.Number({ description: 'Sum of price × quantity over the items.' }),
  items: Type.Array(OrderItemSchema),
});
export type OrderDetail = Static<typeof OrderDetailSchema>;

export const OrderDetailQuery = Type.Object({ orderId: OrderIdSchema }, { additionalProperties: true });

export const DevolutionBodySchema = Type.Object(
  { orderId: OrderIdSchema, itemId: IdSchema, reason: ReturnReasonSchema },
  { additionalProperties: false },
);
export type DevolutionBody = Static<typeof DevolutionBodySchema>;
