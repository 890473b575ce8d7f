import { sql, type Kysely } from 'kysely';

// Sessions nobody presents again are swept at each sign-in; these indexes find the expired ones
// (past the absolute end, or idle too long) without reading the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX sessions_expires_at ON sessions (expires_at);
    CREATE INDEX sessions_last_seen_at ON sessions (last_seen_at);
  `.execute(db);
}
