import { sql } from 'kysely';
import type { Db } from '../../server/db/connection.js';
import { FIGURES } from '../../server/repositories/reports.js';

/** The counts of a store_daily_stats row, in the table's order. */
const COUNTS = [...FIGURES, 'recommendations'];

/**
 * Rows of store_daily_stats that differ from a recount of the raw orders, items and recommendations
 * (empty when the figures kept by the triggers of migration 012, in the stripes of 015, are right).
 */
export async function dailyStatsMismatches(db: Db) {
  const summed = sql.raw(COUNTS.map((count) => `sum(${count})::int AS ${count}`).join(', '));
  const { rows } = await sql<Record<string, unknown>>`
    WITH recount AS (
      SELECT tenant_id, day, country, ${summed}
      FROM (
        SELECT tenant_id, (ordered_at AT TIME ZONE 'UTC')::date AS day, country, 1 AS orders,
          fitting_room_used::int AS fitting_room_orders, 0 AS items, 0 AS fitting_room_items, 0 AS returns,
          0 AS fitting_room_returns, 0 AS recommended_items, 0 AS recommended_returns, 0 AS followed_items,
          0 AS followed_returns, 0 AS reason_small, 0 AS reason_big, 0 AS reason_unknown, 0 AS offset_smaller,
          0 AS offset_equal, 0 AS offset_larger, 0 AS recommendations
        FROM orders
        UNION ALL
        SELECT tenant_id, (ordered_at AT TIME ZONE 'UTC')::date, country, 0, 0, 1, fitting_room_used::int,
          (returned_at IS NOT NULL)::int, (fitting_room_used AND returned_at IS NOT NULL)::int,
          (recommended_size IS NOT NULL)::int, (recommended_size IS NOT NULL AND returned_at IS NOT NULL)::int,
          coalesce(size_offset = 0, false)::int, coalesce(size_offset = 0 AND returned_at IS NOT NULL, false)::int,
          (return_reason IS NOT DISTINCT FROM 'SMALL')::int, (return_reason IS NOT DISTINCT FROM 'BIG')::int,
          (return_reason IS NOT DISTINCT FROM 'UNKNOWN')::int,
          coalesce(returned_at IS NOT NULL AND size_offset = -1, false)::int,
          coalesce(returned_at IS NOT NULL AND size_offset = 0, false)::int,
          coalesce(returned_at IS NOT NULL AND size_offset = 1, false)::int, 0
        FROM order_items
        UNION ALL
        SELECT tenant_id, (created_at AT TIME ZONE 'UTC')::date, '', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
        FROM recommendations
      ) r
      GROUP BY tenant_id, day, country
    ),
    kept AS (
      SELECT * FROM (
        SELECT tenant_id, day, country, ${summed}
        FROM store_daily_stats
        GROUP BY tenant_id, day, country
      ) stripes_summed
      WHERE orders + items + recommendations > 0
    )
    (SELECT 'kept' AS side, * FROM kept EXCEPT SELECT 'kept', * FROM recount)
    UNION ALL
    (SELECT 'recount', * FROM recount EXCEPT SELECT 'recount', * FROM kept)`.execute(db);
  return rows;
}

/**
 * Rows of store_monthly_returns that differ from a recount of the returned items (migration 032); rows
 * brought down to zero count as absent.
 */
export async function monthlyReturnsMismatches(db: Db) {
  const { rows } = await sql<Record<string, unknown>>`
    WITH recount AS (
      SELECT tenant_id, date_trunc('month', ordered_at AT TIME ZONE 'UTC')::date AS month, country, permalink,
        count(*)::int AS returns
      FROM order_items WHERE returned_at IS NOT NULL
      GROUP BY 1, 2, 3, 4
    ),
    kept AS (SELECT tenant_id, month, country, permalink, returns FROM store_monthly_returns WHERE returns <> 0)
    (SELECT 'kept' AS side, * FROM kept EXCEPT SELECT 'kept', * FROM recount)
    UNION ALL
    (SELECT 'recount', * FROM recount EXCEPT SELECT 'recount', * FROM kept)`.execute(db);
  return rows;
}
