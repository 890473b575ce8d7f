import { sql, type Expression, type SqlBool } from 'kysely';
import { PLUGIN_ON_STATES, PRODUCT_STATES, type ProductState } from '../../domain/productState.js';
import type { Db } from '../db/connection.js';
import { MAX_ID } from '../../contract/common.js';
import type { ProductBody, ProductChanges, ProductCounts, ProductSearch } from '../../contract/products.js';
import {
  containsPattern,
  inListOrder,
  withinIds,
  type ListParams,
  type ListResult,
  type ListSpec,
} from './listQuery.js';

export interface ProductFilters extends ProductSearch {
  /** null: every state (domain/productState.ts statesFor). */
  states: ProductState[] | null;
}

/**
 * What the API may write: a product body with every field present (a size type by default), every
 * field already checked by the product rules.
 */
export type ProductValues = { [K in keyof ProductBody]-?: Exclude<ProductBody[K], undefined> } & { sizeType: string };

export const PRODUCT_LIST: ListSpec = {
  sortable: { name: sql`lower(p.name)`, id: 'p.id', updatedAt: 'p.updated_at' },
  defaultSort: 'id,desc',
  tiebreaker: 'p.id',
};

/** The store's products, with their brand (b), category (c) and table (m, modelings) joined: for reading many at once. */
export const productsWithNames = (db: Db, tenantId: number) =>
  db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('modelings as m', 'm.id', 'p.modeling_id')
    .where('p.tenant_id', '=', tenantId);

// Every read starts here, so no product is ever read outside the current store. The names of the
// brand, category and table are scalar subqueries rather than joins: the rows are the store's own by
// the composite foreign keys, and planning three outer joins took 2 ms of a call that runs in 0.5 ms.
const productsOf = (db: Db, tenantId: number) =>
  db
    .selectFrom('products as p')
    .where('p.tenant_id', '=', tenantId)
    .select((eb) => [
      'p.id',
      'p.name',
      'p.permalink',
      'p.feed_product_id as feedProductId',
      'p.image_url as imageUrl',
      'p.brand_id as brandId',
      eb.selectFrom('brands as b').select('b.name').whereRef('b.id', '=', 'p.brand_id').as('brandName'),
      'p.category_id as categoryId',
      eb.selectFrom('categories as c').select('c.name').whereRef('c.id', '=', 'p.category_id').as('categoryName'),
      'p.gender',
      'p.age_group as ageGroup',
      'p.product_type as productType',
      'p.available_sizes as sizes',
      'p.modeling_id as modelingId',
      eb.selectFrom('modelings as m').select('m.name').whereRef('m.id', '=', 'p.modeling_id').as('modelingName'),
      'p.plugin_active as pluginActive',
      'p.state',
      'p.updated_at as updatedAt',
    ]);

// Name search runs on the trigram indexes of name and permalink; the other modes are exact matches.
function searchCondition({ search, searchBy = 'name' }: ProductSearch): Expression<SqlBool> | null {
  const text = search?.trim();
  if (!text) return null;
  if (searchBy === 'feedProductId') return sql<SqlBool>`p.feed_product_id = ${text}`;
  if (searchBy === 'id') {
    const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
    return sql<SqlBool>`p.id = ${id <= MAX_ID ? id : 0}`;
  }
  const pattern = containsPattern(text);
  return sql<SqlBool>`(p.name ILIKE ${pattern} OR p.permalink ILIKE ${pattern})`;
}

// Written so that an index returns the rows in id order: one state reads (tenant_id, state, id), and
// the three states of a switched-on plugin are the rows of (tenant_id, plugin_active, id).
function stateCondition(states: ProductState[] | null): Expression<SqlBool> | null {
  if (states === null) return null;
  if (states.length === 0) return sql<SqlBool>`false`;
  if (states.length === PLUGIN_ON_STATES.length && PLUGIN_ON_STATES.every((s) => states.includes(s)))
    return sql<SqlBool>`p.plugin_active`;
  if (states.length === 1) return sql<SqlBool>`p.state = ${states[0]}`;
  return sql<SqlBool>`p.state IN (${sql.join(states)})`;
}

/** The list filters as one condition on `products as p` (null: none); the list and the export share it. */
export function productCondition(filters: ProductFilters): Expression<SqlBool> | null {
  const conditions = [searchCondition(filters), stateCondition(filters.states)].filter((c) => c !== null);
  if (conditions.length === 0) return null;
  return conditions.length === 1 ? conditions[0]! : sql<SqlBool>`${conditions[0]!} AND ${conditions[1]!}`;
}

const hasSearch = (search: ProductSearch) => Boolean(search.search?.trim());
const isNameSearch = (search: ProductSearch) => hasSearch(search) && (search.searchBy ?? 'name') === 'name';

/** Products per state as the triggers of migration 006 keep them. */
async function storedCounts(db: Db, tenantId: number): Promise<Partial<Record<ProductState, number>>> {
  const rows = await db
    .selectFrom('product_state_counts')
    .select(['state', 'n'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

/**
 * One page of the list. The page's ids are found first, on the narrow index that serves the filter
 * and order, and only those rows are read whole and joined. Without a search the total comes from the
 * stored counts. A name search is not counted here: counting thousands of substring matches reads each
 * of them (70 ms for 9k matches in a store of 200k), so the answer says only whether more pages follow
 * (one row more is read to know) and gives the total once the last page is reached.
 */
export async function listProducts(
  db: Db,
  tenantId: number,
  filters: ProductFilters,
  params: ListParams,
): Promise<ListResult<ProductSummaryRow>> {
  const condition = productCondition(filters);
  const matching = withinIds(
    db
      .selectFrom('products as p')
      .where('p.tenant_id', '=', tenantId)
      .$if(condition !== null, (qb) => qb.where(condition!)),
    params,
  );
  const uncounted = isNameSearch(filters);
  const offset = params.page * params.size;
  const pageIds = inListOrder(matching.select('p.id'), params)
    .limit(params.size + (uncounted ? 1 : 0))
    .offset(offset);
  const rows = inListOrder(productsOf(db, tenantId).where('p.id', 'in', pageIds), params).execute();
  const states: readonly ProductState[] = filters.states ?? PRODUCT_STATES;
  const total: Promise<number | undefined> = uncounted
    ? Promise.resolve(undefined)
    : hasSearch(filters) || params.ids
      ? matching
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n))
      : storedCounts(db, tenantId).then((by) => states.reduce((sum, s) => sum + (by[s] ?? 0), 0));
  const [found, counted] = await Promise.all([rows, total]);
  const data = found.slice(0, params.size);
  const hasMore = counted === undefined ? found.length > params.size : offset + params.size < counted;
  return {
    data,
    page: params.page,
    size: params.size,
    total: counted ?? (hasMore ? undefined : offset + data.length),
    hasMore,
  };
}

/** How many products are in each state: the stored counts, or one grouped scan of a search's matches. */
export async function countProducts(db: Db, tenantId: number, search: ProductSearch): Promise<ProductCounts> {
  const condition = searchCondition(search);
  const by = condition
    ? await db
        .selectFrom('products as p')
        .where('p.tenant_id', '=', tenantId)
        .where(condition)
        .select(['p.state', sql<number>`count(*)`.as('n')])
        .groupBy('p.state')
        .execute()
        .then(
          (rows) =>
            Object.fromEntries(rows.map((r) => [r.state, Number(r.n)])) as Partial<Record<ProductState, number>>,
        )
    : await storedCounts(db, tenantId);
  const counts = {
    inactive: by.inactive ?? 0,
    pending: by.pending ?? 0,
    alert: by.alert ?? 0,
    covered: by.covered ?? 0,
  };
  const all = counts.inactive + counts.pending + counts.alert + counts.covered;
  // The plugin is off exactly for inactive products (domain/productState.ts).
  return { all, ...counts, pluginActive: all - counts.inactive, pluginInactive: counts.inactive };
}

export type ProductSummaryRow = Awaited<ReturnType<ReturnType<typeof productsOf>['execute']>>[number];

export function findProduct(db: Db, tenantId: number, id: number) {
  return productsOf(db, tenantId)
    .select([
      'p.code',
      'p.feed_brand as feedBrand',
      'p.size_type as sizeType',
      'p.size_system as sizeSystem',
      'p.strong_brand_id as strongBrandId',
      'p.strong_category_id as strongCategoryId',
      'p.strong_subcategory_id as strongSubcategoryId',
      'p.strong_model as strongModel',
      'p.strong_slug as strongSlug',
      'p.strong_slug_weight as strongSlugWeight',
      'p.strong_link_active as strongLinkActive',
      'p.strong_type as strongType',
      'p.strong_modeling_id as strongModelingId',
      (eb) =>
        eb
          .selectFrom('strong_modelings as sm')
          .select('sm.name')
          .whereRef('sm.id', '=', 'p.strong_modeling_id')
          .as('strongModelingName'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

const columnsOf = (v: ProductValues) => ({
  permalink: v.permalink,
  name: v.name,
  code: v.code,
  feed_product_id: v.feedProductId,
  image_url: v.imageUrl,
  brand_id: v.brandId,
  category_id: v.categoryId,
  gender: v.gender,
  age_group: v.ageGroup,
  size_type: v.sizeType,
  product_type: v.productType,
  size_system: v.sizeSystem,
  available_sizes: v.sizes,
  plugin_active: v.pluginActive,
  modeling_id: v.modelingId,
  strong_brand_id: v.strongBrandId,
  strong_category_id: v.strongCategoryId,
  strong_subcategory_id: v.strongSubcategoryId,
  strong_model: v.strongModel,
  strong_slug: v.strongSlug,
  strong_slug_weight: v.strongSlugWeight,
  strong_link_active: v.strongLinkActive,
});

export async function insertProduct(db: Db, tenantId: number, values: ProductValues): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ tenant_id: tenantId, ...columnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a product's fields; false when the store has no product with this id. */
export async function updateProduct(db: Db, tenantId: number, id: number, values: ProductValues): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...columnsOf(values), updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateProducts(db: Db, tenantId: number, ids: number[], changes: ProductChanges): Promise<void> {
  const has = (key: keyof ProductChanges) => changes[key] !== undefined;
  await db
    .updateTable('products')
    .set({
      ...(has('modelingId') ? { modeling_id: changes.modelingId } : {}),
      ...(has('brandId') ? { brand_id: changes.brandId } : {}),
      ...(has('categoryId') ? { category_id: changes.categoryId } : {}),
      ...(has('gender') ? { gender: changes.gender } : {}),
      ...(has('ageGroup') ? { age_group: changes.ageGroup } : {}),
      ...(has('pluginActive') ? { plugin_active: changes.pluginActive } : {}),
      updated_at: sql`now()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}

export async function deleteProducts(db: Db, tenantId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('products').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** Deletes every product of the store, or only those in one state; answers how many. */
export async function deleteAllProducts(db: Db, tenantId: number, state?: ProductState): Promise<number> {
  const result = await db
    .deleteFrom('products')
    .where('tenant_id', '=', tenantId)
    .$if(state !== undefined, (qb) => qb.where('state', '=', state!))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ids of the store's products that use some of these tables. */
export async function productIdsUsing(db: Db, tenantId: number, modelingIds: number[]): Promise<number[]> {
  if (modelingIds.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('modeling_id', 'in', modelingIds)
    .execute();
  return rows.map((r) => r.id);
}
