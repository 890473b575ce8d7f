import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { executePrepared } from '../db/preparedStatements.js';
import type { StorefrontEventType } from '../../contract/storefront.js';

/** The store a storefront key opens, or undefined. */
export function findTenantByStorefrontKey(db: Db, key: string) {
  return db
    .selectFrom('tenants')
    .select([
      'id',
      'status',
      'features',
      'language',
      'country',
      'currency',
      'memorize_sizes as memorizeSizes',
      'add_to_cart_selector as addToCartSelector',
    ])
    .where('storefront_key', '=', key)
    .executeTakeFirst();
}

export async function storefrontKeyOf(db: Db, tenantId: number): Promise<string> {
  const row = await db
    .selectFrom('tenants')
    .select('storefront_key')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.storefront_key;
}

/**
 * Gives the store a new random key (made as the column's default makes it) when its key is still
 * `currentKey`; undefined otherwise. The old key opens nothing from this statement on.
 */
export async function replaceStorefrontKey(db: Db, tenantId: number, currentKey: string) {
  const row = await db
    .updateTable('tenants')
    .set({ storefront_key: sql<string>`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')` })
    .where('id', '=', tenantId)
    .where('storefront_key', '=', currentKey)
    .returning('storefront_key')
    .executeTakeFirst();
  return row?.storefront_key;
}

/**
 * A product of the store by its page address, with what the fitting room needs: its state, sizes and table
 * (the store's own, else the strong table of an active strong link standing in for it), the table's rows
 * as the size engine reads them included.
 */
export async function findProductByPermalink(db: Db, tenantId: number, permalink: string) {
  const query = db
    .selectFrom('products as p')
    .leftJoin('modelings as m', (join) =>
      join.onRef('m.id', '=', 'p.modeling_id').onRef('m.tenant_id', '=', 'p.tenant_id'),
    )
    .leftJoin('strong_modelings as sm', (join) =>
      join.onRef('sm.id', '=', 'p.strong_modeling_id').on('p.strong_link_active', '=', true),
    )
    .select([
      'p.id',
      'p.state',
      'p.modeling_id as modelingId',
      'sm.id as strongModelingId',
      'p.available_sizes as sizes',
      sql<string[] | null>`coalesce(m.size_names, sm.size_names)`.as('chartSizes'),
      sql<string[] | null>`coalesce(m.measures, sm.measures)`.as('measures'),
      sql<Record<string, { mode?: string } | undefined> | null>`coalesce(m.variations, sm.variations)`.as('variations'),
      // A provider table always recommends: its STATIC kind means drawn by hand, not a store's informative table.
      sql<boolean>`coalesce(m.static, false)`.as('static'),
      sql<string | null>`coalesce(m.size_system, sm.size_system)`.as('sizeSystem'),
      sql<unknown[] | null>`coalesce(m.rows, sm.rows)`.as('rows'),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.permalink', '=', permalink);
  // Asked by every shopper's page: prepared once per connection (see preparedStatements.ts).
  return (await executePrepared(db, query))[0];
}

export interface RecommendationValues {
  productId: number | null;
  permalink: string;
  profileCode: string;
  measures: Record<string, number>;
  recommendedSize: string | null;
  createdAt?: Date;
}

const EVENT_COLUMNS = {
  FITTING_ROOM_OPENED: 'fitting_room_opened',
  SIZE_CHART_VIEWED: 'size_chart_viewed',
  RECOMMENDATION_SHOWN: 'recommendation_shown',
  SIZE_CHOSEN: 'size_chosen',
} as const satisfies Record<StorefrontEventType, string>;
const EVENT_TYPES = Object.keys(EVENT_COLUMNS) as StorefrontEventType[];

/** Events of one type for one page of a store on one day, added to that day's counts together. */
export interface StorefrontEventCount {
  tenantId: number;
  day: string;
  permalink: string;
  type: StorefrontEventType;
  count: number;
}

/**
 * Adds many events to the day's counts in one statement: one row per store, day and page, its product
 * found by the page's address as the look-up finds it. Rows are written in key order, so two statements
 * never wait on each other's rows in opposite orders.
 */
export async function addStorefrontEventCounts(db: Db, events: StorefrontEventCount[]): Promise<void> {
  const rows = new Map<string, { tenantId: number; day: string; permalink: string; counts: number[] }>();
  for (const { tenantId, day, permalink, type, count } of events) {
    const key = JSON.stringify([tenantId, day, permalink]);
    const row = rows.get(key) ?? { tenantId, day, permalink, counts: EVENT_TYPES.map(() => 0) };
    row.counts[EVENT_TYPES.indexOf(type)]! += count;
    rows.set(key, row);
  }
  if (rows.size === 0) return;
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.tenantId - b.tenantId ||
      a.day.localeCompare(b.day) ||
      (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0),
  );
  const columns = EVENT_TYPES.map((type) => sql.ref(EVENT_COLUMNS[type]));
  const counts = EVENT_TYPES.map((_, i) => sql`${sorted.map((r) => r.counts[i])}::integer[]`);
  const added = EVENT_TYPES.map((type) => {
    const column = EVENT_COLUMNS[type];
    return sql`${sql.ref(column)} = ${sql.ref(`storefront_usage.${column}`)} + ${sql.ref(`excluded.${column}`)}`;
  });
  await sql`
    INSERT INTO storefront_usage (tenant_id, day, permalink, product_id, ${sql.join(columns)})
    SELECT v.tenant_id, v.day, v.permalink,
           (SELECT p.id FROM products p WHERE p.tenant_id = v.tenant_id AND p.permalink = v.permalink),
           ${sql.join(EVENT_TYPES.map((_, i) => sql.ref(`v.c${i}`)))}
    FROM unnest(
      ${sorted.map((r) => r.tenantId)}::integer[], ${sorted.map((r) => r.day)}::date[],
      ${sorted.map((r) => r.permalink)}::text[], ${sql.join(counts)}
    ) WITH ORDINALITY AS v(tenant_id, day, permalink, ${sql.join(EVENT_TYPES.map((_, i) => sql.ref(`c${i}`)))}, n)
    ORDER BY v.n
    ON CONFLICT (tenant_id, day, permalink) DO UPDATE SET ${sql.join(added)}`.execute(db);
}

export async function currencyOf(db: Db, tenantId: number): Promise<string> {
  const row = await db.selectFrom('tenants').select('currency').where('id', '=', tenantId).executeTakeFirstOrThrow();
  return row.currency;
}

/** A recommendation to record, with its store. */
export type StoredRecommendation = RecommendationValues & { tenantId: number };

/** Records many recommendations (of one store or several) in one statement; their ids in the same order. */
export async function insertRecommendations(db: Db, values: StoredRecommendation[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insertInto('recommendations')
    .values(
      values.map((v) => ({
        tenant_id: v.tenantId,
        product_id: v.productId,
        permalink: v.permalink,
        profile_code: v.profileCode,
        measures: JSON.stringify(v.measures),
        recommended_size: v.recommendedSize,
        ...(v.createdAt && { created_at: v.createdAt }),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
