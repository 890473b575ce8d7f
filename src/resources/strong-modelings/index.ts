import { createElement, lazy } from 'react';
import TableChartIcon from '@mui/icons-material/TableChart';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import { restEndpoints } from '../../providers/endpoints';
import type { Declaration } from '../../registry/types';
import { STRONG_MODELING_BODY_FIELDS } from './fields';

const StrongTableListPage = lazy(() => import('./StrongTableList').then((m) => ({ default: m.StrongTableList })));
const StrongTableEditorPage = lazy(() =>
  import('./StrongTableEditorPage').then((m) => ({ default: m.StrongTableEditorPage })),
);

/** Provider measurement tables (Customer Success): the list and the store tables' editor for them. */
export const strongTable: Declaration = {
  name: 'strong-modelings',
  access: MODERATOR_ACCESS,
  api: { ...restEndpoints('/strong/modelings', ['updateMany']), fields: STRONG_MODELING_BODY_FIELDS },
  screens: [
    { path: '/strong-table', title: 'strongTable', page: StrongTableListPage },
    { path: '/strong-table/new', title: 'strongTableNew', action: 'create', page: StrongTableEditorPage },
    { path: '/strong-table/:id', title: 'strongTableEdit', action: 'edit', page: StrongTableEditorPage },
  ],
  menu: {
    group: 'customerSuccess',
    order: 5,
    path: '/strong-table',
    label: 'strongTable',
    icon: createElement(TableChartIcon),
  },
};
