import { statesFor, type ProductStateParams } from '../../domain/productState.js';
import type { ProductSearch } from '../../contract/products.js';
import type { ProductFilters } from '../repositories/products.js';

/** The repository filters a list, count or export query asks for (contract/products.ts: productFilterFields). */
export function productFiltersOf(query: ProductSearch & ProductStateParams): ProductFilters {
  return { search: query.search, searchBy: query.searchBy, states: statesFor(query) };
}
