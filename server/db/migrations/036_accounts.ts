import { sql, type Kysely } from 'kysely';

// Accounts a store can run on (docs/decisions/0103-accounts-invitations-and-one-time-password-links.md). An invited account has no password until
// its invitation link is used; a disabled account can no longer sign in. One-time links (invitations and
// password resets) keep only a hash of their token. Password-reset requests are limited per e-mail and
// address, and per address, as sign-ins are (the same row shape, their own tables).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ALTER COLUMN password_hash DROP NOT NULL,
      ADD COLUMN disabled_at timestamptz,
      ADD COLUMN last_sign_in_at timestamptz;

    CREATE TABLE password_links (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX password_links_user ON password_links (user_id);
    CREATE INDEX password_links_expires ON password_links (expires_at);

    CREATE TABLE password_reset_requests (
      email text NOT NULL,
      ip text NOT NULL,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      blocked_until timestamptz,
      PRIMARY KEY (email, ip)
    );
    CREATE INDEX password_reset_requests_last ON password_reset_requests (last_failure_at);

    CREATE TABLE password_reset_address_requests (
      ip text PRIMARY KEY,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      blocked_until timestamptz
    );
    CREATE INDEX password_reset_address_requests_last ON password_reset_address_requests (last_failure_at);
  `.execute(db);
}
