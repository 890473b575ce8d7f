import { createElement, lazy } from 'react';
import SellIcon from '@mui/icons-material/Sell';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';
import type { BrandBody, BrandChanges } from '../../../contract/brands';
import { everyFieldOf } from '../../../contract/fieldLists';
import { restEndpoints } from '../../providers/endpoints';

/** The fields of a brand's body and of a bulk change; the compiler ties each list to the contract's type. */
export const BRAND_BODY_FIELDS = everyFieldOf<BrandBody>()(['name', 'sizeSystem', 'strongBrandId']);
export const BRAND_CHANGE_FIELDS = everyFieldOf<BrandChanges>()(['sizeSystem', 'strongBrandId']);

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
