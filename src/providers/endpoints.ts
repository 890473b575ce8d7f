import type { GetListParams, Identifier } from 'react-admin';
import {
  BRAND_BODY_FIELDS,
  BRAND_CHANGE_FIELDS,
  CATEGORY_BODY_FIELDS,
  CATEGORY_CHANGE_FIELDS,
  MODELING_BODY_FIELDS,
  PRODUCT_BODY_FIELDS,
  PRODUCT_CHANGE_FIELDS,
} from '../../contract/fieldLists';
import { productListQuery } from '../resources/products/productQuery';

/** Query parameters of a v1 list call; undefined values are left out. */
export type ListQuery = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

/**
 * Where a react-admin resource lives in the v1 API. An operation without a path is not offered
 * for that resource and the data provider refuses it.
 */
export interface ResourceEndpoints {
  /** GET, answering {data, page, size, total} */
  list?: string;
  /** GET one record */
  one?: (id: Identifier) => string;
  /** POST a new record */
  create?: string;
  /** PUT a whole record */
  update?: (id: Identifier) => string;
  /** PATCH body {ids, changes}, answering {ids} */
  updateMany?: string;
  /** DELETE body {ids}, answering {ids}; also used to delete a single record */
  deleteMany?: string;
  /** DELETE one record, for resources that have such a path instead of (or besides) the bulk one */
  remove?: (id: Identifier) => string;
  /** Fields the API accepts on create and update (contract/fieldLists.ts, tied to the body schema); the API rejects unknown fields, so the rest is left out. */
  fields?: readonly string[];
  /** Fields accepted as bulk `changes` (defaults to `fields`). */
  bulkFields?: readonly string[];
  /** Query parameter that receives react-admin's full-text filter `q` (default `name`). */
  searchParam?: string;
  /** Last say on a list call's query, for filters that do not map one to one. */
  listQuery?: (query: ListQuery, params: GetListParams) => ListQuery;
}

/** Every resource the data provider serves. Add a row here, never a branch in the data provider. */
export const endpoints: Record<string, ResourceEndpoints> = {
  brands: {
    list: '/brands',
    one: (id) => `/brands/single/${encodeURIComponent(id)}`,
    create: '/brands/',
    update: (id) => `/brands/single/${encodeURIComponent(id)}`,
    updateMany: '/brands/',
    deleteMany: '/brands/bulk/some',
    fields: BRAND_BODY_FIELDS,
    bulkFields: BRAND_CHANGE_FIELDS,
  },
  // Size tables; the web app shows them under /table.
  modelings: {
    list: '/modelings',
    one: (id) => `/modelings/single/${encodeURIComponent(id)}`,
    create: '/modelings/',
    update: (id) => `/modelings/single/${encodeURIComponent(id)}`,
    deleteMany: '/modelings/bulk/some',
    fields: MODELING_BODY_FIELDS,
  },
  // The catalogue; the web app shows it at / and /product/single/:id.
  products: {
    list: '/products',
    one: (id) => `/products/single/${encodeURIComponent(id)}`,
    create: '/products/',
    update: (id) => `/products/single/${encodeURIComponent(id)}`,
    updateMany: '/products/',
    deleteMany: '/products/bulk/some',
    fields: PRODUCT_BODY_FIELDS,
    bulkFields: PRODUCT_CHANGE_FIELDS,
    searchParam: 'search',
    listQuery: (query) => productListQuery(query) as ListQuery,
  },
  // Provider brands: every signed-in user reads them to link a store brand; writing comes with the admin screens.
  'strong-brands': {
    list: '/strong/brands',
  },
  categories: {
    list: '/categories',
    one: (id) => `/categories/single/${encodeURIComponent(id)}`,
    create: '/categories/',
    update: (id) => `/categories/single/${encodeURIComponent(id)}`,
    updateMany: '/categories/',
    deleteMany: '/categories/bulk/some',
    fields: CATEGORY_BODY_FIELDS,
    bulkFields: CATEGORY_CHANGE_FIELDS,
  },
  // Provider categories with their subcategories; store users read them to link a store category.
  'strong-categories': {
    list: '/strong/categories',
  },
  // Product addresses the store's pages asked about that the catalogue lacks, counted per day.
  // The day travels as the `date` filter (YYYY-MM-DD); without it the API takes today.
  'unknown-products': {
    list: '/products/unknown',
    searchParam: 'search',
  },
};
