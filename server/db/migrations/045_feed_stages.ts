import { sql, type Kysely } from 'kysely';

// The feed imports' stages as rows of their own (docs/decisions/0149): a run that is alive touches its stage's row
// while it goes, so the staging rows of a run whose process died (killed, out of memory) are found and deleted
// instead of staying in the table for good. The stages that already have staging rows are counted as just touched:
// they are swept once nobody touches them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE feed_stages (
      id integer PRIMARY KEY DEFAULT nextval('feed_stage_ids'),
      touched_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO feed_stages (id) SELECT DISTINCT stage_id FROM feed_stage_items;
  `.execute(db);
}
