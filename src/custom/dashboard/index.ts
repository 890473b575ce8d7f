import { createElement, lazy } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

const DashboardPage = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage })));

/** The health dashboard of every store (Customer Success): indicators, filters, CSV and a store's details. */
export const dashboard: Declaration = {
  name: 'dashboard',
  access: MODERATOR_ACCESS,
  screens: [{ path: '/dashboard', title: 'dashboard', page: DashboardPage }],
  menu: {
    group: 'customerSuccess',
    order: 1,
    path: '/dashboard',
    label: 'dashboard',
    icon: createElement(DashboardIcon),
  },
};
