import type { GetListParams, Identifier } from 'react-admin';

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
  /** Fields the API accepts on create and update; the API rejects unknown fields, so the rest is left out. */
  fields?: readonly string[];
  /** Fields accepted as bulk `changes` (defaults to `fields`). */
  bulkFields?: readonly string[];
  /** Query parameter that receives react-admin's full-text filter `q` (default `name`). */
  searchParam?: string;
  /** Last say on a list call's query, for filters that do not map one to one. */
  listQuery?: (query: ListQuery, params: GetListParams) => ListQuery;
}

const brandFields = ['name', 'sizeSystem', 'strongBrandId'] as const;

/** Every resource the data provider serves. Add a row here, never a branch in the data provider. */
export const endpoints: Record<string, ResourceEndpoints> = {
  brands: {
    list: '/brands',
    one: (id) => `/brands/single/${encodeURIComponent(id)}`,
    create: '/brands/',
    update: (id) => `/brands/single/${encodeURIComponent(id)}`,
    updateMany: '/brands/',
    deleteMany: '/brands/bulk/some',
    fields: brandFields,
    bulkFields: ['sizeSystem', 'strongBrandId'],
  },
  // Size tables; the web app shows them under /table.
  modelings: {
    list: '/modelings',
    one: (id) => `/modelings/single/${encodeURIComponent(id)}`,
    create: '/modelings/',
    update: (id) => `/modelings/single/${encodeURIComponent(id)}`,
    deleteMany: '/modelings/bulk/some',
    fields: [
      'name', 'type', 'clothesType', 'ageGroup', 'brandId', 'gender', 'sizeType', 'sizeSystem', 'composedMeasure',
      'composedMeasureOrder', 'accessory', 'observation', 'static', 'measures', 'sizeSystems', 'variations', 'rows',
    ],
  },
  // Provider brands: every signed-in user reads them to link a store brand; writing comes with the admin screens.
  'strong-brands': {
    list: '/strong/brands',
  },
};
