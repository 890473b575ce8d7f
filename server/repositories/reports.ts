import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { dayAfter } from './orders.js';

export interface ReportScope {
  tenantId: number;
  /** YYYY-MM-DD, both included */
  startDate: string;
  endDate: string;
  /** Order countries; none: all. */
  countries: string[];
}

/** The order figures of a store_daily_stats row, in the table's order (recommendations aside). */
export const FIGURES = [
  'orders',
  'fitting_room_orders',
  'items',
  'fitting_room_items',
  'returns',
  'fitting_room_returns',
  'recommended_items',
  'recommended_returns',
  'followed_items',
  'followed_returns',
  'reason_small',
  'reason_big',
  'reason_unknown',
  'offset_smaller',
  'offset_equal',
  'offset_larger',
] as const;

const sumsOf = <N extends string>(names: readonly N[]) =>
  names.map((n) => sql<number>`coalesce(sum(${sql.ref(n)}), 0)::int`.as(n));

// The day rows of the period, on the primary key (tenant_id, day, country, stripe); every figure is a sum
// over the rows, so the stripes (migration 015) add up.
const daysOf = (db: Db, scope: ReportScope) =>
  db
    .selectFrom('store_daily_stats')
    .where('tenant_id', '=', scope.tenantId)
    .where('day', '>=', scope.startDate)
    .where('day', '<=', scope.endDate);

const inCountries = (scope: ReportScope) =>
  scope.countries.length > 0 ? sql<boolean>`country IN (${sql.join(scope.countries)})` : sql<boolean>`country <> ''`;

/** The period's figures summed, and its recommendations (which carry no country). */
export async function sumDailyStats(db: Db, scope: ReportScope) {
  const [totals, recommendations] = await Promise.all([
    daysOf(db, scope).where(inCountries(scope)).select(sumsOf(FIGURES)).executeTakeFirstOrThrow(),
    daysOf(db, scope)
      .select(sumsOf(['recommendations']))
      .executeTakeFirstOrThrow(),
  ]);
  return { ...totals, recommendations: recommendations.recommendations };
}

/** Per day with orders: orders, items, returns, fitting-room orders. */
export function dailySeries(db: Db, scope: ReportScope) {
  return daysOf(db, scope)
    .where(inCountries(scope))
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      ...sumsOf(['orders', 'items', 'returns', 'fitting_room_orders']),
    ])
    .groupBy('day')
    .orderBy('day')
    .execute() as Promise<
    { day: string; orders: number; items: number; returns: number; fitting_room_orders: number }[]
  >;
}

/**
 * The ten products returned most among the period's items (by permalink), with how many of their
 * items were ordered in the period. Returned items are counted on their partial index, which carries
 * the permalink (migration 028: no table reads), then the ten products' items are read on the
 * (tenant_id, permalink, ordered_at) index, with the product id and name of their returned items.
 */
export async function topReturnedProducts(db: Db, scope: ReportScope) {
  const from = new Date(`${scope.startDate}T00:00:00Z`);
  const to = new Date(`${dayAfter(scope.endDate)}T00:00:00Z`);
  const inPeriod = db
    .selectFrom('order_items')
    .where('tenant_id', '=', scope.tenantId)
    .where('ordered_at', '>=', from)
    .where('ordered_at', '<', to)
    .$if(scope.countries.length > 0, (qb) => qb.where('country', 'in', scope.countries));
  const top = await inPeriod
    .where('returned_at', 'is not', null)
    .select(['permalink', sql<number>`count(*)::int`.as('returns')])
    .groupBy('permalink')
    .orderBy('returns', 'desc')
    .orderBy('permalink')
    .limit(10)
    .execute();
  if (top.length === 0) return [];
  const counts = await inPeriod
    .where(
      'permalink',
      'in',
      top.map((t) => t.permalink),
    )
    .select([
      'permalink',
      sql<number>`count(*)::int`.as('items'),
      sql<number | null>`max(product_id) FILTER (WHERE returned_at IS NOT NULL)`.as('productId'),
      sql<string>`max(name) FILTER (WHERE returned_at IS NOT NULL)`.as('productName'),
    ])
    .groupBy('permalink')
    .execute();
  const countOf = new Map(counts.map((c) => [c.permalink, c]));
  return top.map((t) => {
    const { items, productId, productName } = countOf.get(t.permalink)!;
    return { permalink: t.permalink, productId, productName, returns: t.returns, items };
  });
}
