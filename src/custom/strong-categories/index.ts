import { createElement } from 'react';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { ADMINISTRATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** Provider categories, for administrators only; not built yet. */
export const strongCategories: Declaration = {
  name: 'strong-categories',
  access: ADMINISTRATOR_ACCESS,
  // With their subcategories; store users read them to link a store category.
  api: { list: '/strong/categories' },
  screens: [{ path: '/strong-categories', title: 'strongCategories' }],
  menu: {
    group: 'customerSuccess',
    order: 4,
    path: '/strong-categories',
    label: 'strongCategories',
    icon: createElement(CheckroomIcon),
  },
};
