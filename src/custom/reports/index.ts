import { createElement } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** The store's reports (spec section 2); not built yet. */
export const reports: Declaration = {
  name: 'reports',
  access: STORE_ACCESS,
  screens: [{ path: '/reports', title: 'reports' }],
  menu: { group: 'store', order: 6, path: '/reports', label: 'reports', icon: createElement(AssessmentIcon) },
};
