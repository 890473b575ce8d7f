import { createElement, lazy } from 'react';
import SellIcon from '@mui/icons-material/Sell';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';
import { restEndpoints } from '../../providers/endpoints';
import { BRAND_BODY_FIELDS, BRAND_CHANGE_FIELDS } from './fields';

// Screens load on first visit, keeping them out of the initial bundle.
const brands: Declaration = {
  name: 'brands',
  access: STORE_ACCESS,
  views: {
    list: lazy(() => import('./BrandList').then((m) => ({ default: m.BrandList }))),
    edit: lazy(() => import('./BrandEdit').then((m) => ({ default: m.BrandEdit }))),
    create: lazy(() => import('./BrandCreate').then((m) => ({ default: m.BrandCreate }))),
    icon: SellIcon,
    recordRepresentation: 'name',
  },
  api: { ...restEndpoints('/brands'), fields: BRAND_BODY_FIELDS, bulkFields: BRAND_CHANGE_FIELDS },
  menu: { group: 'store', order: 3, path: '/brands', label: 'brands', icon: createElement(SellIcon) },
};

export default brands;
