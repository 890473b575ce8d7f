import { createElement, lazy } from 'react';
import TableChartIcon from '@mui/icons-material/TableChart';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import { restEndpoints } from '../../providers/endpoints';
import type { Declaration } from '../../registry/types';
import { STRONG_MODELING_BODY_FIELDS } from './fields';

const StrongModelingListPage = lazy(() =>
  import('./StrongModelingList').then((m) => ({ default: m.StrongModelingList })),
);
const StrongModelingEditorPage = lazy(() =>
  import('./StrongModelingEditorPage').then((m) => ({ default: m.StrongModelingEditorPage })),
);

/** Provider measurement tables (Customer Success): the list and the store tables' editor for them. */
export const strongTable: Declaration = {
  name: 'strong-modelings',
  access: MODERATOR_ACCESS,
  api: { ...restEndpoints('/strong/modelings', ['updateMany']), fields: STRONG_MODELING_BODY_FIELDS },
  screens: [
    { path: '/strong-table', title: 'strongTable', page: StrongModelingListPage },
    { path: '/strong-table/new', title: 'strongTableNew', action: 'create', page: StrongModelingEditorPage },
    { path: '/strong-table/:id', title: 'strongTableEdit', action: 'edit', page: StrongModelingEditorPage },
  ],
  menu: {
    group: 'customerSuccess',
    order: 5,
    path: '/strong-table',
    label: 'strongTable',
    icon: createElement(TableChartIcon),
  },
};
