import { createElement, lazy } from 'react';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import type { Declaration } from '../../registry/types';

const IntegrationQueuePage = lazy(() => import('./IntegrationPage').then((m) => ({ default: m.IntegrationPage })));

/**
 * The integration queue (Customer Success): moderators order and remove the stores waiting for a feed
 * import; only administrators may restart the merchant-feed worker (spec section 6).
 */
export const integration: Declaration = {
  name: 'integrations',
  access: { '*': 'moderator', restart: 'administrator' },
  // The feed import queue of every store; rows are queue entries, in the order they run.
  api: { list: '/importations/queue', remove: (id) => `/importations/queue/${encodeURIComponent(id)}` },
  screens: [{ path: '/integration', title: 'integration', page: IntegrationQueuePage }],
  menu: {
    group: 'customerSuccess',
    order: 2,
    path: '/integration',
    label: 'integration',
    icon: createElement(SyncAltIcon),
  },
};
