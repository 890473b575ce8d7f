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
/** A stored product as an import finds it; `feed_switched_off`: a feed switched it off, on before. */
export type ExistingProduct = ImportedColumns & { id: number; feed_switched_off: boolean };

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

/**
 * The store's products at one of these permalinks or feed ids. The keys go as two array parameters (a page of
 * a thousand products is two parameters, not two thousand): compared with `= ANY(array)`, the planner
 * estimated each element against the column's statistics, and planning a page of 100 took 15–19 ms on the
 * embedded database for a query that runs in under 1 ms. Each key probes its unique index through a lateral
 * subquery with LIMIT 1 (the index holds at most one row per key, so the limit changes nothing): joined to the
 * keys as a plain join, the planner hashed the whole store's products for each page instead, which took 54 ms
 * a page with 33k products in the store and grows with the store, where a thousand probes take a few.
 *
 * The ids the probes find are gathered once (`ARRAY(…)`, run before the rows are read) and the rows then read
 * by id. As `id IN (probes)`, the plan hung on the planner's count of the store's products: with statistics
 * gathered before the store had any (another store's import, say), it counted one, and ran every probe again
 * for each of the store's products, scanning the store's products in each probe: a page's read of a store
 * holding 2,000 products ran for minutes. The probes themselves still follow that count
 * (`storeProductsUnderestimated`).
 */
export const productsAtQuery = (trx: Db, tenantId: number, permalinks: string[], feedIds: string[]) =>
  trx
    .selectFrom('products')
    .select(['id', 'feed_switched_off', ...IMPORTED_COLUMNS])
    .where('tenant_id', '=', tenantId)
    .where(
      'id',
      '=',
      sql<number>`ANY(ARRAY(SELECT at.id FROM unnest(${permalinks}::text[]) AS k(key), LATERAL (SELECT p.id
          FROM products p WHERE p.tenant_id = ${tenantId} AND p.permalink = k.key LIMIT 1) AS at
        UNION ALL
        SELECT at.id FROM unnest(${feedIds}::text[]) AS k(key), LATERAL (SELECT p.id FROM products p
          WHERE p.tenant_id = ${tenantId} AND p.feed_product_id = k.key LIMIT 1) AS at))`,
    );

/**
 * Products of the store past which the planner's count of them is checked (`storeProductsUnderestimated`): a
 * store holding fewer costs a probe little whatever the plan.
 */
const COUNT_CHECKED_FROM = 1000;
/**
 * A count of the store's products the planner is trusted with: counting that many, it probes keys by their unique
 * indexes however many more the store holds, and checking it would count a large store's products each time.
 */
const COUNT_TRUSTED_FROM = 10_000;

/** How many of the store's products the planner counts, as its statistics stand. */
export async function plannedStoreProducts(db: Db, tenantId: number): Promise<number> {
  const { rows } = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM products WHERE tenant_id = ${tenantId}`.execute(db);
  return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
}

/**
 * Whether the planner counts far fewer of the store's products than it holds: under half, once it holds
 * COUNT_CHECKED_FROM or more, while it counts under COUNT_TRUSTED_FROM. Its statistics were gathered before most of
 * them were written (by another import cut short, the CSV import, the editor), or never counted the store at all.
 * Counting one product for a store that holds thousands, it probes a page's keys through any index of the store
 * (scanning all its products for each key) rather than the keys' unique indexes. Counts at most what the check
 * needs (20,000 products).
 */
export async function storeProductsUnderestimated(db: Db, tenantId: number): Promise<boolean> {
  const counted = await plannedStoreProducts(db, tenantId);
  if (counted >= COUNT_TRUSTED_FROM) return false;
  const enough = Math.max(COUNT_CHECKED_FROM, 2 * counted + 1);
  const { rows } = await sql<{ held: number }>`SELECT count(*)::int AS held
    FROM (SELECT 1 FROM products WHERE tenant_id = ${tenantId} LIMIT ${enough}) AS held_rows`.execute(db);
  return rows[0]!.held >= enough;
}

/**
 * Refreshes the products' statistics (`analyseProductKeys`) when the planner counts far fewer of the store's
 * products than it holds (`storeProductsUnderestimated`), before the store's products are looked up by key.
 */
export async function countStoreProductsAgain(db: Db, tenantId: number): Promise<void> {
  if (await storeProductsUnderestimated(db, tenantId)) await analyseProductKeys(db);
}

/**
 * Refreshes the planner's statistics of the products' store, permalink and feed id after many were
 * inserted (the columns an import looks products up by: a few times cheaper than the whole table). The
 * embedded database never does it by itself, and without them the look-up of a page's products reads
 * every product of the store instead of probing the permalink and feed id indexes, so a large first
 * import would grow slower page after page.
 */
export async function analyseProductKeys(db: Db): Promise<void> {
  await sql`ANALYZE products (tenant_id, permalink, feed_product_id)`.execute(db);
}

/** PostgreSQL's code for a lack of privilege (here: not owning the indexes). */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Moves the entries waiting in the pending lists of the products' two search indexes into the indexes, after
 * many products were written. These trigram (GIN) indexes take new entries into a list first, and every
 * search reads that whole list until autovacuum next cleans it, which may be long after an import of 100k
 * products (docs/decisions/0094). A server whose role does not own the indexes skips it and leaves the
 * lists to autovacuum.
 */
export async function settleProductSearch(db: Db): Promise<void> {
  try {
    await sql`SELECT gin_clean_pending_list('products_name_trgm'::regclass),
      gin_clean_pending_list('products_permalink_trgm'::regclass)`.execute(db);
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
  }
}

/** Locks and reads the store's products at one of these permalinks or feed ids, until the transaction ends. */
export function lockProductsAt(
  trx: Db,
  tenantId: number,
  permalinks: string[],
  feedIds: string[],
): Promise<ExistingProduct[]> {
  return productsAtQuery(trx, tenantId, permalinks, feedIds).forUpdate().execute();
}

/** Reads the store's products at one of these permalinks or feed ids, without locking them. */
export function productsAt(
  db: Db,
  tenantId: number,
  permalinks: string[],
  feedIds: string[],
): Promise<ExistingProduct[]> {
  return productsAtQuery(db, tenantId, permalinks, feedIds).execute();
}

/** Locks and reads the store's products of these ids, until the transaction ends. */
export function lockProductsWithIds(trx: Db, tenantId: number, ids: number[]): Promise<ExistingProduct[]> {
  return trx
    .selectFrom('products')
    .select(['id', 'feed_switched_off', ...IMPORTED_COLUMNS])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<number>`ANY(${ids}::int[])`)
    .forUpdate()
    .execute();
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

const IMPORTED_RECORD = sql.raw(`feed_product_id text, permalink text, name text, code text, image_url text,
  brand_id integer, category_id integer, gender text, age_group text, size_type text, product_type text,
  size_system text, available_sizes text[], plugin_active boolean, modeling_id integer`);

/** Sets the imported columns of many of the store's products in one statement with one parameter. */
export async function updateImportedProducts(
  trx: Db,
  tenantId: number,
  products: (ImportedColumns & { id: number })[],
): Promise<void> {
  if (products.length === 0) return;
  const sets = sql.join(IMPORTED_COLUMNS.map((c) => sql`${sql.ref(c)} = ${sql.ref(`x.${c}`)}`));
  await sql`
    UPDATE products AS p SET ${sets}, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(products)}::jsonb) AS x(id integer, ${IMPORTED_RECORD})
    WHERE p.tenant_id = ${tenantId} AND p.id = x.id`.execute(trx);
}

/**
 * Inserts many products in one statement with one parameter (their rows as JSON), each with its state;
 * answers nothing. A feed page of a thousand new products is one small statement to parse.
 */
export async function insertStatedProducts(
  trx: Db,
  tenantId: number,
  products: (ImportedColumns & { state: ProductState })[],
): Promise<void> {
  if (products.length === 0) return;
  await sql`
    INSERT INTO products (tenant_id, ${sql.join(IMPORTED_COLUMNS.map((c) => sql.ref(c)))}, state)
    SELECT ${tenantId}, x.* FROM jsonb_to_recordset(${JSON.stringify(products)}::jsonb)
      AS x(${IMPORTED_RECORD}, state text)`.execute(trx);
}
