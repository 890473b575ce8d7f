import { createElement } from 'react';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { Declaration } from '../../registry/types';

/** Provider brands (Customer Success); not built yet. */
export const strongBrands: Declaration = {
  name: 'strong-brands',
  // Store users list provider brands to link their own brands to one; only staff change them.
  access: { '*': 'moderator', list: 'store' },
  // Every signed-in user reads them to link a store brand; writing comes with the admin screens.
  api: { list: '/strong/brands' },
  // The screen manages them, so it (and its menu entry) needs what editing needs.
  screens: [{ path: '/strong-brands', title: 'strongBrands', action: 'edit' }],
  menu: {
    group: 'customerSuccess',
    order: 3,
    path: '/strong-brands',
    label: 'strongBrands',
    icon: createElement(VerifiedIcon),
  },
};
