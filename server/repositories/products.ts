import { sql, type Expression, type SqlBool } from 'kysely';
import type { ProductState } from '../../domain/productState.js';
import type { Db } from '../db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';

export type SearchBy = 'name' | 'feedProductId' | 'id';

export interface ProductSearch {
  search?: string;
  searchBy?: SearchBy;
}

export interface ProductFilters extends ProductSearch {
  states: ProductState[] | null;
  plugin: boolean | null;
}

/** What the API may write; every field already checked by the product rules. */
export interface ProductValues {
  permalink: string;
  name: string;
  code: string | null;
  feedProductId: string | null;
  imageUrl: string | null;
  brandId: number | null;
  categoryId: number | null;
  gender: string;
  ageGroup: string;
  sizeType: string;
  productType: string;
  sizeSystem: string | null;
  sizes: string[];
  pluginActive: boolean;
  modelingId: number | null;
  strongBrandId: number | null;
  strongCategoryId: number | null;
  strongSubcategoryId: number | null;
  strongModel: string | null;
  strongSlug: string | null;
  strongSlugWeight: number | null;
  strongLinkActive: boolean;
}

export type ProductChanges = Partial<Pick<ProductValues, 'modelingId' | 'brandId' | 'categoryId' | 'gender' | 'ageGroup' | 'pluginActive'>>;

export const PRODUCT_LIST: ListSpec = {
  sortable: { name: sql`lower(p.name)`, id: 'p.id', updatedAt: 'p.updated_at' },
  defaultSort: 'id,desc',
  tiebreaker: 'p.id',
};

const MAX_ID = 2_147_483_647;

// Every read starts here, so no product is ever read outside the current store. The joined rows are
// the store's own by the composite foreign keys, so joining on id alone is enough.
const productsOf = (db: Db, tenantId: number) =>
  db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('modelings as m', 'm.id', 'p.modeling_id')
    .select([
      'p.id', 'p.name', 'p.permalink', 'p.feed_product_id as feedProductId', 'p.image_url as imageUrl',
      'p.brand_id as brandId', 'b.name as brandName', 'p.category_id as categoryId', 'c.name as categoryName',
      'p.gender', 'p.age_group as ageGroup', 'p.product_type as productType', 'p.available_sizes as sizes',
      'p.modeling_id as modelingId', 'm.name as modelingName', 'p.plugin_active as pluginActive', 'p.state',
      'p.updated_at as updatedAt',
    ])
    .where('p.tenant_id', '=', tenantId);

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

export function listProducts(db: Db, tenantId: number, filters: ProductFilters, params: ListParams) {
  const { states, plugin } = filters;
  const search = searchCondition(filters);
  const query = productsOf(db, tenantId)
    .$if(search !== null, (qb) => qb.where(search!))
    .$if(states !== null, (qb) => (states!.length ? qb.where('p.state', 'in', states!) : qb.where(sql<boolean>`false`)))
    .$if(plugin !== null, (qb) => qb.where('p.plugin_active', '=', plugin!));
  return runList(query, params);
}

export interface ProductCounts {
  all: number;
  inactive: number;
  pending: number;
  alert: number;
  covered: number;
  pluginActive: number;
  pluginInactive: number;
}

/** How many products are in each state: one grouped scan of the (tenant_id, state) index. */
export async function countProducts(db: Db, tenantId: number, search: ProductSearch): Promise<ProductCounts> {
  const condition = searchCondition(search);
  const rows = await db
    .selectFrom('products as p')
    .where('p.tenant_id', '=', tenantId)
    .$if(condition !== null, (qb) => qb.where(condition!))
    .select(['p.state', sql<number>`count(*)`.as('n')])
    .groupBy('p.state')
    .execute();
  const by = Object.fromEntries(rows.map((r) => [r.state, Number(r.n)])) as Partial<Record<ProductState, number>>;
  const counts = { inactive: by.inactive ?? 0, pending: by.pending ?? 0, alert: by.alert ?? 0, covered: by.covered ?? 0 };
  const all = counts.inactive + counts.pending + counts.alert + counts.covered;
  // The plugin is off exactly for inactive products (domain/productState.ts).
  return { all, ...counts, pluginActive: all - counts.inactive, pluginInactive: counts.inactive };
}

export function findProduct(db: Db, tenantId: number, id: number) {
  return productsOf(db, tenantId)
    .select([
      'p.code', 'p.feed_brand as feedBrand', 'p.size_type as sizeType', 'p.size_system as sizeSystem',
      'p.strong_brand_id as strongBrandId', 'p.strong_category_id as strongCategoryId',
      'p.strong_subcategory_id as strongSubcategoryId', 'p.strong_model as strongModel', 'p.strong_slug as strongSlug',
      'p.strong_slug_weight as strongSlugWeight', 'p.strong_link_active as strongLinkActive',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

const columnsOf = (v: ProductValues) => ({
  permalink: v.permalink, name: v.name, code: v.code, feed_product_id: v.feedProductId, image_url: v.imageUrl,
  brand_id: v.brandId, category_id: v.categoryId, gender: v.gender, age_group: v.ageGroup, size_type: v.sizeType,
  product_type: v.productType, size_system: v.sizeSystem, available_sizes: v.sizes, plugin_active: v.pluginActive,
  modeling_id: v.modelingId, strong_brand_id: v.strongBrandId, strong_category_id: v.strongCategoryId,
  strong_subcategory_id: v.strongSubcategoryId, strong_model: v.strongModel, strong_slug: v.strongSlug,
  strong_slug_weight: v.strongSlugWeight, strong_link_active: v.strongLinkActive,
});

export async function insertProduct(db: Db, tenantId: number, values: ProductValues): Promise<number> {
  const row = await db.insertInto('products').values({ tenant_id: tenantId, ...columnsOf(values) }).returning('id').executeTakeFirstOrThrow();
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
