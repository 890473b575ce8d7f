import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Db } from '../db/connection.js';
import { copyFromStdin } from '../db/copyFrom.js';
import type { Database, FeedStageItemsTable } from '../db/schema.js';

/** The staging rows of one import or dry run (migration 011): a feed's items, grouped once it is read. */
export type StagedItem = Omit<Insertable<FeedStageItemsTable>, 'stage_id'>;

/** One product of a staged feed: the fields of its first item and the sizes of all its variants, in feed order. */
export type StagedProduct = Omit<FeedStageItemsTable, 'stage_id' | 'position' | 'sizes'> & {
  variant_sizes: string[][];
};

/** A new stage, touched now: its run touches it while it goes (`touchStage`), or it is swept as abandoned. */
export async function newStageId(db: Db): Promise<number> {
  const row = await db.insertInto('feed_stages').defaultValues().returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a stage as still in use by its run; answers false when it is gone (swept as abandoned). */
export async function touchStage(db: Db, stageId: number): Promise<boolean> {
  const touched = await db
    .updateTable('feed_stages')
    .set({ touched_at: sql`now()` })
    .where('id', '=', stageId)
    .executeTakeFirst();
  return touched.numUpdatedRows > 0n;
}

/**
 * Deletes the stages nobody touched for `staleMs` (by the database's clock), with their staging rows: a run whose
 * process died (killed, out of memory) never deleted its own. One transaction, so a run touching its stage meanwhile
 * either keeps it or finds it gone. Answers how many stages were deleted; the staging table is vacuumed after any.
 */
export async function sweepAbandonedStages(db: Db, staleMs: number): Promise<number> {
  const swept = await db.transaction().execute(async (trx) => {
    const stages = await trx
      .deleteFrom('feed_stages')
      .where('touched_at', '<', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`)
      .returning('id')
      .execute();
    const ids = stages.map((stage) => stage.id);
    if (ids.length > 0) {
      await trx
        .deleteFrom('feed_stage_items')
        .where('stage_id', '=', sql<number>`ANY(${ids}::int[])`)
        .execute();
    }
    return ids.length;
  });
  if (swept > 0) await sql`VACUUM feed_stage_items`.execute(db);
  return swept;
}

/** A staged row's columns but its stage, as the grouping reads them back. */
const STAGED_ROW_COLUMNS = [
  'position',
  'feed_product_id',
  'permalink',
  'name',
  'image_url',
  'brand',
  'category_id',
  'category_name',
  'gender',
  'age_group',
  'size_type',
  'product_type',
  'size_system',
  'sizes',
] as const;

/** The staging table's columns, in the order of each line `stagingRowsText` (feeds/stagingRows.ts) writes. */
export const STAGING_COLUMNS = ['stage_id', ...STAGED_ROW_COLUMNS] as const;

/** The statement `stagingRowsText`'s bytes are the body of. */
const COPY_STAGED_ROWS = `COPY feed_stage_items (${STAGING_COLUMNS.join(', ')}) FROM STDIN`;

/**
 * Stores a batch of staging rows in one statement: `rows` is their text as `stagingRowsText` writes it, copied
 * on a connection of `db`'s own pool (the background connections for an import).
 */
export async function insertStagedItems(db: Db, rows: Uint8Array): Promise<void> {
  if (rows.byteLength === 0) return;
  await copyFromStdin(db, COPY_STAGED_ROWS, rows);
}

/** A staged row, as the grouping reads it back. */
export type StagedRow = Omit<StagedProduct, 'variant_sizes'> & { position: number; sizes: string[] };

/**
 * The next `limit` staged rows after (`afterFeedId`, `afterPosition`), in feed-product-id then feed order:
 * an index scan that starts at that key, so each page costs the same however far into the stage it is.
 * The stage is an equality and the rest of the key a row comparison: with the whole key in one row
 * comparison beside `stage_id = …`, PostgreSQL started every page's scan at the stage's first row and
 * stepped over all the rows before it (a page at the middle of a 100k-row stage: 1.2 ms on PostgreSQL,
 * 2 ms on the embedded database, against 0.04 and 0.16 ms).
 */
export function stagedRowsAfter(
  db: Db,
  stageId: number,
  after: { feedProductId: string; position: number } | null,
  limit: number,
): Promise<StagedRow[]> {
  return stagedRowsAfterQuery(db, stageId, after, limit).execute();
}

/** The query of `stagedRowsAfter`, unrun. */
export const stagedRowsAfterQuery = (
  db: Db,
  stageId: number,
  after: { feedProductId: string; position: number } | null,
  limit: number,
) =>
  db
    .selectFrom('feed_stage_items')
    .select(STAGED_ROW_COLUMNS)
    .where('stage_id', '=', stageId)
    .$if(after !== null, (qb) =>
      qb.where(
        (eb) => eb.refTuple('feed_product_id', 'position'),
        '>',
        (eb) => eb.tuple(after!.feedProductId, after!.position),
      ),
    )
    .orderBy('feed_product_id')
    .orderBy('position')
    .limit(limit);

/**
 * Deletes a stage's rows and the stage, then vacuums the staging table (outside any transaction): the next run's
 * inserts and page reads then reuse the space at once instead of stepping over the dead rows until autovacuum comes by.
 */
export async function deleteStage(db: Db, stageId: number): Promise<void> {
  await db.deleteFrom('feed_stage_items').where('stage_id', '=', stageId).execute();
  await db.deleteFrom('feed_stages').where('id', '=', stageId).execute();
  await sql`VACUUM feed_stage_items`.execute(db);
}

type ProductsAsP = ExpressionBuilder<Database & { p: Database['products'] }, 'p'>;

/** The store's feed products (`products as p`) with the plugin on that the staged feed does not list. */
const isMissingFromStage = (tenantId: number, stageId: number) => (eb: ProductsAsP) =>
  eb.and([
    eb('p.tenant_id', '=', tenantId),
    eb('p.feed_product_id', 'is not', null),
    eb('p.plugin_active', '=', true),
    eb.not(
      eb.exists(
        eb
          .selectFrom('feed_stage_items as s')
          .select(sql`1`.as('one'))
          .where('s.stage_id', '=', stageId)
          .whereRef('s.feed_product_id', '=', 'p.feed_product_id'),
      ),
    ),
  ]);

export async function countMissingFromStage(db: Db, tenantId: number, stageId: number): Promise<number> {
  const row = await db
    .selectFrom('products as p')
    .where(isMissingFromStage(tenantId, stageId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Turns the plugin off for the store's feed products the staged feed does not list, marking them switched off
 * by the feed (a feed listing them again switches them back on); answers their ids. One statement that
 * chooses the products itself: a feed may leave out any number of them, and a list of ids sent as parameters
 * stops at 65,535. No join of the products with themselves either: with the statistics of the products an
 * import has just written not yet gathered, the planner would loop over the store's products once per product.
 */
export async function deactivateMissingFromStage(trx: Db, tenantId: number, stageId: number): Promise<number[]> {
  const rows = await trx
    .updateTable('products as p')
    .set({ plugin_active: false, feed_switched_off: true, updated_at: sql`now()` })
    .where(isMissingFromStage(tenantId, stageId))
    .returning('p.id')
    .execute();
  return rows.map((r) => r.id);
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

/**
 * Refreshes the planner's statistics of the staging rows once a feed is staged, so pages are read by index: of the
 * columns the pages and the switching off are found by only (the whole rows took 230–270 ms for a 100k-row stage
 * on PostgreSQL, these 40–80 ms).
 */
export async function analyseStage(db: Db): Promise<void> {
  await sql`ANALYZE feed_stage_items (stage_id, feed_product_id, position)`.execute(db);
}
