import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/connection.js';
import type { FeedStageItemsTable } from '../db/schema.js';

/** The staging rows of one import or dry run (migration 011): a feed's items, grouped once it is read. */
export type StagedItem = Omit<Insertable<FeedStageItemsTable>, 'stage_id'>;

/** One product of a staged feed: the fields of its first item and the sizes of all its variants, in feed order. */
export interface StagedProduct {
  feed_product_id: string;
  permalink: string;
  name: string;
  image_url: string | null;
  brand: string | null;
  category_id: number | null;
  category_name: string | null;
  gender: string;
  age_group: string;
  size_type: string;
  product_type: string;
  size_system: string | null;
  variant_sizes: string[][];
}

export async function newStageId(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT nextval('feed_stage_ids')::int AS id`.execute(db);
  return rows[0]!.id;
}

export async function insertStagedItems(db: Db, stageId: number, items: StagedItem[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('feed_stage_items')
    .values(items.map((item) => ({ ...item, stage_id: stageId })))
    .execute();
}

/** The next `limit` staged products after `afterFeedId`, in feed-product-id order. */
export async function stagedProductsAfter(
  db: Db,
  stageId: number,
  afterFeedId: string | null,
  limit: number,
): Promise<StagedProduct[]> {
  const { rows } = await sql<StagedProduct>`
    SELECT f.feed_product_id, f.permalink, f.name, f.image_url, f.brand, f.category_id, f.category_name,
      f.gender, f.age_group, f.size_type, f.product_type, f.size_system, g.variant_sizes
    FROM (
      SELECT feed_product_id, min(position) AS first, jsonb_agg(sizes ORDER BY position) AS variant_sizes
      FROM feed_stage_items
      WHERE stage_id = ${stageId} AND (${afterFeedId}::text IS NULL OR feed_product_id > ${afterFeedId})
      GROUP BY feed_product_id
      ORDER BY feed_product_id
      LIMIT ${limit}
    ) g
    JOIN feed_stage_items f ON f.stage_id = ${stageId} AND f.position = g.first
    ORDER BY g.feed_product_id`.execute(db);
  return rows;
}

export async function deleteStage(db: Db, stageId: number): Promise<void> {
  await db.deleteFrom('feed_stage_items').where('stage_id', '=', stageId).execute();
}

/** The store's feed products with the plugin on that the staged feed does not list. */
const missingFromStage = (db: Db, tenantId: number, stageId: number) =>
  db
    .selectFrom('products as p')
    .where('p.tenant_id', '=', tenantId)
    .where('p.feed_product_id', 'is not', null)
    .where('p.plugin_active', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('feed_stage_items as s')
            .select(sql`1`.as('one'))
            .where('s.stage_id', '=', stageId)
            .whereRef('s.feed_product_id', '=', 'p.feed_product_id'),
        ),
      ),
    );

export async function countMissingFromStage(db: Db, tenantId: number, stageId: number): Promise<number> {
  const row = await missingFromStage(db, tenantId, stageId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Turns the plugin off for the store's feed products the staged feed does not list; answers their ids. */
export async function deactivateMissingFromStage(trx: Db, tenantId: number, stageId: number): Promise<number[]> {
  const ids = await missingFromStage(trx, tenantId, stageId).select('p.id').forUpdate().execute();
  if (ids.length === 0) return [];
  const rows = await trx
    .updateTable('products')
    .set({ plugin_active: false, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where(
      'id',
      'in',
      ids.map((r) => r.id),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The store's categories among these ids. */
export async function ownCategoryIds(db: Db, tenantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The sizes of the store's charts, by chart id (all of them when `ids` is absent). */
export async function chartSizesById(db: Db, tenantId: number, ids?: number[]): Promise<Map<number, string[]>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('modelings')
    .select(['id', 'size_names'])
    .where('tenant_id', '=', tenantId)
    .$if(ids !== undefined, (qb) => qb.where('id', 'in', ids!))
    .execute();
  return new Map(rows.map((r) => [r.id, r.size_names]));
}
