import type { Db } from '../db/connection.js';
import { conflict, notFound } from '../errors.js';
import { listParams, mapRows } from '../repositories/listQuery.js';
import { ORDER_LIST, findOrder, findOrderItems, listOrderItems, markItemReturned } from '../repositories/orders.js';
import type { ListPaging } from '../../contract/lists.js';
import type { DevolutionBody, OrderDetail, OrderFilterValues, OrderItem } from '../../contract/orders.js';

type ItemRow = Awaited<ReturnType<typeof findOrderItems>>[number];

const itemOf = (row: ItemRow): OrderItem => ({
  ...row,
  price: Number(row.price),
  returnedAt: row.returnedAt ? new Date(row.returnedAt).toISOString() : null,
});

/** One page of the store's ordered items, newest first unless the query sorts otherwise. */
export async function orderItemsPage(db: Db, tenantId: number, query: ListPaging & OrderFilterValues) {
  const { startDate, endDate, onlyReturned, virtual, onlyRecommendation } = query;
  const page = await listOrderItems(
    db,
    tenantId,
    { startDate, endDate, onlyReturned, virtual, onlyRecommendation },
    listParams(query, ORDER_LIST),
  );
  return mapRows(page, (row) => ({
    ...row,
    orderedAt: new Date(row.orderedAt).toISOString(),
    returnedAt: row.returnedAt ? new Date(row.returnedAt).toISOString() : null,
  }));
}

/** One order of the store with its items; another store's order or none is 404. */
export async function getOrderDetail(db: Db, tenantId: number, orderId: string): Promise<OrderDetail> {
  const order = await findOrder(db, tenantId, orderId);
  if (!order) throw notFound('Order not found.');
  const items = await findOrderItems(db, tenantId, orderId);
  return {
    ...order,
    orderedAt: new Date(order.orderedAt).toISOString(),
    total: Number(order.total),
    items: items.map(itemOf),
  };
}

/** Records that an item came back; an item returned already is refused (409 ALREADY_RETURNED). */
export async function registerReturn(db: Db, tenantId: number, body: DevolutionBody, at = new Date()) {
  const [item] = await findOrderItems(db, tenantId, body.orderId, body.itemId);
  if (!item) throw notFound('Order item not found.');
  const changed = await markItemReturned(db, tenantId, body.orderId, body.itemId, body.reason, at);
  if (!changed) throw conflict('ALREADY_RETURNED', 'This item has already been returned.');
  const [returned] = await findOrderItems(db, tenantId, body.orderId, body.itemId);
  return itemOf(returned!);
}
