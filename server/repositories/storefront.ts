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
        sql<string[] | null>`coalesce(m.measures, sm.measures)`.as('measures'),
        sql<Record<string, { mode?: string } | undefined> | null>`coalesce(m.variations, sm.variations)`.as(
          'variations',
        ),
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

const EVENT_COLUMNS = {
  FITTING_ROOM_OPENED: 'fitting_room_opened',
  SIZE_CHART_VIEWED: 'size_chart_viewed',
  RECOMMENDATION_SHOWN: 'recommendation_shown',
  SIZE_CHOSEN: 'size_chosen',
} as const satisfies Record<StorefrontEventType, string>;

/** One more event of this type for the product on `day`. */
export async function countStorefrontEvent(
  db: Db,
  tenantId: number,
  event: { type: StorefrontEventType; permalink: string; productId: number | null; day: string },
): Promise<void> {
  const column = EVENT_COLUMNS[event.type];
  await db
    .insertInto('storefront_usage')
    .values({
      tenant_id: tenantId,
      day: event.day,
      permalink: event.permalink,
      product_id: event.productId,
      [column]: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'day', 'permalink'])
        .doUpdateSet({ [column]: sql`${sql.ref(`storefront_usage.${column}`)} + 1` }),
    )
    .execute();
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
