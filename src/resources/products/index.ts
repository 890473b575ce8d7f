import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import Inventory2Icon from '@mui/icons-material/Inventory2';

/**
 * Products live on the spec's own paths (/ for the list, /product/single/:id for the editor), so the
 * resource brings no routes of its own; the pages below are mounted as custom routes and load on first visit.
 */
const products: Omit<ResourceProps, 'name'> = {
  icon: Inventory2Icon,
  recordRepresentation: 'name',
};

export default products;

export const ProductListPage = lazy(() => import('./list/ProductList').then((m) => ({ default: m.ProductList })));
export const ProductEditorPage = lazy(() =>
  import('./editor/ProductEditorPage').then((m) => ({ default: m.ProductEditorPage })),
);
