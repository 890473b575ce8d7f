import { createElement, lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import { ADMINISTRATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

const StaffAccountsPage = lazy(() => import('./StaffAccountsPage').then((m) => ({ default: m.StaffAccountsPage })));

/**
 * The moderators and administrators (Customer Success), for administrators only: invite one, re-send an
 * invitation, disable or enable an account. A moderator makes nobody staff.
 */
export const staffAccounts: Declaration = {
  name: 'staff-accounts',
  access: ADMINISTRATOR_ACCESS,
  screens: [{ path: '/staff-accounts', title: 'staffAccounts', page: StaffAccountsPage }],
  menu: {
    group: 'customerSuccess',
    order: 8,
    path: '/staff-accounts',
    label: 'staffAccounts',
    icon: createElement(BadgeIcon),
  },
};
