import { createElement, lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';
import type { CategoryBody, CategoryChanges } from '../../../contract/categories';
import { everyFieldOf } from '../../../contract/fieldLists';
import { restEndpoints } from '../../providers/endpoints';

/** The fields of a category's body and of a bulk change; the compiler ties each list to the contract's type. */
export const CATEGORY_CHANGE_FIELDS = everyFieldOf<CategoryChanges>()([
  'type',
  'clothesType',
  'strongCategoryId',
  'strongSubcategoryId',
  'sizeTailor',
]);
export const CATEGORY_BODY_FIELDS = everyFieldOf<CategoryBody>()(['name', 'originalName', ...CATEGORY_CHANGE_FIELDS]);

// Screens load on first visit, keeping them out of the initial bundle.
const categories: Declaration = {
  name: 'categories',
  access: STORE_ACCESS,
  views: {
    list: lazy(() => import('./CategoryList').then((m) => ({ default: m.CategoryList }))),
    edit: lazy(() => import('./CategoryEdit').then((m) => ({ default: m.CategoryEdit }))),
    create: lazy(() => import('./CategoryCreate').then((m) => ({ default: m.CategoryCreate }))),
    icon: CategoryIcon,
    recordRepresentation: 'name',
  },
  api: { ...restEndpoints('/categories'), fields: CATEGORY_BODY_FIELDS, bulkFields: CATEGORY_CHANGE_FIELDS },
  menu: { group: 'store', order: 4, path: '/categories', label: 'categories', icon: createElement(CategoryIcon) },
};

export default categories;
