import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { StorefrontEventType } from '../../contract/storefront.js';

/** The store a storefront key opens, or undefined. */
export function findTenantByStorefrontKey(db: Db, key: string) {
  return db
    .selectFrom('tenants')
    .select(['id', 'currency', 'status', 'features'])
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

/** A product of the store by its page address, with what the fitting room needs. */
export function findProductByPermalink(db: Db, tenantId: number, permalink: string) {
  return (
    db
      .selectFrom('products as p')
      .leftJoin('modelings as m', (join) =>
        join.onRef('m.id', '=', 'p.modeling_id').onRef('m.tenant_id', '=', 'p.tenant_id'),
      )
      // Without a store table, the strong table of an active strong link stands in for it.
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
      ])
      .where('p.tenant_id', '=', tenantId)
      .where('p.permalink', '=', permalink)
      .executeTakeFirst()
  );
}

export interface RecommendationValues {
  productId: number | null;
  permalink: string;
  profileCode: string;
  measures: Record<string, number>;
  recommendedSize: string | null;
  createdAt?: Date;
}

export async function insertRecommendation(db: Db, tenantId: number, values: RecommendationValues): Promise<number> {
  const row = await db
    .insertInto('recommendations')
    .values({
      tenant_id: tenantId,
      product_id: values.productId,
      permalink: values.permalink,
      profile_code: values.profileCode,
      measures: JSON.stringify(values.measures),
      recommended_size: values.recommendedSize,
      ...(values.createdAt && { created_at: values.createdAt }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

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
  const rows = new Map<string, { tenantId: number; day: string; permalink: string; opened: number; viewed: number }>();
  for (const event of events) {
    const key = JSON.stringify([event.tenantId, event.day, event.permalink]);
    const row = rows.get(key) ?? {
      tenantId: event.tenantId,
      day: event.day,
      permalink: event.permalink,
      opened: 0,
      viewed: 0,
    };
    if (event.type === 'FITTING_ROOM_OPENED') row.opened += event.count;
    else row.viewed += event.count;
    rows.set(key, row);
  }
  if (rows.size === 0) return;
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.tenantId - b.tenantId ||
      a.day.localeCompare(b.day) ||
      (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0),
  );
  await sql`
    INSERT INTO storefront_usage (tenant_id, day, permalink, product_id, fitting_room_opened, size_chart_viewed)
    SELECT v.tenant_id, v.day, v.permalink,
           (SELECT p.id FROM products p WHERE p.tenant_id = v.tenant_id AND p.permalink = v.permalink),
           v.opened, v.viewed
    FROM unnest(
      ${sorted.map((r) => r.tenantId)}::integer[], ${sorted.map((r) => r.day)}::date[],
      ${sorted.map((r) => r.permalink)}::text[], ${sorted.map((r) => r.opened)}::integer[],
      ${sorted.map((r) => r.viewed)}::integer[]
    ) WITH ORDINALITY AS v(tenant_id, day, permalink, opened, viewed, n)
    ORDER BY v.n
    ON CONFLICT (tenant_id, day, permalink) DO UPDATE SET
      fitting_room_opened = storefront_usage.fitting_room_opened + excluded.fitting_room_opened,
      size_chart_viewed = storefront_usage.size_chart_viewed + excluded.size_chart_viewed`.execute(db);
}

export async function currencyOf(db: Db, tenantId: number): Promise<string> {
  const row = await db.selectFrom('tenants').select('currency').where('id', '=', tenantId).executeTakeFirstOrThrow();
  return row.currency;
}

/** Records many recommendations of one store in one statement; their ids in the same order. */
export async function insertRecommendations(db: Db, tenantId: number, values: RecommendationValues[]) {
  if (values.length === 0) return [];
  const rows = await db
    .insertInto('recommendations')
    .values(
      values.map((v) => ({
        tenant_id: tenantId,
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
