import { createElement } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** The settings of the whole service (Customer Success); not built yet. */
export const adminSettings: Declaration = {
  name: 'admin-settings',
  access: MODERATOR_ACCESS,
  screens: [{ path: '/admin-settings', title: 'adminSettings' }],
  menu: {
    group: 'customerSuccess',
    order: 7,
    path: '/admin-settings',
    label: 'adminSettings',
    icon: createElement(TuneIcon),
  },
};
