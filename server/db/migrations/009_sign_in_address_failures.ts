import { sql, type Kysely } from 'kysely';

// Failed sign-ins per client address across all e-mails: trying many e-mails from one address (each
// attempt costs a full password hash) is blocked there, whatever e-mails are tried.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sign_in_address_failures (
      ip text PRIMARY KEY,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      blocked_until timestamptz
    );
    CREATE INDEX sign_in_address_failures_last_failure ON sign_in_address_failures (last_failure_at);
  `.execute(db);
}
