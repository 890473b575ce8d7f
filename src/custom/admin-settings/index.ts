import { createElement, lazy } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import type { Declaration } from '../../registry/types';

const AdminSettingsPage = lazy(() => import('./AdminSettingsPage').then((m) => ({ default: m.AdminSettingsPage })));

/**
 * The settings of the whole service (Customer Success): moderators change most of them; the sign-in limit
 * and the crash webhook (a secret) are for administrators (`administer`), shown to moderators disabled.
 */
export const adminSettings: Declaration = {
  name: 'admin-settings',
  access: { '*': 'moderator', administer: 'administrator' },
  screens: [{ path: '/admin-settings', title: 'adminSettings', page: AdminSettingsPage }],
  menu: {
    group: 'customerSuccess',
    order: 7,
    path: '/admin-settings',
    label: 'adminSettings',
    icon: createElement(TuneIcon),
  },
};
