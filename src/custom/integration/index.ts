import { createElement } from 'react';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** The integration queue (Customer Success); not built yet. */
export const integration: Declaration = {
  name: 'integrations',
  access: MODERATOR_ACCESS,
  screens: [{ path: '/integration', title: 'integration' }],
  menu: {
    group: 'customerSuccess',
    order: 2,
    path: '/integration',
    label: 'integration',
    icon: createElement(SyncAltIcon),
  },
};
