import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { DetailCodes } from '../../domain/errorCodes.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/limits.js';
import { validation, type FieldProblem } from '../errors.js';
import { MAX_ID } from '../../contract/common.js';
import type { ListPaging } from '../../contract/lists.js';

// How a list uses this file (see services/brands.ts): the route's schema comes from contract/lists.ts;
// the service turns the route's query into listParams(query, SPEC) and shapes the rows (mapRows); the
// repository answers runList(filteredQuery, params).

/** A column reference (`'b.name'`) or an expression (`sql\`lower(b.name)\``). */
export type SortKey = string | Expression<unknown>;
type Direction = 'asc' | 'desc';

export interface ListSpec {
  /** API field name -> what to order by. Only these fields can be sorted on. */
  sortable: Record<string, SortKey>;
  /** `field,direction` used when the client sends no sort. */
  defaultSort: string;
  /** A unique key ordered last, so that rows never move between pages; the `ids` filter matches it. */
  tiebreaker: SortKey;
}

export interface ListParams {
  page: number;
  size: number;
  order: { key: SortKey; direction: Direction }[];
  /** Only these rows (the `ids` filter), matched on the spec's unique key. */
  ids?: { key: SortKey; values: number[] };
}

export interface ListResult<T> {
  data: T[];
  page: number;
  size: number;
  /** Undefined when not counted; hasMore still tells whether a next page exists. */
  total?: number;
  hasMore: boolean;
}

/** Checks paging and sorting against the spec; the route schema has already coerced the numbers. */
export function listParams(query: ListPaging, spec: ListSpec): ListParams {
  const problems: FieldProblem[] = [];
  const page = query.page ?? 0;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  if (!Number.isSafeInteger(page) || page < 0) {
    problems.push({
      field: 'page',
      code: DetailCodes.MINIMUM,
      message: 'page must be an integer from 0.',
      params: { min: 0 },
    });
  }
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    const code = Number.isSafeInteger(size) && size < 1 ? DetailCodes.MINIMUM : DetailCodes.MAXIMUM;
    problems.push({
      field: 'size',
      code,
      message: `size must be an integer from 1 to ${MAX_PAGE_SIZE}.`,
      params: { min: 1, max: MAX_PAGE_SIZE },
    });
  }
  const [field = '', rawDirection = 'asc', ...rest] = (query.sort?.trim() || spec.defaultSort)
    .split(',')
    .map((part) => part.trim());
  const direction = rawDirection.toLowerCase();
  if (!Object.hasOwn(spec.sortable, field) || rest.length > 0) {
    const values = Object.keys(spec.sortable).join(', ');
    problems.push({
      field: 'sort',
      code: DetailCodes.SORT_FIELD,
      message: `Sort by one of: ${values}.`,
      params: { values },
    });
  }
  if (direction !== 'asc' && direction !== 'desc') {
    problems.push({ field: 'sort', code: DetailCodes.SORT_DIRECTION, message: 'The sort direction is asc or desc.' });
  }
  const ids = query.ids?.flatMap((part) => part.split(',')).map(Number);
  if (ids && ids.length > MAX_PAGE_SIZE) {
    problems.push({
      field: 'ids',
      code: DetailCodes.MAXITEMS,
      message: `At most ${MAX_PAGE_SIZE} ids.`,
      params: { max: MAX_PAGE_SIZE },
    });
  }
  if (ids?.some((id) => id < 1 || id > MAX_ID)) {
    problems.push({
      field: 'ids',
      code: DetailCodes.MAXIMUM,
      message: `Each id is an integer from 1 to ${MAX_ID}.`,
      params: { max: MAX_ID },
    });
  }
  if (problems.length > 0) throw validation(problems);
  const dir = direction as Direction;
  return {
    page,
    size,
    order: [
      { key: spec.sortable[field]!, direction: dir },
      { key: spec.tiebreaker, direction: dir },
    ],
    ...(ids && { ids: { key: spec.tiebreaker, values: ids } }),
  };
}

/** `%value%` for ILIKE, with the wildcards a user typed taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const keyOf = (key: SortKey) => (typeof key === 'string' ? sql.ref(key) : key);

/** The query narrowed to the asked ids, when the list was asked for some. */
export function withinIds<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, params: ListParams) {
  const ids = params.ids;
  if (!ids) return query;
  return query.where(
    ids.values.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`${keyOf(ids.key)} IN (${sql.join(ids.values)})`,
  );
}

/** The query in the list's order. */
export function inListOrder<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, params: ListParams) {
  let ordered = query;
  for (const { key, direction } of params.order) {
    ordered = ordered.orderBy(keyOf(key), direction);
  }
  return ordered;
}

/** The rows of the requested page, in the list's order. */
export const pageOf = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, params: ListParams) =>
  inListOrder(query, params)
    .limit(params.size)
    .offset(params.page * params.size);

/**
 * From this many rows skipped, a page is read after the count, and from the end of the list when it is nearer
 * to the end: the last page of 50,000 rows then skips a handful of index entries instead of all of them.
 */
export const LATE_PAGE_OFFSET = 1000;

/** The order reversed: every key the other way round (PostgreSQL's nulls follow, ASC last and DESC first). */
const reversed = (params: ListParams): ListParams => ({
  ...params,
  order: params.order.map(({ key, direction }) => ({ key, direction: direction === 'asc' ? 'desc' : 'asc' })),
});

/**
 * Runs a filtered query as one page plus the total count of rows matching the same filters. `keptTotal`,
 * for a query that filters nothing, reads a total the database keeps instead of counting (unless the list is
 * narrowed to some ids).
 */
export async function runList<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  params: ListParams,
  keptTotal?: () => Promise<number>,
): Promise<ListResult<O>> {
  const query = withinIds(filtered, params);
  const counted = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total'));
  const count =
    keptTotal && !params.ids
      ? keptTotal
      : async () => Number(((await counted.executeTakeFirst()) as { total: number } | undefined)?.total ?? 0);
  const skipped = params.page * params.size;
  let rows: O[];
  let total: number;
  if (skipped < LATE_PAGE_OFFSET) {
    [rows, total] = await Promise.all([pageOf(query, params).execute() as Promise<O[]>, count()]);
  } else {
    total = await count();
    const after = total - skipped - params.size;
    if (skipped >= total) rows = [];
    else if (after >= skipped) rows = (await pageOf(query, params).execute()) as O[];
    else {
      const fromEnd = (await inListOrder(query, reversed(params))
        .limit(Math.min(params.size, total - skipped))
        .offset(Math.max(0, after))
        .execute()) as O[];
      rows = fromEnd.reverse();
    }
  }
  return {
    data: rows,
    page: params.page,
    size: params.size,
    total,
    hasMore: (params.page + 1) * params.size < total,
  };
}

/** The same page with each row shaped for the answer (dates as ISO text, say). */
export const mapRows = <T, U>(page: ListResult<T>, shape: (row: T) => U): ListResult<U> => ({
  ...page,
  data: page.data.map(shape),
});

/** How a list's total is found: counted, read from a total the database keeps, or not counted (see runListUncounted). */
export type ListTotal = 'counted' | 'uncounted' | { kept: () => Promise<number> };

/**
 * Runs a list whose rows are costly to read (joined names, wide columns) as runList does, in two steps:
 * the page's ids and the count from `ids` (the filtered rows of the list's own table, by the spec's keys on
 * it), then `rowsOf` reads only those rows, answered in the page's order. A late page then skips index
 * entries, not joined rows.
 */
export async function runListByIds<DB, TB extends keyof DB, R extends { id: number }>(
  ids: SelectQueryBuilder<DB, TB, { id: number }>,
  params: ListParams,
  rowsOf: (ids: number[]) => Promise<R[]>,
  total: ListTotal = 'counted',
): Promise<ListResult<R>> {
  const page =
    total === 'uncounted'
      ? await runListUncounted(ids, params)
      : await runList(ids, params, total === 'counted' ? undefined : total.kept);
  const wanted = page.data.map((row) => row.id);
  const byId = new Map((wanted.length === 0 ? [] : await rowsOf(wanted)).map((row) => [row.id, row]));
  return { ...page, data: wanted.flatMap((id) => byId.get(id) ?? []) };
}

/**
 * Runs a filtered query as one page without counting every matching row (large tables): one row more
 * than the page tells whether another page follows; the total is given only once the last page is reached.
 */
export async function runListUncounted<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  params: ListParams,
): Promise<ListResult<O>> {
  const rows = (await inListOrder(withinIds(filtered, params), params)
    .limit(params.size + 1)
    .offset(params.page * params.size)
    .execute()) as O[];
  const hasMore = rows.length > params.size;
  const data = rows.slice(0, params.size);
  return {
    data,
    page: params.page,
    size: params.size,
    ...(!hasMore && (data.length > 0 || params.page === 0) && { total: params.page * params.size + data.length }),
    hasMore,
  };
}
