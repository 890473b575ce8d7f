import { createElement } from 'react';
import StyleIcon from '@mui/icons-material/Style';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** Size styles (Customer Success); not built yet. */
export const sizeStyles: Declaration = {
  name: 'size-styles',
  access: MODERATOR_ACCESS,
  screens: [{ path: '/size-styles', title: 'sizeStyles' }],
  menu: {
    group: 'customerSuccess',
    order: 6,
    path: '/size-styles',
    label: 'sizeStyles',
    icon: createElement(StyleIcon),
  },
};
