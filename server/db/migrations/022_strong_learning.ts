import { sql, type Kysely } from 'kysely';

// What learning proposes for an organic provider table (domain/learning.ts), one row per table, replaced
// by each run of the worker and removed when a moderator accepts it. `sizes` holds per size the drawn and
// learned ranges, sample count, kept and returned counts and confidence; `table_updated_at` is the table's
// `updated_at` the proposal was learned against, so an accept after another save is refused.
// Learning reads the bought items of products linked to a provider table that cite a recommendation:
// the partial index keeps that look-up to those items.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE strong_modeling_proposals (
      strong_modeling_id integer PRIMARY KEY REFERENCES strong_modelings (id) ON DELETE CASCADE,
      sizes jsonb NOT NULL,
      observations integer NOT NULL,
      table_updated_at timestamptz NOT NULL,
      learned_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_items_learning ON order_items (tenant_id, product_id, id) WHERE recommendation_id IS NOT NULL;
  `.execute(db);
}
