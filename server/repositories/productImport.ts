import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connection.js';
import type { ProductState, ProductsTable } from '../db/schema.js';

/** The product columns an import row sets. */
export const IMPORTED_COLUMNS = [
  'feed_product_id',
  'permalink',
  'name',
  'code',
  'image_url',
  'brand_id',
  'category_id',
  'gender',
  'age_group',
  'size_type',
  'product_type',
  'size_system',
  'available_sizes',
  'plugin_active',
  'modeling_id',
] as const satisfies readonly (keyof ProductsTable)[];
/** The stored fields an import row sets, in the columns' names. */
export type ImportedColumns = Pick<Selectable<ProductsTable>, (typeof IMPORTED_COLUMNS)[number]>;
export type ExistingProduct = ImportedColumns & { id: number };

/** The store's brands or categories whose lower-case name is one of `keys`, as id and that key. */
export function namedRowsByKey(trx: Db, table: 'brands' | 'categories', tenantId: number, keys: string[]) {
  return trx
    .selectFrom(table)
    .select(['id', sql<string>`lower(name)`.as('key')])
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(name)`, 'in', keys)
    .execute();
}

/** Inserts brands or categories by name; a name another writer inserted meanwhile is left as it is. */
export async function insertNamedRowsUnlessTaken(
  trx: Db,
  table: 'brands' | 'categories',
  rows: { tenant_id: number; name: string }[],
): Promise<void> {
  await trx
    .insertInto(table)
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The store's tables (modelings) whose lower-case name is one of `keys`, as id and that key, lowest id first. */
export function modelingsByLowerName(trx: Db, tenantId: number, keys: string[]) {
  return trx
    .selectFrom('modelings')
    .select(['id', sql<string>`lower(name)`.as('key')])
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(name)`, 'in', keys)
    .orderBy('id')
    .execute();
}

const productsAtQuery = (trx: Db, tenantId: number, permalinks: string[], feedIds: string[]) =>
  trx
    .selectFrom('products')
    .select(['id', ...IMPORTED_COLUMNS])
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([eb('permalink', 'in', permalinks), ...(feedIds.length ? [eb('feed_product_id', 'in', feedIds)] : [])]),
    );

/** Locks and reads the store's products at one of these permalinks or feed ids, until the transaction ends. */
export function lockProductsAt(
  trx: Db,
  tenantId: number,
  permalinks: string[],
  feedIds: string[],
): Promise<ExistingProduct[]> {
  return productsAtQuery(trx, tenantId, permalinks, feedIds).forUpdate().execute();
}

/** Reads the store's products at one of these permalinks or feed ids (for a dry run: no lock). */
export function productsAt(
  db: Db,
  tenantId: number,
  permalinks: string[],
  feedIds: string[],
): Promise<ExistingProduct[]> {
  return productsAtQuery(db, tenantId, permalinks, feedIds).execute();
}

export async function updateImportedProduct(
  trx: Db,
  tenantId: number,
  id: number,
  values: ImportedColumns,
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ ...values, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Inserts the products (at least one) and returns their new ids in order; a state given is stored as it is. */
export async function insertImportedProducts(
  trx: Db,
  tenantId: number,
  products: (ImportedColumns & { state?: ProductState })[],
): Promise<number[]> {
  const ids = await trx
    .insertInto('products')
    .values(products.map((v) => ({ tenant_id: tenantId, ...v })))
    .returning('id')
    .execute();
  return ids.map((r) => r.id);
}
