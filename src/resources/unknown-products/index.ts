import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { specPathRoutes } from '../../custom/resourceRoutes';

/** The list lives on the spec's path /unknown-products as a custom route; deeper addresses are not found. */
const unknownProducts: Omit<ResourceProps, 'name'> = {
  icon: SearchOffIcon,
  children: specPathRoutes({}),
  recordRepresentation: 'permalink',
};

export default unknownProducts;

export const UnknownProductsPage = lazy(() =>
  import('./UnknownProductList').then((m) => ({ default: m.UnknownProductList })),
);
