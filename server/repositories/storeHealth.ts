import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { DASHBOARD_PERIODS, PERIOD_DAYS } from '../../domain/dashboard.js';

const LONGEST = Math.max(...Object.values(PERIOD_DAYS));

const periods = sql.join(
  DASHBOARD_PERIODS.map((p) => sql`(${p}::text, (now() AT TIME ZONE 'UTC')::date - ${PERIOD_DAYS[p] - 1}::int)`),
);

/**
 * Recomputes the health dashboard's figures (store_health) of every store, or of one, for each summary
 * period, in one statement: storefront calls, unknown-product hits, orders and their items from the
 * longest period's days, and its last ended feed import.
 */
export async function refreshStoreHealth(db: Db, tenantId?: number): Promise<number> {
  const only = (column: string) => (tenantId === undefined ? sql`` : sql`AND ${sql.ref(column)} = ${tenantId}`);
  const since = sql`((now() AT TIME ZONE 'UTC')::date - ${LONGEST - 1}::int)`;
  const result = await sql`
    WITH periods (period, since) AS (VALUES ${periods}),
    figures AS (
      SELECT tenant_id, day, sum(recommendations) AS recommendations, sum(orders) AS orders,
             sum(fitting_room_orders) AS fitting_room_orders, 0 AS opened, 0 AS viewed, 0 AS unknown, 0 AS items, 0 AS matched
      FROM store_daily_stats WHERE day >= ${since} ${only('tenant_id')} GROUP BY tenant_id, day
      UNION ALL
      SELECT tenant_id, day, 0, 0, 0, sum(fitting_room_opened), sum(size_chart_viewed), 0, 0, 0
      FROM storefront_usage WHERE day >= ${since} ${only('tenant_id')} GROUP BY tenant_id, day
      UNION ALL
      SELECT tenant_id, day, 0, 0, 0, 0, 0, sum(hits), 0, 0
      FROM unknown_products WHERE day >= ${since} ${only('tenant_id')} GROUP BY tenant_id, day
      UNION ALL
      SELECT tenant_id, (ordered_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, 0, 0, count(*), count(product_id)
      FROM order_items WHERE ordered_at >= ${since}::timestamp AT TIME ZONE 'UTC' ${only('tenant_id')} GROUP BY 1, 2
    ),
    sums AS (
      SELECT t.id AS tenant_id, p.period,
             coalesce(sum(f.recommendations), 0) AS recommendations, coalesce(sum(f.opened), 0) AS opened,
             coalesce(sum(f.viewed), 0) AS viewed, coalesce(sum(f.unknown), 0) AS unknown,
             coalesce(sum(f.orders), 0) AS orders, coalesce(sum(f.fitting_room_orders), 0) AS fitting_room_orders,
             coalesce(sum(f.items), 0) AS items, coalesce(sum(f.matched), 0) AS matched
      FROM tenants t CROSS JOIN periods p
      LEFT JOIN figures f ON f.tenant_id = t.id AND f.day >= p.since
      WHERE true ${only('t.id')}
      GROUP BY t.id, p.period
    )
    INSERT INTO store_health AS h (tenant_id, period, recommendations, fitting_room_opened, size_chart_viewed,
      unknown_hits, orders, fitting_room_orders, items, matched_items, last_feed_status,
      last_feed_at, last_feed_error, refreshed_at)
    SELECT s.tenant_id, s.period, s.recommendations, s.opened, s.viewed, s.unknown, s.orders, s.fitting_room_orders,
           s.items, s.matched,
           r.status, r.at, r.error_message, now()
    FROM sums s
    LEFT JOIN LATERAL (
      SELECT status, coalesce(finished_at, started_at) AS at, error_message FROM import_runs
      WHERE tenant_id = s.tenant_id AND source = 'feed' AND status <> 'running'
      ORDER BY started_at DESC LIMIT 1
    ) r ON true
    ORDER BY s.period, s.tenant_id
    ON CONFLICT (period, tenant_id) DO UPDATE SET
      recommendations = excluded.recommendations, fitting_room_opened = excluded.fitting_room_opened,
      size_chart_viewed = excluded.size_chart_viewed, unknown_hits = excluded.unknown_hits, orders = excluded.orders,
      fitting_room_orders = excluded.fitting_room_orders, items = excluded.items,
      matched_items = excluded.matched_items,
      last_feed_status = excluded.last_feed_status, last_feed_at = excluded.last_feed_at,
      last_feed_error = excluded.last_feed_error, refreshed_at = excluded.refreshed_at
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
