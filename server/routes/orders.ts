import { tenantOf } from '../plugins/access.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import { getOrderDetail, orderItemsPage, registerReturn } from '../services/orders.js';
import { ErrorBody } from '../../contract/errors.js';
import {
  DevolutionBodySchema,
  OrderDetailQuery,
  OrderDetailSchema,
  OrderFilters,
  OrderItemSchema,
  OrderRowSchema,
} from '../../contract/orders.js';
import type { RoutePlugin } from './types.js';

const tags = ['orders'];

export const ordersRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/orders',
    {
      config: { access: 'store', feature: 'orders' },
      schema: {
        tags,
        summary: "The current store's ordered items",
        description:
          'One row per order item. Sort by orderedAt (default, newest first) or id. The total is given only on the last page (hasMore tells whether more follow).',
        querystring: listQuerySchema(OrderFilters),
        response: { 200: listResponseSchema(OrderRowSchema), 400: ErrorBody },
      },
    },
    async (request) => orderItemsPage(db, tenantOf(request), request.query),
  );

  app.get(
    '/orders/detail',
    {
      config: { access: 'store', feature: 'orders' },
      schema: {
        tags,
        summary: 'One order of the current store, with its items',
        querystring: OrderDetailQuery,
        response: { 200: OrderDetailSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getOrderDetail(db, tenantOf(request), request.query.orderId),
  );

  app.post(
    '/devolution',
    {
      config: { access: 'store', feature: 'orders' },
      schema: {
        tags,
        summary: 'Register the return of an order item',
        description: 'An item returned already answers 409 ALREADY_RETURNED and changes nothing.',
        body: DevolutionBodySchema,
        response: { 200: OrderItemSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => registerReturn(db, tenantOf(request), request.body),
  );
};
