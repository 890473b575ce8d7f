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

export type DailyFigures = Record<(typeof FIGURES)[number] | 'recommendations', number> & {
  day: string;
  /** Whether the day has orders' rows in the countries asked (a day of recommendations alone has none). */
  hasOrders: boolean;
};

/**
 * Per day of the period, in one read of its day rows: the figures of its orders in the countries asked,
 * and its recommendations (which carry no country, so count whatever the countries).
 */
export function dailyFigures(db: Db, scope: ReportScope): Promise<DailyFigures[]> {
  const asked = inCountries(scope);
  return daysOf(db, scope)
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      sql<boolean>`count(*) FILTER (WHERE ${asked}) > 0`.as('hasOrders'),
      ...FIGURES.map((n) => sql<number>`coalesce(sum(${sql.ref(n)}) FILTER (WHERE ${asked}), 0)::int`.as(n)),
      sql<number>`coalesce(sum(recommendations), 0)::int`.as('recommendations'),
    ])
    .groupBy('day')
    .orderBy('day')
    .execute();
}

/** The first day of the month after `day`'s (YYYY-MM-DD). */
const nextMonthOf = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
};

/**
 * A period of days (`from` included, `to` excluded, YYYY-MM-DD) split into the whole months it holds
 * (`months`, null when none) and the days around them (`days`, none to two ranges).
 */
export function monthsAndDays(from: string, to: string) {
  const firstWhole = from.endsWith('-01') ? from : nextMonthOf(from);
  const lastWholeEnd = to.endsWith('-01') ? to : `${to.slice(0, 8)}01`;
  if (firstWhole >= lastWholeEnd) return { months: null, days: [{ from, to }] };
  return {
    months: { from: firstWhole, to: lastWholeEnd },
    days: [
      { from, to: firstWhole },
      { from: lastWholeEnd, to },
    ].filter((range) => range.from < range.to),
  };
}

const atMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The ten products returned most among the period's items (by permalink), with how many of their
 * items were ordered in the period and the product id and name of the latest of their returned items.
 * The whole months of the period are read from the monthly counts of returned items (migration 032),
 * the days around them from the partial index of returned items, which carries the permalink (migration
 * 028: no table reads). Each of the ten is then counted on the (tenant_id, permalink, ordered_at) index
 * alone (without a country asked), and its latest returned item read from the same index backwards.
 */
export interface TopReturned {
  permalink: string;
  productId: number | null;
  /** A product counted here has a returned item in the period: the name of the latest. */
  productName: string;
  returns: number;
  items: number;
}

export async function topReturnedProducts(db: Db, scope: ReportScope): Promise<TopReturned[]> {
  const { tenantId, countries } = scope;
  const end = dayAfter(scope.endDate);
  const { months, days } = monthsAndDays(scope.startDate, end);
  const inPeriod = (from: string, to: string) =>
    db
      .selectFrom('order_items')
      .where('tenant_id', '=', tenantId)
      .where('ordered_at', '>=', atMidnight(from))
      .where('ordered_at', '<', atMidnight(to))
      .$if(countries.length > 0, (qb) => qb.where('country', 'in', countries));
  const counted = [
    ...(months
      ? [
          db
            .selectFrom('store_monthly_returns')
            .select(['permalink', 'returns'])
            .where('tenant_id', '=', tenantId)
            .where('month', '>=', months.from)
            .where('month', '<', months.to)
            .$if(countries.length > 0, (qb) => qb.where('country', 'in', countries)),
        ]
      : []),
    ...days.map((range) =>
      inPeriod(range.from, range.to)
        .where('returned_at', 'is not', null)
        .select(['permalink', sql<number>`1`.as('returns')]),
    ),
  ];
  const [first, ...rest] = counted;
  const top = await db
    .selectFrom(rest.reduce((union, part) => union.unionAll(part), first!).as('r'))
    .select(['permalink', sql<number>`sum(returns)::int`.as('returns')])
    .groupBy('permalink')
    .having(sql<number>`sum(returns)`, '>', 0)
    .orderBy('returns', 'desc')
    .orderBy('permalink')
    .limit(10)
    .execute();
  if (top.length === 0) return [];
  const countriesAsked = countries.length > 0 ? sql`AND i.country IN (${sql.join(countries)})` : sql``;
  const itemsOfTheProduct = sql`i.tenant_id = ${tenantId} AND i.permalink = t.permalink
    AND i.ordered_at >= ${atMidnight(scope.startDate)} AND i.ordered_at < ${atMidnight(end)} ${countriesAsked}`;
  const { rows } = await sql<TopReturned>`
    SELECT t.permalink, l.product_id AS "productId", l.name AS "productName", t.returns, c.items
    FROM ROWS FROM (unnest(${top.map((t) => t.permalink)}::text[], ${top.map((t) => t.returns)}::int[]))
      WITH ORDINALITY AS t(permalink, returns, rank)
    CROSS JOIN LATERAL (SELECT count(*)::int AS items FROM order_items i WHERE ${itemsOfTheProduct}) c
    LEFT JOIN LATERAL (
      SELECT i.product_id, i.name FROM order_items i WHERE ${itemsOfTheProduct} AND i.returned_at IS NOT NULL
      ORDER BY i.ordered_at DESC LIMIT 1
    ) l ON true
    ORDER BY t.rank`.execute(db);
  return rows;
}
