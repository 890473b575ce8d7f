import { createElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** The health dashboard of every store (Customer Success); not built yet. */
export const dashboard: Declaration = {
  name: 'dashboard',
  access: MODERATOR_ACCESS,
  screens: [{ path: '/dashboard', title: 'dashboard' }],
  menu: {
    group: 'customerSuccess',
    order: 1,
    path: '/dashboard',
    label: 'dashboard',
    icon: createElement(DashboardIcon),
  },
};
