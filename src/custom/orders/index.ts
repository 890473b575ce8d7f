import { createElement } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** The orders of the store and one order (spec section 2); not built yet. */
export const orders: Declaration = {
  name: 'orders',
  access: STORE_ACCESS,
  screens: [
    { path: '/orders', title: 'orders' },
    { path: '/orders/:id', title: 'order', action: 'show' },
  ],
  menu: { group: 'store', order: 5, path: '/orders', label: 'orders', icon: createElement(ReceiptLongIcon) },
};
