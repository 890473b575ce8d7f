import { sql, type Kysely } from 'kysely';

// How many size styles there are, kept by the database itself (as product_state_counts keeps the products'
// counts): the styles' unfiltered list shows its total on every page, and counting 50,000 styles each time
// was most of that page's time. Statement-level triggers add one change per statement, in the writer's
// transaction, so the total is exact whenever the styles are. One row: styles are written by the provider's
// sync (one statement) and rarely deleted, so one counter does not hold writers up.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE strong_style_total (
      single boolean PRIMARY KEY DEFAULT true CHECK (single),
      n bigint NOT NULL
    );
    INSERT INTO strong_style_total (n) SELECT count(*) FROM strong_styles;

    CREATE FUNCTION strong_style_total_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO strong_style_total AS t (n) SELECT count(*) FROM added
      ON CONFLICT (single) DO UPDATE SET n = t.n + excluded.n;
      RETURN NULL;
    END $$;

    CREATE FUNCTION strong_style_total_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE strong_style_total SET n = n - (SELECT count(*) FROM removed);
      RETURN NULL;
    END $$;

    -- No row reads as none.
    CREATE FUNCTION strong_style_total_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM strong_style_total;
      RETURN NULL;
    END $$;

    CREATE TRIGGER strong_styles_total_insert AFTER INSERT ON strong_styles
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION strong_style_total_added();
    CREATE TRIGGER strong_styles_total_delete AFTER DELETE ON strong_styles
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION strong_style_total_removed();
    CREATE TRIGGER strong_styles_total_truncate AFTER TRUNCATE ON strong_styles
      FOR EACH STATEMENT EXECUTE FUNCTION strong_style_total_emptied();
  `.execute(db);
}
