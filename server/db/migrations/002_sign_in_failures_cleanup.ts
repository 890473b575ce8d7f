import { sql, type Kysely } from 'kysely';

// Failed sign-ins for e-mails nobody owns would pile up forever; this index lets each new failure
// sweep away the rows whose counting window has passed without scanning the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX sign_in_failures_last_failure ON sign_in_failures (last_failure_at)`.execute(db);
}
