import { createElement, lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

const OrderListPage = lazy(() => import('./OrderList').then((m) => ({ default: m.OrderList })));
const OrderDetailPage = lazy(() => import('./OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })));

/**
 * The store's ordered items (list, /orders) and one order (/orders/:id, the store's order id), loaded
 * on first visit. The list is a react-admin resource; an order is not one of its rows (the rows are
 * items), so its page reads the order itself. Other addresses under /orders are not found.
 */
const orders: Declaration = {
  name: 'orders',
  access: STORE_ACCESS,
  feature: 'orders',
  views: { icon: ReceiptLongIcon, recordRepresentation: 'orderId' },
  // Order items of a period (startDate..endDate, YYYY-MM-DD); one order is read with getOrder.
  // An unticked "only ..." box means no such filter, so it is left out rather than sent as false.
  api: {
    list: '/orders',
    listQuery: (query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== false)),
  },
  specPaths: {},
  screens: [
    { path: '/orders', title: 'orders', page: OrderListPage },
    { path: '/orders/:id', title: 'order', action: 'show', page: OrderDetailPage },
  ],
  menu: { group: 'store', order: 5, path: '/orders', label: 'orders', icon: createElement(ReceiptLongIcon) },
};

export default orders;
