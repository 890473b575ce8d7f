import {
  PRODUCT_FILTER_OPTIONS,
  type ProductFilterOption,
  type ProductStateParams,
} from '../../../domain/productState';

/** What the search box looks in: name or permalink (substring), the feed's product id, or the product id. */
export const SEARCH_MODES = ['name', 'feedProductId', 'id'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export const DEFAULT_SEARCH_MODE: SearchMode = 'name';

export const FILTER_OPTIONS = Object.keys(PRODUCT_FILTER_OPTIONS) as ProductFilterOption[];

export const isFilterOption = (value: unknown): value is ProductFilterOption =>
  typeof value === 'string' && Object.hasOwn(PRODUCT_FILTER_OPTIONS, value);

const isSearchMode = (value: unknown): value is SearchMode =>
  typeof value === 'string' && (SEARCH_MODES as readonly string[]).includes(value);

type Query = Record<string, unknown>;

/** `search` and `searchBy`, or nothing while the search box is blank. */
export function searchParams(search: unknown, searchBy: unknown): { search?: string; searchBy?: SearchMode } {
  const text = typeof search === 'string' || typeof search === 'number' ? String(search).trim() : '';
  if (!text) return {};
  return { search: text, searchBy: isSearchMode(searchBy) ? searchBy : DEFAULT_SEARCH_MODE };
}

/** The state parameters of a filter option; a list asked for without one is not filtered by state. */
export const stateParams = (option: unknown): ProductStateParams =>
  isFilterOption(option) ? { ...PRODUCT_FILTER_OPTIONS[option] } : {};

/**
 * Last say on the GET /products query: the list's `filterOption` becomes the spec's state parameters and the
 * search text (react-admin's `q`, already renamed `search`) travels with its mode.
 */
export function productListQuery<Q extends Query>(query: Q): Query {
  const { filterOption, search, searchBy, ...rest } = query;
  return { ...rest, ...stateParams(filterOption), ...searchParams(search, searchBy) };
}

/** Query of GET /products/count: the counts are per option, so only the search narrows them. */
export const countQuery = (filter: Query) => searchParams(filter.q, filter.searchBy);

/** Query of the CSV export: the same products as the list shows. */
export const exportQuery = (filter: Query) => ({
  ...stateParams(filter.filterOption),
  ...searchParams(filter.q, filter.searchBy),
});
