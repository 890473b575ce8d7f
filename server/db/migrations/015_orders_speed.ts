import { sql, type Kysely } from 'kysely';
import { fn, ITEM_FIGURES, ORDER_FIGURES, signed } from './012_orders.js';

// Striped daily figures. Migration 012 kept one row per store, day and country, so every order a
// store took on one day locked the same row until its transaction ended: concurrent order posts ran
// one after the other, each waiting for the previous commit. Each row is now split in STRIPES rows;
// a transaction writes only the stripe of its own transaction id, so concurrent writers (whose ids
// are consecutive) change different rows, and readers sum the stripes. A stripe's figures may be
// negative (removals are added as negative numbers to the remover's stripe); their sum is exact.
export const STRIPES = 16;

const stripe = `txid_current() % ${STRIPES}`;

/** Adds the grouped changes to this transaction's stripe of the day rows; only for stores that still exist. */
const addedToStripe = (figures: Record<string, string>, rows: string) => {
  const names = Object.keys(figures);
  return `
      INSERT INTO store_daily_stats AS s (tenant_id, day, country, stripe, ${names.join(', ')})
      SELECT tenant_id, day, country, ${stripe}, ${names.map((n) => `sum(${n})`).join(', ')}
      FROM (${rows}) d
      -- A store being deleted takes its rows by cascade: nothing is added for it.
      WHERE EXISTS (SELECT 1 FROM tenants t WHERE t.id = d.tenant_id)
      GROUP BY tenant_id, day, country ORDER BY tenant_id, day, country
      ON CONFLICT (tenant_id, day, country, stripe) DO UPDATE SET ${names.map((n) => `${n} = s.${n} + excluded.${n}`).join(', ')};`;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE store_daily_stats ADD COLUMN stripe smallint NOT NULL DEFAULT 0;
    ALTER TABLE store_daily_stats DROP CONSTRAINT store_daily_stats_pkey;
    ALTER TABLE store_daily_stats ADD PRIMARY KEY (tenant_id, day, country, stripe);
  `.execute(db);
  await sql
    .raw(
      [
        fn('orders_counted_added', addedToStripe(ORDER_FIGURES, signed(ORDER_FIGURES, 'added', 1))),
        fn('orders_counted_removed', addedToStripe(ORDER_FIGURES, signed(ORDER_FIGURES, 'removed', -1))),
        fn('order_items_counted_added', addedToStripe(ITEM_FIGURES, signed(ITEM_FIGURES, 'added', 1))),
        fn('order_items_counted_removed', addedToStripe(ITEM_FIGURES, signed(ITEM_FIGURES, 'removed', -1))),
        fn(
          'order_items_counted_changed',
          addedToStripe(
            ITEM_FIGURES,
            `${signed(ITEM_FIGURES, 'added', 1)} UNION ALL ${signed(ITEM_FIGURES, 'removed', -1)}`,
          ),
        ),
        fn(
          'recommendations_counted',
          `
      INSERT INTO store_daily_stats AS s (tenant_id, day, country, stripe, recommendations)
      SELECT tenant_id, (created_at AT TIME ZONE 'UTC')::date, '', ${stripe}, count(*) FROM added
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (tenant_id, day, country, stripe) DO UPDATE SET recommendations = s.recommendations + excluded.recommendations;`,
        ),
      ]
        .map((f) => f.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'))
        .join('\n'),
    )
    .execute(db);
}
