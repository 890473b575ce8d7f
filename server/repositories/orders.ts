import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection.js';
import { runListUncounted, type ListParams, type ListSpec } from './listQuery.js';
import type { OrderFilterValues } from '../../contract/orders.js';
import type { ReturnReason } from '../../domain/enums.js';

export const ORDER_LIST: ListSpec = {
  sortable: { orderedAt: 'i.ordered_at', id: 'i.id' },
  defaultSort: 'orderedAt,desc',
  tiebreaker: 'i.id',
};

export interface OrderValues {
  orderId: string;
  orderedAt: Date;
  country: string;
  currency: string;
  fittingRoomUsed: boolean;
  profileCode: string | null;
  shopperAge: number | null;
  total: number;
}

export interface OrderItemValues {
  productId: number | null;
  feedProductId: string | null;
  sku: string | null;
  permalink: string;
  name: string;
  size: string;
  price: number;
  quantity: number;
  recommendationId: number | null;
  recommendedSize: string | null;
  sizeOffset: number | null;
  returnedAt?: Date;
  returnReason?: ReturnReason;
}

/** An item's own columns (its order's are added by the caller; `returned_at` too, as Date or text). */
const itemColumns = (item: OrderItemValues) => ({
  product_id: item.productId,
  feed_product_id: item.feedProductId,
  sku: item.sku,
  permalink: item.permalink,
  name: item.name,
  size: item.size,
  price: item.price,
  quantity: item.quantity,
  recommendation_id: item.recommendationId,
  recommended_size: item.recommendedSize,
  size_offset: item.sizeOffset,
  return_reason: item.returnReason ?? null,
});

/**
 * The product an order item names in its store: the one with the feed's product id it gives, else the
 * one at its page (the order tracker's rule, in every statement that resolves it).
 */
const productNamed = (
  tenantId: RawBuilder<unknown>,
  feedProductId: RawBuilder<unknown>,
  permalink: RawBuilder<unknown>,
) =>
  sql<number | null>`coalesce(
    (SELECT p.id FROM products p WHERE p.tenant_id = ${tenantId} AND p.feed_product_id = ${feedProductId}),
    (SELECT p.id FROM products p WHERE p.tenant_id = ${tenantId} AND p.permalink = ${permalink}))`;

/** An order of a store and its items, as the order tracker records them. */
export interface NewOrder {
  tenantId: number;
  order: OrderValues;
  items: OrderItemValues[];
}

/**
 * Records orders and their items, each unless its store already has that order id; answers, in the
 * given order, whether each was recorded. One statement (atomic by itself, one round trip, one run of
 * the daily-figure triggers for all): the items are inserted only for orders that are new, read from
 * one JSON parameter in their given order. An item without a product id gets the product it names
 * (`productNamed`). Orders are inserted in (store, order id) order, so two writers never wait on each
 * other's orders crosswise. The (store, order id) pairs must be distinct.
 */
export async function insertOrders(db: Db, orders: NewOrder[]): Promise<boolean[]> {
  if (orders.length === 0) return [];
  const rows = orders.map(({ tenantId, order, items }) => ({
    tenant_id: tenantId,
    order_id: order.orderId,
    ordered_at: order.orderedAt.toISOString(),
    country: order.country,
    currency: order.currency,
    fitting_room_used: order.fittingRoomUsed,
    profile_code: order.profileCode,
    shopper_age: order.shopperAge,
    total: order.total,
    items: items.map((item) => ({ ...itemColumns(item), returned_at: item.returnedAt?.toISOString() ?? null })),
  }));
  const { rows: recorded } = await sql<{ tenant_id: number; order_id: string }>`
    WITH v AS (
      SELECT * FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS (tenant_id integer,
        order_id text, ordered_at timestamptz, country text, currency text, fitting_room_used boolean,
        profile_code text, shopper_age integer, total numeric, items jsonb)) WITH ORDINALITY AS v
    ), o AS (
      INSERT INTO orders (tenant_id, order_id, ordered_at, country, currency, fitting_room_used, profile_code,
        shopper_age, total)
      SELECT tenant_id, order_id, ordered_at, country, currency, fitting_room_used, profile_code, shopper_age, total
      FROM v ORDER BY tenant_id, order_id
      ON CONFLICT (tenant_id, order_id) DO NOTHING
      RETURNING tenant_id, order_id, ordered_at, country, fitting_room_used
    ), i AS (
      INSERT INTO order_items (tenant_id, order_id, ordered_at, country, fitting_room_used, product_id,
        feed_product_id, sku, permalink, name, size, price, quantity, recommendation_id, recommended_size,
        size_offset, returned_at, return_reason)
      SELECT o.tenant_id, o.order_id, o.ordered_at, o.country, o.fitting_room_used,
        coalesce(it.product_id, ${productNamed(sql.ref('o.tenant_id'), sql.ref('it.feed_product_id'), sql.ref('it.permalink'))}),
        it.feed_product_id, it.sku, it.permalink, it.name, it.size, it.price, it.quantity, it.recommendation_id,
        it.recommended_size, it.size_offset, it.returned_at, it.return_reason
      FROM o JOIN v ON v.tenant_id = o.tenant_id AND v.order_id = o.order_id
      CROSS JOIN ROWS FROM (jsonb_to_recordset(v.items) AS (product_id integer, feed_product_id text, sku text,
        permalink text, name text, size text, price numeric, quantity integer, recommendation_id integer,
        recommended_size text, size_offset smallint, returned_at timestamptz, return_reason text))
        WITH ORDINALITY AS it
      ORDER BY v.ordinality, it.ordinality
    )
    SELECT tenant_id, order_id FROM o`.execute(db);
  const created = new Set(recorded.map((row) => JSON.stringify([row.tenant_id, row.order_id])));
  return orders.map(({ tenantId, order }) => created.has(JSON.stringify([tenantId, order.orderId])));
}

/** Records an order and its items unless the store already has that order id; answers whether it did. */
export async function insertOrder(db: Db, tenantId: number, order: OrderValues, items: OrderItemValues[]) {
  const [created] = await insertOrders(db, [{ tenantId, order, items }]);
  return created!;
}

export async function countOrderItems(db: Db, tenantId: number, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The day after `day` (YYYY-MM-DD), for ranges that include their last day. */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function listOrderItems(db: Db, tenantId: number, filters: OrderFilterValues, params: ListParams) {
  const query = db
    .selectFrom('order_items as i')
    .select([
      'i.id',
      'i.order_id as orderId',
      'i.sku',
      'i.name as productName',
      sql<string>`i.ordered_at`.as('orderedAt'),
      sql<string | null>`i.returned_at`.as('returnedAt'),
      'i.size as orderedSize',
      'i.recommended_size as recommendedSize',
      'i.return_reason as returnReason',
    ])
    .where('i.tenant_id', '=', tenantId)
    .$if(!!filters.startDate, (qb) => qb.where('i.ordered_at', '>=', new Date(`${filters.startDate}T00:00:00Z`)))
    .$if(!!filters.endDate, (qb) => qb.where('i.ordered_at', '<', new Date(`${dayAfter(filters.endDate!)}T00:00:00Z`)))
    .$if(filters.onlyReturned === true, (qb) => qb.where('i.returned_at', 'is not', null))
    .$if(filters.virtual === true, (qb) => qb.where('i.fitting_room_used', '=', true))
    .$if(filters.onlyRecommendation === true, (qb) => qb.where('i.recommended_size', 'is not', null));
  return runListUncounted(query, params);
}

export function findOrder(db: Db, tenantId: number, orderId: string) {
  return db
    .selectFrom('orders')
    .select([
      'order_id as orderId',
      'ordered_at as orderedAt',
      'country',
      'currency',
      'fitting_room_used as fittingRoomUsed',
      'profile_code as profileCode',
      'shopper_age as shopperAge',
      'total',
    ])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** The items of an order (or one of them), as the detail shows them; productId only while the product exists. */
export function findOrderItems(db: Db, tenantId: number, orderId: string, itemId?: number) {
  return db
    .selectFrom('order_items as i')
    .leftJoin('products as p', (join) =>
      join.onRef('p.id', '=', 'i.product_id').onRef('p.tenant_id', '=', 'i.tenant_id'),
    )
    .select([
      'i.id',
      'p.id as productId',
      'i.sku',
      'i.permalink',
      'i.name as productName',
      'i.size as orderedSize',
      'i.price',
      'i.quantity',
      'i.recommended_size as recommendedSize',
      'i.recommendation_id as recommendationId',
      'i.returned_at as returnedAt',
      'i.return_reason as returnReason',
    ])
    .where('i.tenant_id', '=', tenantId)
    .where('i.order_id', '=', orderId)
    .$if(itemId !== undefined, (qb) => qb.where('i.id', '=', itemId!))
    .orderBy('i.id')
    .execute();
}

/** Marks an item returned if it is not yet; answers whether it changed. */
export async function markItemReturned(
  db: Db,
  tenantId: number,
  orderId: string,
  itemId: number,
  reason: ReturnReason,
  at: Date,
): Promise<boolean> {
  const changed = await markItemsReturned(db, tenantId, [{ orderId, itemId, reason, at }]);
  return changed.has(itemId);
}

export interface ItemReturn {
  orderId: string;
  itemId: number;
  reason: ReturnReason;
  at: Date;
}

/**
 * The statement marking items of the store returned, those not returned yet (an item named twice is
 * changed once); it answers the ids it changed. Other statements may wrap it (a returns file's batch).
 * Arrays, not a JSON parameter: the planner knows how many rows an array holds, while it takes a JSON
 * record set for 100 rows and, past that, may scan the set again for every item of the store.
 */
export const markReturnedStatement = (tenantId: number, returns: ItemReturn[]) => sql<{ id: number }>`
  UPDATE order_items i SET returned_at = r.at, return_reason = r.reason
  FROM unnest(${returns.map((r) => r.itemId)}::int[], ${returns.map((r) => r.orderId)}::text[],
    ${returns.map((r) => r.reason)}::text[], ${returns.map((r) => r.at.toISOString())}::timestamptz[])
    AS r(id, order_id, reason, at)
  WHERE i.tenant_id = ${tenantId} AND i.id = r.id AND i.order_id = r.order_id AND i.returned_at IS NULL
  RETURNING i.id`;

/** Marks items of the store returned, those not returned yet, in one statement; answers the ids it changed. */
export async function markItemsReturned(db: Db, tenantId: number, returns: ItemReturn[]): Promise<Set<number>> {
  if (returns.length === 0) return new Set();
  const { rows } = await markReturnedStatement(tenantId, returns).execute(db);
  return new Set(rows.map((row) => row.id));
}

/** What one tracked item names: its store, the feed's product id or the page, and a recommendation. */
export interface ItemNames {
  tenantId: number;
  feedProductId: string | null;
  permalink: string;
  recommendationId: number;
}

/**
 * In one query, for items of any stores naming recommendations, in the given order: the size of the
 * recommendation when it is the item's store's (else `found` is false) and the sizes of the product
 * the item names (`productNamed`; null when none).
 */
export async function recommendationsOfItems(
  db: Db,
  items: ItemNames[],
): Promise<{ found: boolean; recommendedSize: string | null; productSizes: string[] | null }[]> {
  if (items.length === 0) return [];
  const names = items.map((item) => ({
    tenant_id: item.tenantId,
    feed_product_id: item.feedProductId,
    permalink: item.permalink,
    recommendation_id: item.recommendationId,
  }));
  const { rows } = await sql<{ found: boolean; recommendedSize: string | null; productSizes: string[] | null }>`
    SELECT r.id IS NOT NULL AS found, r.recommended_size AS "recommendedSize", p.available_sizes AS "productSizes"
    FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(names)}::jsonb) AS (tenant_id integer, feed_product_id text,
      permalink text, recommendation_id integer)) WITH ORDINALITY AS n
    LEFT JOIN recommendations r ON r.tenant_id = n.tenant_id AND r.id = n.recommendation_id
    LEFT JOIN products p ON p.id = ${productNamed(sql.ref('n.tenant_id'), sql.ref('n.feed_product_id'), sql.ref('n.permalink'))}
    ORDER BY n.ordinality`.execute(db);
  return rows;
}

/**
 * Records many new orders of one store in three statements (orders, then items): the demo and the
 * benchmark fill months of history this way. Order ids must be new to the store.
 */
export async function insertNewOrders(
  db: Db,
  tenantId: number,
  orders: { order: OrderValues; items: OrderItemValues[] }[],
): Promise<void> {
  if (orders.length === 0) return;
  await db
    .insertInto('orders')
    .values(
      orders.map(({ order }) => ({
        tenant_id: tenantId,
        order_id: order.orderId,
        ordered_at: order.orderedAt,
        country: order.country,
        currency: order.currency,
        fitting_room_used: order.fittingRoomUsed,
        profile_code: order.profileCode,
        shopper_age: order.shopperAge,
        total: order.total,
      })),
    )
    .execute();
  await db
    .insertInto('order_items')
    .values(
      orders.flatMap(({ order, items }) =>
        items.map((item) => ({
          tenant_id: tenantId,
          order_id: order.orderId,
          ordered_at: order.orderedAt,
          country: order.country,
          fitting_room_used: order.fittingRoomUsed,
          ...itemColumns(item),
          returned_at: item.returnedAt ?? null,
        })),
      ),
    )
    .execute();
}

/** The items of these orders of the store, as a returns file matches them (the ids as one array parameter). */
export function returnCandidates(db: Db, tenantId: number, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .select([
      'id',
      'order_id as orderId',
      'feed_product_id as feedProductId',
      'sku',
      'permalink',
      'size',
      sql<boolean>`returned_at IS NOT NULL`.as('returned'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', sql<string>`ANY(${orderIds}::text[])`)
    .orderBy('id')
    .execute();
}
