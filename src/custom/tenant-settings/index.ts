import { createElement, lazy } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

const TenantSettingsScreen = lazy(() =>
  import('./TenantSettingsPage').then((m) => ({ default: m.TenantSettingsPage })),
);

/** The settings of the current store, listed with the store screens but changed by staff only; tabs in tabs.ts. */
export const tenantSettings: Declaration = {
  name: 'tenant-settings',
  access: MODERATOR_ACCESS,
  screens: [{ path: '/tenant-settings', title: 'tenantSettings', page: TenantSettingsScreen }],
  menu: {
    group: 'store',
    order: 8,
    path: '/tenant-settings',
    label: 'storeSettings',
    icon: createElement(SettingsIcon),
  },
};
