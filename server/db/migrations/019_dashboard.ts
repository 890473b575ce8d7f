import { sql, type Kysely } from 'kysely';

// The health dashboard's figures per store and summary period (daily, weekly, monthly), so the list of
// every store never sums storefront calls or orders per request. The feed worker refreshes every row
// periodically and a store's rows when its feed import ends; product counts are read from
// product_state_counts, which triggers keep exact. Indicator states are derived from these figures and
// the store's settings when read (docs/decisions/0069).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE store_health (
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
      recommendations integer NOT NULL DEFAULT 0,
      fitting_room_opened integer NOT NULL DEFAULT 0,
      size_chart_viewed integer NOT NULL DEFAULT 0,
      unknown_hits integer NOT NULL DEFAULT 0,
      orders integer NOT NULL DEFAULT 0,
      fitting_room_orders integer NOT NULL DEFAULT 0,
      items integer NOT NULL DEFAULT 0,
      matched_items integer NOT NULL DEFAULT 0,
      last_feed_status text,
      last_feed_at timestamptz,
      last_feed_error text,
      refreshed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (period, tenant_id)
    );
  `.execute(db);
}
