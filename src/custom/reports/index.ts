import { createElement, lazy } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

// Loaded on first visit: the page carries the chart library, which no other screen needs.
const ReportsPage = lazy(() => import('./ReportsPage').then((m) => ({ default: m.ReportsPage })));

/** The store's reports (spec section 2): figures, charts and the impact of the service over a period. */
export const reports: Declaration = {
  name: 'reports',
  access: STORE_ACCESS,
  screens: [{ path: '/reports', title: 'reports', page: ReportsPage }],
  menu: { group: 'store', order: 6, path: '/reports', label: 'reports', icon: createElement(AssessmentIcon) },
};
