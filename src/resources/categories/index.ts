import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import CategoryIcon from '@mui/icons-material/Category';

// Screens load on first visit, keeping them out of the initial bundle.
const categories: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./CategoryList').then((m) => ({ default: m.CategoryList }))),
  edit: lazy(() => import('./CategoryEdit').then((m) => ({ default: m.CategoryEdit }))),
  create: lazy(() => import('./CategoryCreate').then((m) => ({ default: m.CategoryCreate }))),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

export default categories;
