import { sql, type Kysely } from 'kysely';

// What a store's own pages send (storefront API) and what the orders and reports screens read.
// Every table is the store's: tenant_id leads every key and index. Reports read store_daily_stats,
// kept by statement-level triggers in the writer's transaction (as product_state_counts, 006), so the
// figures are exact whenever the rows are, whoever writes them (tracker, return, returns file, demo).
// Returns count on the day of their order: a period's return rate is the share of its items returned.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The public key a store's pages use; random (two version-4 UUIDs, 244 random bits).
    ALTER TABLE tenants ADD COLUMN storefront_key text NOT NULL
      DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    CREATE UNIQUE INDEX tenants_storefront_key ON tenants (storefront_key);

    CREATE TABLE recommendations (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      product_id integer,
      permalink text NOT NULL,
      profile_code text NOT NULL,
      measures jsonb NOT NULL,
      recommended_size text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, id)
    );
    CREATE INDEX recommendations_tenant_created ON recommendations (tenant_id, created_at);

    CREATE TABLE orders (
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      order_id text NOT NULL,
      ordered_at timestamptz NOT NULL,
      country text NOT NULL,
      currency text NOT NULL,
      fitting_room_used boolean NOT NULL,
      profile_code text,
      shopper_age integer,
      total numeric(14, 2) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, order_id)
    );

    -- Order, date, country and fitting-room flag are repeated on each item: the list and the
    -- aggregates read items alone. size_offset: the ordered size against the recommended one
    -- (-1 smaller, 0 equal, 1 larger), null without a recommendation or when sizes cannot be ordered.
    CREATE TABLE order_items (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tenant_id integer NOT NULL,
      order_id text NOT NULL,
      ordered_at timestamptz NOT NULL,
      country text NOT NULL,
      fitting_room_used boolean NOT NULL,
      product_id integer,
      feed_product_id text,
      sku text,
      permalink text NOT NULL,
      name text NOT NULL,
      size text NOT NULL,
      price numeric(14, 2) NOT NULL,
      quantity integer NOT NULL,
      recommendation_id integer,
      recommended_size text,
      size_offset smallint CHECK (size_offset BETWEEN -1 AND 1),
      returned_at timestamptz,
      return_reason text CHECK (return_reason IN ('SMALL', 'BIG', 'UNKNOWN')),
      CHECK ((returned_at IS NULL) = (return_reason IS NULL)),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, order_id) ON DELETE CASCADE
    );
    CREATE INDEX order_items_list ON order_items (tenant_id, ordered_at, id);
    CREATE INDEX order_items_order ON order_items (tenant_id, order_id);
    CREATE INDEX order_items_returned ON order_items (tenant_id, ordered_at) WHERE returned_at IS NOT NULL;
    CREATE INDEX order_items_permalink ON order_items (tenant_id, permalink, ordered_at);

    CREATE TABLE storefront_usage (
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      day date NOT NULL,
      permalink text NOT NULL,
      product_id integer,
      fitting_room_opened integer NOT NULL DEFAULT 0,
      size_chart_viewed integer NOT NULL DEFAULT 0,
      PRIMARY KEY (tenant_id, day, permalink)
    );

    -- One row per store, day (UTC) and order country; recommendations carry no country and count
    -- in the row of country ''.
    CREATE TABLE store_daily_stats (
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      day date NOT NULL,
      country text NOT NULL,
      orders integer NOT NULL DEFAULT 0,
      fitting_room_orders integer NOT NULL DEFAULT 0,
      items integer NOT NULL DEFAULT 0,
      fitting_room_items integer NOT NULL DEFAULT 0,
      returns integer NOT NULL DEFAULT 0,
      fitting_room_returns integer NOT NULL DEFAULT 0,
      recommended_items integer NOT NULL DEFAULT 0,
      recommended_returns integer NOT NULL DEFAULT 0,
      followed_items integer NOT NULL DEFAULT 0,
      followed_returns integer NOT NULL DEFAULT 0,
      reason_small integer NOT NULL DEFAULT 0,
      reason_big integer NOT NULL DEFAULT 0,
      reason_unknown integer NOT NULL DEFAULT 0,
      offset_smaller integer NOT NULL DEFAULT 0,
      offset_equal integer NOT NULL DEFAULT 0,
      offset_larger integer NOT NULL DEFAULT 0,
      recommendations integer NOT NULL DEFAULT 0,
      PRIMARY KEY (tenant_id, day, country)
    );

  `.execute(db);
  await sql.raw(triggers).execute(db);
}

export const day = `(ordered_at AT TIME ZONE 'UTC')::date`;

// An item's figures, each a condition on the item's row.
export const ITEM_FIGURES: Record<string, string> = {
  items: 'true',
  fitting_room_items: 'fitting_room_used',
  returns: 'returned_at IS NOT NULL',
  fitting_room_returns: 'fitting_room_used AND returned_at IS NOT NULL',
  recommended_items: 'recommended_size IS NOT NULL',
  recommended_returns: 'recommended_size IS NOT NULL AND returned_at IS NOT NULL',
  followed_items: 'size_offset = 0',
  followed_returns: 'size_offset = 0 AND returned_at IS NOT NULL',
  reason_small: `return_reason = 'SMALL'`,
  reason_big: `return_reason = 'BIG'`,
  reason_unknown: `return_reason = 'UNKNOWN'`,
  offset_smaller: 'returned_at IS NOT NULL AND size_offset = -1',
  offset_equal: 'returned_at IS NOT NULL AND size_offset = 0',
  offset_larger: 'returned_at IS NOT NULL AND size_offset = 1',
};
export const ORDER_FIGURES: Record<string, string> = { orders: 'true', fitting_room_orders: 'fitting_room_used' };

/** Each figure's rows of `source`, signed, as columns named like the figures. */
export const signed = (figures: Record<string, string>, source: string, sign: 1 | -1) =>
  `SELECT tenant_id, ${day} AS day, country, ${Object.entries(figures)
    .map(([name, condition]) => `CASE WHEN ${condition} THEN ${sign} ELSE 0 END AS ${name}`)
    .join(', ')} FROM ${source}`;

/** Adds the grouped changes to the day rows, creating those missing. */
const added = (figures: Record<string, string>, rows: string) => {
  const names = Object.keys(figures);
  return `
      INSERT INTO store_daily_stats AS s (tenant_id, day, country, ${names.join(', ')})
      SELECT tenant_id, day, country, ${names.map((n) => `sum(${n})`).join(', ')}
      FROM (${rows}) d GROUP BY tenant_id, day, country ORDER BY tenant_id, day, country
      ON CONFLICT (tenant_id, day, country) DO UPDATE SET ${names.map((n) => `${n} = s.${n} + excluded.${n}`).join(', ')};`;
};

/** Lowers rows that exist only: when a store is deleted its rows go with it by cascade. */
const removed = (figures: Record<string, string>) => {
  const names = Object.keys(figures);
  return `
      PERFORM 1 FROM store_daily_stats s
      WHERE (s.tenant_id, s.day, s.country) IN (SELECT DISTINCT tenant_id, ${day}, country FROM removed)
      ORDER BY s.tenant_id, s.day, s.country FOR UPDATE;
      UPDATE store_daily_stats s SET ${names.map((n) => `${n} = s.${n} + r.${n}`).join(', ')}
      FROM (SELECT tenant_id, day, country, ${names.map((n) => `sum(${n}) AS ${n}`).join(', ')}
            FROM (${signed(figures, 'removed', -1)}) d GROUP BY tenant_id, day, country) r
      WHERE s.tenant_id = r.tenant_id AND s.day = r.day AND s.country = r.country;`;
};

export const fn = (name: string, body: string) => `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN${body}
      RETURN NULL;
    END $$;`;

const triggers = `
    ${fn('orders_counted_added', added(ORDER_FIGURES, signed(ORDER_FIGURES, 'added', 1)))}
    ${fn('orders_counted_removed', removed(ORDER_FIGURES))}
    ${fn('order_items_counted_added', added(ITEM_FIGURES, signed(ITEM_FIGURES, 'added', 1)))}
    ${fn('order_items_counted_removed', removed(ITEM_FIGURES))}
    ${fn(
      'order_items_counted_changed',
      added(ITEM_FIGURES, `${signed(ITEM_FIGURES, 'added', 1)} UNION ALL ${signed(ITEM_FIGURES, 'removed', -1)}`),
    )}
    ${fn(
      'recommendations_counted',
      `
      INSERT INTO store_daily_stats AS s (tenant_id, day, country, recommendations)
      SELECT tenant_id, (created_at AT TIME ZONE 'UTC')::date, '', count(*) FROM added
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (tenant_id, day, country) DO UPDATE SET recommendations = s.recommendations + excluded.recommendations;`,
    )}
    CREATE TRIGGER orders_counted_insert AFTER INSERT ON orders
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION orders_counted_added();
    CREATE TRIGGER orders_counted_delete AFTER DELETE ON orders
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION orders_counted_removed();
    CREATE TRIGGER order_items_counted_insert AFTER INSERT ON order_items
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION order_items_counted_added();
    CREATE TRIGGER order_items_counted_delete AFTER DELETE ON order_items
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION order_items_counted_removed();
    CREATE TRIGGER order_items_counted_update AFTER UPDATE ON order_items
      REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION order_items_counted_changed();
    CREATE TRIGGER recommendations_counted_insert AFTER INSERT ON recommendations
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION recommendations_counted();
`;
