import { createElement } from 'react';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { ADMINISTRATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** Provider categories, for administrators only; not built yet. */
export const strongCategories: Declaration = {
  name: 'strong-categories',
  access: ADMINISTRATOR_ACCESS,
  screens: [{ path: '/strong-categories', title: 'strongCategories' }],
  menu: {
    group: 'customerSuccess',
    order: 4,
    path: '/strong-categories',
    label: 'strongCategories',
    icon: createElement(CheckroomIcon),
  },
};
