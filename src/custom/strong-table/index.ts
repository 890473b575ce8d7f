import { createElement, lazy } from 'react';
import TableChartIcon from '@mui/icons-material/TableChart';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import { restEndpoints } from '../../providers/endpoints';
import type { Declaration } from '../../registry/types';

const StrongTableListPage = lazy(() => import('./StrongTableList').then((m) => ({ default: m.StrongTableList })));

/** Provider measurement tables (Customer Success): the list; the editor is not built yet. */
export const strongTable: Declaration = {
  name: 'strong-modelings',
  access: MODERATOR_ACCESS,
  api: { ...restEndpoints('/strong/modelings', ['updateMany', 'create', 'update']) },
  screens: [
    { path: '/strong-table', title: 'strongTable', page: StrongTableListPage },
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
