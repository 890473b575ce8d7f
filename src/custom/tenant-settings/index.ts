import { createElement } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** The settings of one store, listed with the store screens but changed by staff only; not built yet. */
export const tenantSettings: Declaration = {
  name: 'tenant-settings',
  access: MODERATOR_ACCESS,
  screens: [{ path: '/tenant-settings', title: 'tenantSettings' }],
  menu: {
    group: 'store',
    order: 8,
    path: '/tenant-settings',
    label: 'storeSettings',
    icon: createElement(SettingsIcon),
  },
};
