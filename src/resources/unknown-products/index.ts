import { createElement, lazy } from 'react';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

const UnknownProductsPage = lazy(() => import('./UnknownProductList').then((m) => ({ default: m.UnknownProductList })));

/** The list lives on the spec's path /unknown-products, loaded on first visit; deeper addresses are not found. */
const unknownProducts: Declaration = {
  name: 'unknown-products',
  access: STORE_ACCESS,
  views: {
    icon: SearchOffIcon,
    recordRepresentation: 'permalink',
  },
  // Product addresses the store's pages asked about that the catalogue lacks, counted per day.
  // The day travels as the `date` filter (YYYY-MM-DD); without it the API takes today.
  api: { list: '/products/unknown', searchParam: 'search' },
  specPaths: {},
  screens: [{ path: '/unknown-products', title: 'unknownProducts', page: UnknownProductsPage }],
  menu: {
    group: 'store',
    order: 7,
    path: '/unknown-products',
    label: 'unknownProducts',
    icon: createElement(HelpOutlineIcon),
  },
};

export default unknownProducts;
