import { createElement } from 'react';
import TableChartIcon from '@mui/icons-material/TableChart';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** Provider measurement tables (Customer Success); not built yet. */
export const strongTable: Declaration = {
  name: 'strong-modelings',
  access: MODERATOR_ACCESS,
  screens: [
    { path: '/strong-table', title: 'strongTable' },
    { path: '/strong-table/:id', title: 'strongTableEdit', action: 'edit' },
  ],
  menu: {
    group: 'customerSuccess',
    order: 5,
    path: '/strong-table',
    label: 'strongTable',
    icon: createElement(TableChartIcon),
  },
};
