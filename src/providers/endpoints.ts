import type { GetListParams, Identifier } from 'react-admin';

/** The operations of a resource, each a path of the API. */
export type Operation = Exclude<keyof ResourceEndpoints, 'fields' | 'bulkFields' | 'searchParam' | 'listQuery'>;

/** Query parameters of a v1 list call; undefined values are left out. */
export type ListQuery = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

/**
 * Where a react-admin resource lives in the v1 API; each resource's declaration (`api`) says it, and
 * src/registry/endpoints.ts gathers them into the table the data provider reads. An operation without a path is not offered
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

const single = (base: string) => (id: Identifier) => `${base}/single/${encodeURIComponent(id)}`;

/**
 * The usual v1 paths of a resource at `base`: list, one, create, replace, bulk change and bulk delete.
 * A resource whose API lacks one of them leaves it out (`without`).
 */
export function restEndpoints(base: string, without: readonly Operation[] = []): ResourceEndpoints {
  const all: ResourceEndpoints = {
    list: base,
    one: single(base),
    create: `${base}/`,
    update: single(base),
    updateMany: `${base}/`,
    deleteMany: `${base}/bulk/some`,
  };
  return Object.fromEntries(Object.entries(all).filter(([operation]) => !without.includes(operation as Operation)));
}
