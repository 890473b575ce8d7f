import { createElement, lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';
import { restEndpoints } from '../../providers/endpoints';
import { CATEGORY_CHANGE_FIELDS, CATEGORY_BODY_FIELDS } from './fields';

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
