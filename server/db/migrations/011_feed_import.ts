import { sql, type Kysely } from 'kysely';

// The product feed importer: a run's progress (bytes read, errors counted beyond the ones it keeps,
// the products it switched off) and why it failed (a detail code and the feed's line); and the
// staging rows one run reads a feed into, so that variants of one product are grouped in the database
// however far apart the feed lists them (docs/decisions/0058). Staging rows are scratch:
// unlogged, deleted when their run ends.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE import_runs
      ADD COLUMN error_count integer NOT NULL DEFAULT 0,
      ADD COLUMN deactivated_count integer NOT NULL DEFAULT 0,
      ADD COLUMN bytes_read bigint NOT NULL DEFAULT 0,
      ADD COLUMN bytes_total bigint,
      ADD COLUMN failure_code text,
      ADD COLUMN failed_line integer;

    CREATE SEQUENCE feed_stage_ids;
    CREATE UNLOGGED TABLE feed_stage_items (
      stage_id integer NOT NULL,
      position integer NOT NULL,
      feed_product_id text NOT NULL,
      permalink text NOT NULL,
      name text NOT NULL,
      image_url text,
      brand text,
      category_id integer,
      category_name text,
      gender text NOT NULL,
      age_group text NOT NULL,
      size_type text NOT NULL,
      product_type text NOT NULL,
      size_system text,
      sizes text[] NOT NULL,
      PRIMARY KEY (stage_id, position)
    );
    CREATE INDEX feed_stage_items_product ON feed_stage_items (stage_id, feed_product_id, position);
  `.execute(db);
}
