import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { specPathRoutes } from '../../custom/resourceRoutes';

/**
 * Products live on the spec's own paths (/ for the list, /product/single/:id for the editor): the pages
 * below are mounted as custom routes and load on first visit; /products and /products/:id lead there.
 */
const products: Omit<ResourceProps, 'name'> = {
  icon: Inventory2Icon,
  children: specPathRoutes({ list: '/', edit: (id) => `/product/single/${encodeURIComponent(id)}` }),
  recordRepresentation: 'name',
};

export default products;

export const ProductListPage = lazy(() => import('./list/ProductList').then((m) => ({ default: m.ProductList })));
export const ProductEditorPage = lazy(() =>
  import('./editor/ProductEditorPage').then((m) => ({ default: m.ProductEditorPage })),
);
