import { createElement, lazy } from 'react';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';
import type { ProductBody, ProductChanges } from '../../../contract/products';
import { everyFieldOf } from '../../../contract/fieldLists';
import { restEndpoints, type ListQuery } from '../../providers/endpoints';
import { productListQuery } from './productQuery';

/** The fields of a product's body; the compiler ties the list to the contract's type. */
export const PRODUCT_BODY_FIELDS = everyFieldOf<ProductBody>()([
  'permalink',
  'name',
  'code',
  'feedProductId',
  'imageUrl',
  'brandId',
  'categoryId',
  'gender',
  'ageGroup',
  'sizeType',
  'productType',
  'sizeSystem',
  'sizes',
  'pluginActive',
  'modelingId',
  'strongBrandId',
  'strongCategoryId',
  'strongSubcategoryId',
  'strongModel',
  'strongSlug',
  'strongSlugWeight',
  'strongLinkActive',
  'strongType',
]);

/** The fields a bulk change of products may set, in the order the batch edit dialog offers them. */
export const PRODUCT_CHANGE_FIELDS = everyFieldOf<ProductChanges>()([
  'modelingId',
  'brandId',
  'categoryId',
  'gender',
  'ageGroup',
  'pluginActive',
]);

// Screens load on first visit, keeping them out of the initial bundle.
const ProductListPage = lazy(() => import('./list/ProductList').then((m) => ({ default: m.ProductList })));
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
    { path: '/', title: 'products', page: ProductListPage },
    { path: '/product/:id', title: 'product', action: 'edit', page: ProductEditorPage },
    { path: '/product/single/:id', title: 'product', action: 'edit', page: ProductEditorPage },
  ],
  menu: { group: 'store', order: 1, path: '/', label: 'products', icon: createElement(Inventory2Icon) },
};

export default products;
