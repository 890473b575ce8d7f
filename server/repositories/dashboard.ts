import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection.js';
import type { DashboardQuery } from '../../contract/dashboard.js';
import {
  INDICATOR_STATES,
  INDICATORS,
  TREND_DAYS,
  type DashboardPeriod,
  type Indicator,
  type IndicatorState,
} from '../../domain/dashboard.js';
import { FEED_INTEGRATIONS } from '../../domain/enums.js';
import { containsPattern } from './listQuery.js';

/**
 * The health dashboard's list: each store's settings, its product counts (product_state_counts, kept by
 * triggers) and its figures for the period (store_health, refreshed by the worker). Each indicator's state
 * is a rank into INDICATOR_STATES (0 disabled, 1 existing without data, 2 working, 3 existing with error),
 * by the rules written in docs/decisions/0069.
 */

const feedKinds = FEED_INTEGRATIONS.map((k) => `'${k}'`).join(', ');
const pluginOn = '(pending + alert + covered)';
const used = '(recommendations + fitting_room_opened + size_chart_viewed)';

/** Each indicator's state rank and value, as SQL over the `base` rows. */
export const INDICATOR_SQL: Record<Indicator, { state: string; value: string }> = {
  coverage: {
    state: `CASE WHEN products = 0 THEN 0 WHEN ${pluginOn} = 0 THEN 1 WHEN alert > 0 THEN 3 WHEN covered = 0 THEN 1 ELSE 2 END`,
    value: `CASE WHEN ${pluginOn} > 0 THEN round(100.0 * covered / ${pluginOn}, 1) END`,
  },
  pending: {
    state: `CASE WHEN products = 0 THEN 0 WHEN ${pluginOn} = 0 THEN 1 WHEN pending > 0 THEN 3 ELSE 2 END`,
    value: 'pending',
  },
  xml: {
    state:
      `CASE WHEN product_integration NOT IN (${feedKinds}) OR coalesce(xml_link, '') = '' THEN 0 ` +
      `WHEN last_feed_status IS NULL THEN 1 WHEN last_feed_status = 'failed' THEN 3 ELSE 2 END`,
    value: 'NULL::numeric',
  },
  plugin: {
    state: `CASE WHEN ${pluginOn} = 0 THEN 0 WHEN ${used} > 0 THEN 2 WHEN unknown_hits > 0 THEN 3 ELSE 1 END`,
    value: used,
  },
  orderTracker: {
    state: `CASE WHEN NOT 'ORDER_TRACKING' = ANY (features) THEN 0 WHEN orders = 0 THEN 1 WHEN items > 0 AND matched_items = 0 THEN 3 ELSE 2 END`,
    value: 'orders',
  },
  analytics: {
    state: `CASE WHEN NOT 'GOOGLE_ANALYTICS' = ANY (features) THEN 0 WHEN coalesce(gtm_code, '') = '' THEN 3 WHEN ${used} > 0 THEN 2 ELSE 1 END`,
    value: used,
  },
  usageRate: {
    state: `CASE WHEN ${pluginOn} = 0 THEN 0 WHEN orders = 0 THEN 1 WHEN fitting_room_orders = 0 THEN 3 ELSE 2 END`,
    value: `CASE WHEN orders > 0 THEN round(100.0 * fitting_room_orders / orders, 1) END`,
  },
};

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const indicatorColumns = INDICATORS.map(
  (i) => `${INDICATOR_SQL[i].state} AS ${snake(i)}_state, (${INDICATOR_SQL[i].value})::float8 AS ${snake(i)}_value`,
).join(',\n');

const figure = (name: string) => `coalesce(h.${name}, 0) AS ${name}`;

/** Store columns the list filters on, by the query's field. */
const STORE_FILTERS = {
  status: 't.status',
  plan: 't.plan',
  type: 't.type',
  operation: 't.operation',
  profile: 't.profile',
  segment: 't.segment',
  defaultSizeSystem: 't.default_size_system',
  productIntegration: 't.product_integration',
  platform: 't.ecommerce_platform',
  vfrVersion: 't.vfr_version',
  typeModeling: 't.type_modeling',
  reviewStatus: 't.review_status',
  responsible: 't.responsible_user_id',
} as const satisfies Partial<Record<keyof DashboardQuery, string>>;

/** Store list columns: a store is kept when it has any of the values given. */
const ARRAY_FILTERS = {
  coveredCategories: 't.covered_categories',
  coveredIntegrations: 't.covered_integrations',
} as const satisfies Partial<Record<keyof DashboardQuery, string>>;

function storeConditions(query: DashboardQuery): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  for (const [field, column] of Object.entries(STORE_FILTERS)) {
    const values = query[field as keyof typeof STORE_FILTERS];
    if (values && values.length > 0) conditions.push(sql`${sql.raw(column)} IN (${sql.join(values)})`);
  }
  for (const [field, column] of Object.entries(ARRAY_FILTERS)) {
    const values = query[field as keyof typeof ARRAY_FILTERS];
    if (values && values.length > 0) conditions.push(sql`${sql.raw(column)} && ARRAY[${sql.join(values)}]::text[]`);
  }
  if (query.features && query.features.length > 0) {
    conditions.push(sql`t.features @> ARRAY[${sql.join(query.features)}]::text[]`);
  }
  if (query.importSizes !== undefined) conditions.push(sql`t.automatically_import_size = ${query.importSizes}`);
  if (query.appIntegration !== undefined) conditions.push(sql`t.app_integration = ${query.appIntegration}`);
  if (query.store && query.store.length > 0) conditions.push(sql`t.id IN (${sql.join(query.store)})`);
  if (query.name) conditions.push(sql`t.name ILIKE ${containsPattern(query.name)}`);
  return conditions;
}

function indicatorConditions(query: DashboardQuery): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (query.fittingRoom === 'present') conditions.push(sql`'FITTING_ROOM' = ANY (features)`);
  if (query.fittingRoom === 'active') conditions.push(sql`fitting_room_opened > 0`);
  if (query.table === 'present') conditions.push(sql`features && ARRAY['SIZE_CHART', 'SIZE_CHART_V2']::text[]`);
  if (query.table === 'active') conditions.push(sql`size_chart_viewed > 0`);
  if (query.orderTracker === 'present') conditions.push(sql`order_tracker_state <> 0`);
  if (query.orderTracker === 'active') conditions.push(sql`order_tracker_state = 2`);
  if (query.analytics === 'present') conditions.push(sql`analytics_state <> 0`);
  if (query.analytics === 'active') conditions.push(sql`analytics_state = 2`);
  return conditions;
}

const where = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;

/** The filtered stores with their figures and indicators, as a CTE named `rows`. */
function rowsOf(query: DashboardQuery, period: DashboardPeriod) {
  return sql`
    WITH counts AS (
      SELECT tenant_id,
             sum(n) FILTER (WHERE state = 'inactive') AS inactive, sum(n) FILTER (WHERE state = 'pending') AS pending,
             sum(n) FILTER (WHERE state = 'alert') AS alert, sum(n) FILTER (WHERE state = 'covered') AS covered
      FROM product_state_counts GROUP BY tenant_id
    ),
    base AS (
      SELECT t.id, t.name, t.domain, t.status, t.plan, t.product_integration, t.features, t.gtm_code, t.product_integration_xml_link AS xml_link,
             coalesce(c.inactive, 0)::int AS inactive, coalesce(c.pending, 0)::int AS pending,
             coalesce(c.alert, 0)::int AS alert, coalesce(c.covered, 0)::int AS covered,
             (coalesce(c.inactive, 0) + coalesce(c.pending, 0) + coalesce(c.alert, 0) + coalesce(c.covered, 0))::int AS products,
             ${sql.raw(
               [
                 'recommendations',
                 'fitting_room_opened',
                 'size_chart_viewed',
                 'unknown_hits',
                 'orders',
                 'fitting_room_orders',
                 'items',
                 'matched_items',
               ]
                 .map(figure)
                 .join(', '),
             )},
             h.last_feed_status, h.refreshed_at
      FROM tenants t
      LEFT JOIN counts c ON c.tenant_id = t.id
      LEFT JOIN store_health h ON h.tenant_id = t.id AND h.period = ${period}
      ${where(storeConditions(query))}
    ),
    indicated AS (SELECT base.*, ${sql.raw(indicatorColumns)} FROM base),
    rows AS (SELECT * FROM indicated ${where(indicatorConditions(query))})`;
}

export interface DashboardDbRow {
  id: number;
  name: string;
  domain: string;
  status: string;
  plan: string;
  indicators: Record<Indicator, { state: IndicatorState; value: number | null }>;
}

type RawRow = Record<string, unknown> & { id: number; name: string; domain: string; status: string; plan: string };

const toRow = (raw: RawRow): DashboardDbRow => ({
  id: raw.id,
  name: raw.name,
  domain: raw.domain,
  status: raw.status,
  plan: raw.plan,
  indicators: Object.fromEntries(
    INDICATORS.map((i) => [
      i,
      {
        state: INDICATOR_STATES[raw[`${snake(i)}_state`] as number]!,
        value: raw[`${snake(i)}_value`] === null ? null : Number(raw[`${snake(i)}_value`]),
      },
    ]),
  ) as DashboardDbRow['indicators'],
});

export interface DashboardOrdering {
  field: 'name' | Indicator;
  order: 'ASC' | 'DESC';
}

/** An ordering and the rows to skip and to take. */
export interface DashboardPage extends DashboardOrdering {
  offset: number;
  limit: number;
}

function orderBy({ field, order }: DashboardOrdering) {
  const dir = sql.raw(order === 'DESC' ? 'DESC' : 'ASC');
  if (field === 'name') return sql`ORDER BY lower(name) ${dir}, id ${dir}`;
  const s = sql.raw(`${snake(field)}_state`);
  const v = sql.raw(`${snake(field)}_value`);
  const nulls = sql.raw(order === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST');
  return sql`ORDER BY ${s} ${dir}, ${v} ${dir} ${nulls}, lower(name) ${dir}, id ${dir}`;
}

/** Every row of the filtered list, in the asked order (the CSV). */
export async function listDashboard(
  db: Db,
  query: DashboardQuery,
  period: DashboardPeriod,
  ordering: DashboardOrdering,
) {
  const result = await sql<RawRow>`${rowsOf(query, period)} SELECT * FROM rows ${orderBy(ordering)}`.execute(db);
  return result.rows.map(toRow);
}

interface OverviewColumns {
  overview_total: number;
  overview_active_stores: number;
  overview_recommendations: number;
  overview_orders: number;
  overview_fitting_room_orders: number;
  overview_opened: number;
  overview_viewed: number;
  overview_active_products: number;
  overview_pending_products: number;
  overview_refreshed_at: Date | null;
}

/**
 * One page of the filtered list in the asked order, the filtered total and the overview cards' figures over
 * every filtered store, from one statement: the stores and their indicators are worked out once, and the
 * answer has one row even when the page is past the end (its store columns then null).
 */
export async function dashboardPage(db: Db, query: DashboardQuery, period: DashboardPeriod, page: DashboardPage) {
  const result = await sql<RawRow & OverviewColumns>`
    ${rowsOf(query, period)},
    overview AS (
      SELECT count(*)::int AS overview_total,
             count(*) FILTER (WHERE status = 'ACTIVE')::int AS overview_active_stores,
             coalesce(sum(recommendations), 0)::int AS overview_recommendations,
             coalesce(sum(orders), 0)::int AS overview_orders,
             coalesce(sum(fitting_room_orders), 0)::int AS overview_fitting_room_orders,
             coalesce(sum(fitting_room_opened), 0)::int AS overview_opened,
             coalesce(sum(size_chart_viewed), 0)::int AS overview_viewed,
             coalesce(sum(${sql.raw(pluginOn)}), 0)::int AS overview_active_products,
             coalesce(sum(pending), 0)::int AS overview_pending_products,
             (SELECT max(refreshed_at) FROM store_health) AS overview_refreshed_at
      FROM rows
    ),
    shown AS (SELECT * FROM rows ${orderBy(page)} LIMIT ${page.limit} OFFSET ${page.offset})
    SELECT * FROM overview LEFT JOIN shown ON true ${orderBy(page)}
  `.execute(db);
  const first = result.rows[0]!;
  return {
    rows: result.rows.filter((row) => row.id !== null).map(toRow),
    total: first.overview_total,
    overview: {
      active_stores: first.overview_active_stores,
      recommendations: first.overview_recommendations,
      orders: first.overview_orders,
      fitting_room_orders: first.overview_fitting_room_orders,
      opened: first.overview_opened,
      viewed: first.overview_viewed,
      active_products: first.overview_active_products,
      pending_products: first.overview_pending_products,
      refreshed_at: first.overview_refreshed_at,
    },
  };
}

/** Staff responsible for some store, by name. */
export async function dashboardResponsibles(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where((eb) =>
      eb.exists(eb.selectFrom('tenants').select('id').whereRef('tenants.responsible_user_id', '=', 'users.id')),
    )
    .orderBy('name')
    .execute();
}

/** A store's settings, feed and product counts for the details view; undefined when it does not exist. */
export async function findDashboardGeneral(db: Db, tenantId: number) {
  const store = await db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
  if (!store) return undefined;
  const [lastRun, counts, responsible] = await Promise.all([
    db
      .selectFrom('import_runs')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('source', '=', 'feed')
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('product_state_counts').select(['state', 'n']).where('tenant_id', '=', tenantId).execute(),
    store.responsible_user_id === null
      ? undefined
      : db.selectFrom('users').select('name').where('id', '=', store.responsible_user_id).executeTakeFirst(),
  ]);
  return { store, lastRun, counts, responsibleName: responsible?.name ?? null };
}

/** The store's daily figures of the last TREND_DAYS days, today included, one point per day. */
export async function dashboardTrend(db: Db, tenantId: number) {
  const result = await sql<{
    day: string;
    recommendations: number;
    orders: number;
    fitting_room_orders: number;
    opened: number;
    viewed: number;
  }>`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(
        (now() AT TIME ZONE 'UTC')::date - ${TREND_DAYS - 1}::int, (now() AT TIME ZONE 'UTC')::date, interval '1 day') d
    ),
    stats AS (
      SELECT day, sum(recommendations) AS recommendations, sum(orders) AS orders, sum(fitting_room_orders) AS fro
      FROM store_daily_stats WHERE tenant_id = ${tenantId} AND day >= (SELECT min(day) FROM days) GROUP BY day
    ),
    usage AS (
      SELECT day, sum(fitting_room_opened) AS opened, sum(size_chart_viewed) AS viewed
      FROM storefront_usage WHERE tenant_id = ${tenantId} AND day >= (SELECT min(day) FROM days) GROUP BY day
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(s.recommendations, 0)::int AS recommendations,
           coalesce(s.orders, 0)::int AS orders, coalesce(s.fro, 0)::int AS fitting_room_orders,
           coalesce(u.opened, 0)::int AS opened, coalesce(u.viewed, 0)::int AS viewed
    FROM days LEFT JOIN stats s ON s.day = days.day LEFT JOIN usage u ON u.day = days.day
    ORDER BY days.day
  `.execute(db);
  return result.rows;
}
