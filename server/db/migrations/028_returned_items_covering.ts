import { sql, type Kysely } from 'kysely';

// The report's "most returned products" groups a period's returned items by permalink. Read on the
// partial index of returned items (tenant_id, ordered_at), every one of those items was also fetched
// from the table for its permalink: a year of a large store is hundreds of thousands of random reads.
// The same partial index now carries the permalink, so the grouping reads the index alone; the
// returned-items page of GET /orders keeps using it as before (same key).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX order_items_returned_permalink ON order_items (tenant_id, ordered_at) INCLUDE (permalink)
      WHERE returned_at IS NOT NULL;
    DROP INDEX order_items_returned;
  `.execute(db);
}
