import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import SellIcon from '@mui/icons-material/Sell';

// Screens load on first visit, keeping them out of the initial bundle.
const brands: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./BrandList').then((m) => ({ default: m.BrandList }))),
  edit: lazy(() => import('./BrandEdit').then((m) => ({ default: m.BrandEdit }))),
  create: lazy(() => import('./BrandCreate').then((m) => ({ default: m.BrandCreate }))),
  icon: SellIcon,
  recordRepresentation: 'name',
};

export default brands;
