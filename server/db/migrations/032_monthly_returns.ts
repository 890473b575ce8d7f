import { sql, type Kysely } from 'kysely';
import { fn } from './012_orders.js';

// The report's "most returned products" grouped every returned item of the period by permalink: a year
// of a store with a million orders is hundreds of thousands of items, 70–270 ms of grouping for one
// report. Returned items are now also counted per store, month (of the order, UTC), country and
// permalink, kept by statement triggers like the daily figures; a report sums the months that lie
// wholly in its period and counts the items of the days around them (at most two partial months).
// The key carries the count, so a report reads months of settled returns from the index alone.
// Only returns move these rows, and returns are few at a time, so no stripes (migration 015) are needed;
// rows are written in key order so that concurrent writers take their locks in one order.
const month = `date_trunc('month', ordered_at AT TIME ZONE 'UTC')::date`;

/** The returned items of a transition table, signed. */
const returnedOf = (source: 'added' | 'removed', sign: 1 | -1) =>
  `SELECT tenant_id, ${month} AS month, country, permalink, ${sign} AS returns FROM ${source} WHERE returned_at IS NOT NULL`;

const addedToMonths = (rows: string) => `
      INSERT INTO store_monthly_returns AS m (tenant_id, month, country, permalink, returns)
      SELECT tenant_id, month, country, permalink, sum(returns)
      FROM (${rows}) r
      -- A store being deleted takes its rows by cascade: nothing is added for it.
      WHERE EXISTS (SELECT 1 FROM tenants t WHERE t.id = r.tenant_id)
      GROUP BY tenant_id, month, country, permalink HAVING sum(returns) <> 0
      ORDER BY tenant_id, month, country, permalink
      ON CONFLICT (tenant_id, month, country, permalink) DO UPDATE SET returns = m.returns + excluded.returns;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE store_monthly_returns (
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      month date NOT NULL,
      country text NOT NULL,
      permalink text NOT NULL,
      returns integer NOT NULL,
      PRIMARY KEY (tenant_id, month, country, permalink) INCLUDE (returns)
    );
  `.execute(db);
  await sql
    .raw(
      `
    ${fn('order_items_returns_added', addedToMonths(returnedOf('added', 1)))}
    ${fn('order_items_returns_removed', addedToMonths(returnedOf('removed', -1)))}
    ${fn('order_items_returns_changed', addedToMonths(`${returnedOf('added', 1)} UNION ALL ${returnedOf('removed', -1)}`))}
    CREATE TRIGGER order_items_returns_insert AFTER INSERT ON order_items
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION order_items_returns_added();
    CREATE TRIGGER order_items_returns_delete AFTER DELETE ON order_items
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION order_items_returns_removed();
    CREATE TRIGGER order_items_returns_update AFTER UPDATE ON order_items
      REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION order_items_returns_changed();
    INSERT INTO store_monthly_returns (tenant_id, month, country, permalink, returns)
      SELECT tenant_id, ${month}, country, permalink, count(*) FROM order_items WHERE returned_at IS NOT NULL
      GROUP BY 1, 2, 3, 4;`,
    )
    .execute(db);
}
