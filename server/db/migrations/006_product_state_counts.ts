import { sql, type Kysely } from 'kysely';

// How many products each store has in each state, kept by the database itself. The product list
// shows a total and the count per state on every call; counting 200k rows each time took 40-300 ms,
// reading these rows takes well under one. Statement-level triggers with transition tables add one
// grouped change per statement, however many rows it touches, and run in the writer's transaction,
// so the counts are exact whenever the products are. Rows are changed in key order so that concurrent
// writers of one store lock them in the same order and cannot deadlock.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product_state_counts (
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      state text NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (tenant_id, state)
    );

    INSERT INTO product_state_counts (tenant_id, state, n)
    SELECT tenant_id, state, count(*) FROM products GROUP BY tenant_id, state;

    CREATE FUNCTION product_state_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO product_state_counts AS c (tenant_id, state, n)
      SELECT tenant_id, state, count(*) FROM added GROUP BY tenant_id, state ORDER BY tenant_id, state
      ON CONFLICT (tenant_id, state) DO UPDATE SET n = c.n + excluded.n;
      RETURN NULL;
    END $$;

    -- Deleting only lowers rows that exist; when a store is deleted its counts go with it by cascade.
    CREATE FUNCTION product_state_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM product_state_counts c
      WHERE (c.tenant_id, c.state) IN (SELECT DISTINCT tenant_id, state FROM removed)
      ORDER BY c.tenant_id, c.state FOR UPDATE;
      UPDATE product_state_counts c SET n = c.n - r.n
      FROM (SELECT tenant_id, state, count(*) AS n FROM removed GROUP BY tenant_id, state) r
      WHERE c.tenant_id = r.tenant_id AND c.state = r.state;
      RETURN NULL;
    END $$;

    CREATE FUNCTION product_state_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO product_state_counts AS c (tenant_id, state, n)
      SELECT tenant_id, state, sum(delta) FROM (
        SELECT tenant_id, state, 1 AS delta FROM added
        UNION ALL
        SELECT tenant_id, state, -1 FROM removed
      ) d
      GROUP BY tenant_id, state HAVING sum(delta) <> 0 ORDER BY tenant_id, state
      ON CONFLICT (tenant_id, state) DO UPDATE SET n = c.n + excluded.n;
      RETURN NULL;
    END $$;

    CREATE FUNCTION product_state_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM product_state_counts;
      RETURN NULL;
    END $$;

    CREATE TRIGGER products_counted_insert AFTER INSERT ON products
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_state_counts_added();
    CREATE TRIGGER products_counted_delete AFTER DELETE ON products
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION product_state_counts_removed();
    CREATE TRIGGER products_counted_update AFTER UPDATE ON products
      REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_state_counts_changed();
    CREATE TRIGGER products_counted_truncate AFTER TRUNCATE ON products
      FOR EACH STATEMENT EXECUTE FUNCTION product_state_counts_emptied();
  `.execute(db);
}
