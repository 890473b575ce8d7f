import { fetchUtils, type DataProvider, type GetListParams, type Identifier } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../domain/limits';
import { ENDPOINTS as defaultEndpoints } from '../registry/endpoints';
import type { ListQuery, Operation, ResourceEndpoints } from './endpoints';
import { httpClient as defaultHttpClient, type ApiOptions, type ApiResponse } from './httpClient';

type HttpClient = (path: string, options?: ApiOptions) => Promise<ApiResponse>;
// Records are whatever the API answers; react-admin's methods are generic over the record type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiRecord = any;

// Spec section 5: a filter value naming the "Vazio" (empty) option means "no value".
const EMPTY_WORD = /\bVazio\b/;

function filterValue(value: unknown): unknown {
  return typeof value === 'string' && EMPTY_WORD.test(value) ? '' : value;
}

/** react-admin list parameters -> v1 query: 0-based page, `sort=field,dir`, filters as they are. */
export function toListQuery(params: GetListParams, endpoint: ResourceEndpoints): ListQuery {
  const query: ListQuery = {};
  if (params.pagination) {
    query.page = params.pagination.page - 1;
    query.size = params.pagination.perPage;
  }
  if (params.sort?.field) query.sort = `${params.sort.field},${params.sort.order === 'DESC' ? 'desc' : 'asc'}`;
  for (const [key, raw] of Object.entries(params.filter ?? {})) {
    const value = filterValue(raw);
    if (value === undefined || value === null) continue;
    const name = key === 'q' ? (endpoint.searchParam ?? 'name') : key;
    query[name] = value as ListQuery[string];
  }
  return endpoint.listQuery ? endpoint.listQuery(query, params) : query;
}

function withQuery(path: string, query: ListQuery): string {
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  const text = fetchUtils.queryParameters(defined);
  return text ? `${path}?${text}` : path;
}

function pick(data: Record<string, unknown>, fields: readonly string[] | undefined): Record<string, unknown> {
  if (!fields) return data;
  return Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]]));
}

const jsonBody = (value: unknown) => JSON.stringify(value);

/** The ids in groups the API answers in one list call each. */
function idGroups(ids: readonly Identifier[]): Identifier[][] {
  const groups: Identifier[][] = [];
  for (let start = 0; start < ids.length; start += MAX_PAGE_SIZE) groups.push(ids.slice(start, start + MAX_PAGE_SIZE));
  return groups;
}

/**
 * react-admin data provider in the manner of ra-data-simple-rest, driven only by the endpoints table: the
 * record operations only. The other calls live in each area's API module (`<area>Api.ts` beside its screens,
 * called through `useApi`). The client and the table are parameters so tests and later resources need no
 * other wiring.
 */
export function createDataProvider(
  httpClient: HttpClient = defaultHttpClient,
  table: Record<string, ResourceEndpoints> = defaultEndpoints,
): DataProvider {
  function endpointFor<O extends Operation>(resource: string, operation: O): NonNullable<ResourceEndpoints[O]> {
    const path = table[resource]?.[operation];
    if (!path) throw new Error(`The API offers no "${operation}" for the resource "${resource}".`);
    return path as NonNullable<ResourceEndpoints[O]>;
  }

  async function getList(resource: string, params: GetListParams) {
    const path = endpointFor(resource, 'list');
    const { json } = await httpClient(withQuery(path, toListQuery(params, table[resource])), { signal: params.signal });
    const data = json.data as ApiRecord[];
    if (typeof json.total === 'number') return { data, total: json.total };
    // A list that was not counted (a product name search) says only whether more pages follow.
    return { data, pageInfo: { hasNextPage: Boolean(json.hasMore), hasPreviousPage: Number(json.page) > 0 } };
  }

  async function getOne(resource: string, id: Identifier, signal?: AbortSignal) {
    const { json } = await httpClient(endpointFor(resource, 'one')(id), { signal });
    return json as ApiRecord;
  }

  async function deleteIds(resource: string, ids: Identifier[]): Promise<Identifier[]> {
    const { json } = await httpClient(endpointFor(resource, 'deleteMany'), {
      method: 'DELETE',
      body: jsonBody({ ids }),
    });
    return (json?.ids as Identifier[]) ?? ids;
  }

  return {
    getList: async (resource, params) => getList(resource, params),

    getOne: async (resource, params) => ({ data: await getOne(resource, params.id, params.signal) }),

    // One list call with the `ids` filter per hundred ids; ids the store lacks are just absent.
    getMany: async (resource, params) => {
      const path = endpointFor(resource, 'list');
      const answers = await Promise.all(
        idGroups(params.ids).map((ids) =>
          httpClient(withQuery(path, { ids: ids.join(','), size: ids.length }), { signal: params.signal }),
        ),
      );
      return { data: answers.flatMap(({ json }) => json.data as ApiRecord[]) };
    },

    getManyReference: async (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
      const fields = table[resource]?.fields;
      const { json } = await httpClient(endpointFor(resource, 'create'), {
        method: 'POST',
        body: jsonBody(pick(params.data, fields)),
      });
      return { data: json };
    },

    update: async (resource, params) => {
      const fields = table[resource]?.fields;
      const { json } = await httpClient(endpointFor(resource, 'update')(params.id), {
        method: 'PUT',
        body: jsonBody(pick(params.data, fields)),
      });
      return { data: json };
    },

    updateMany: async (resource, params) => {
      const fields = table[resource]?.bulkFields ?? table[resource]?.fields;
      const { json } = await httpClient(endpointFor(resource, 'updateMany'), {
        method: 'PATCH',
        body: jsonBody({ ids: params.ids, changes: pick(params.data, fields) }),
      });
      return { data: (json?.ids as Identifier[]) ?? params.ids };
    },

    delete: async (resource, params) => {
      const remove = table[resource]?.remove;
      if (remove) await httpClient(remove(params.id), { method: 'DELETE' });
      else await deleteIds(resource, [params.id]);
      return { data: (params.previousData ?? { id: params.id }) as ApiRecord };
    },

    deleteMany: async (resource, params) => ({ data: await deleteIds(resource, params.ids) }),
  };
}

export const dataProvider = createDataProvider();
