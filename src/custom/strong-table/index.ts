import { createElement, lazy } from 'react';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { StrongModelingBody } from '../../../contract/strongModelings';
import { everyFieldOf } from '../../../contract/fieldLists';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import { restEndpoints } from '../../providers/endpoints';
import { TABLE_GRID_FIELDS, TABLE_SIZE_SETUP_FIELDS } from '../../resources/modelings/tableFieldGroups';
import type { Declaration } from '../../registry/types';

/** The fields a provider table's body has; the compiler ties the list to the contract's type. */
export const STRONG_MODELING_BODY_FIELDS = everyFieldOf<StrongModelingBody>()([
  'name',
  'type',
  'clothesType',
  'ageGroup',
  'gender',
  ...TABLE_SIZE_SETUP_FIELDS,
  ...TABLE_GRID_FIELDS,
  'strongBrandId',
  'strongCategoryId',
  'strongSubcategoryId',
  'model',
  'slugs',
  'slugWeight',
]);

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
