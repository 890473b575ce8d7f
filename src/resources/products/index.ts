import { createElement, lazy } from 'react';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';
import { restEndpoints, type ListQuery } from '../../providers/endpoints';
import { productListQuery } from './productQuery';
import { PRODUCT_BODY_FIELDS, PRODUCT_CHANGE_FIELDS } from './fields';

// Screens load on first visit, keeping them out of the initial bundle.
const loadProductList = () => import('./list/ProductList');
const ProductListPage = lazy(() => loadProductList().then((m) => ({ default: m.ProductList })));
const ProductEditorPage = lazy(() =>
  import('./editor/ProductEditorPage').then((m) => ({ default: m.ProductEditorPage })),
);

/**
 * Products live on the spec's own paths (/ for the list, the first screen after login; /product/single/:id
 * for the editor); /products and /products/:id lead there.
 */
const products: Declaration = {
  name: 'products',
  access: STORE_ACCESS,
  views: {
    icon: Inventory2Icon,
    recordRepresentation: 'name',
  },
  // The catalogue; the web app shows it at / and /product/single/:id.
  api: {
    ...restEndpoints('/products'),
    fields: PRODUCT_BODY_FIELDS,
    bulkFields: PRODUCT_CHANGE_FIELDS,
    searchParam: 'search',
    listQuery: (query) => productListQuery(query) as ListQuery,
  },
  specPaths: { list: '/', edit: (id) => `/product/single/${encodeURIComponent(id)}` },
  screens: [
    { path: '/', title: 'products', page: ProductListPage, preload: loadProductList },
    { path: '/product/:id', title: 'product', action: 'edit', page: ProductEditorPage },
    { path: '/product/single/:id', title: 'product', action: 'edit', page: ProductEditorPage },
  ],
  menu: { group: 'store', order: 1, path: '/', label: 'products', icon: createElement(Inventory2Icon) },
};

export default products;
