import { sql, type Kysely } from 'kysely';

// Feed imports that cannot empty a catalogue by mistake (docs/decisions/0096). A run keeps the
// params of its failure's text, and a notice when it finished but switched nothing off (a feed far smaller
// than the last complete one). A product the feed switched off is marked so, and comes back on when a feed
// lists it again; a person changing its plugin flag meanwhile drops the mark (the trigger), so a product
// someone switched off stays off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE import_runs
      ADD COLUMN failure_params jsonb,
      ADD COLUMN notice_code text,
      ADD COLUMN notice_params jsonb;

    ALTER TABLE products ADD COLUMN feed_switched_off boolean NOT NULL DEFAULT false;

    CREATE FUNCTION products_feed_switch_dropped() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.feed_switched_off := false;
      RETURN NEW;
    END $$;
    CREATE TRIGGER products_feed_switch_dropped BEFORE UPDATE OF plugin_active ON products
      FOR EACH ROW WHEN (OLD.feed_switched_off AND NEW.feed_switched_off
        AND NEW.plugin_active IS DISTINCT FROM OLD.plugin_active)
      EXECUTE FUNCTION products_feed_switch_dropped();
  `.execute(db);
}
