import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import SearchOffIcon from '@mui/icons-material/SearchOff';

/** The list lives on the spec's path /unknown-products as a custom route, so the resource brings no routes. */
const unknownProducts: Omit<ResourceProps, 'name'> = {
  icon: SearchOffIcon,
  recordRepresentation: 'permalink',
};

export default unknownProducts;

export const UnknownProductsPage = lazy(() =>
  import('./UnknownProductList').then((m) => ({ default: m.UnknownProductList })),
);
