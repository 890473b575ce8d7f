import { sql, type Kysely } from 'kysely';

// The service-wide settings that override the environment's values (one row; absent: none saved), the
// version a save must name (optimistic concurrency), the cache generation POST /tenants/invalidation
// raises, and who changed what. Every server process polls version and generation to reload.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE admin_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      support_email text,
      crash_webhook_url text,
      feed_schedule_hours integer,
      session_idle_minutes integer,
      session_max_hours integer,
      sign_in_max_failures integer,
      version integer NOT NULL DEFAULT 0,
      cache_generation integer NOT NULL DEFAULT 0,
      updated_at timestamptz
    );
    CREATE TABLE admin_settings_changes (
      id serial PRIMARY KEY,
      version integer NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now(),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      -- Kept as written then: the change stays attributed after the account is renamed or deleted.
      user_name text NOT NULL,
      user_email text NOT NULL,
      fields text[] NOT NULL
    );
    CREATE INDEX admin_settings_changes_version ON admin_settings_changes (version DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE admin_settings_changes; DROP TABLE admin_settings;`.execute(db);
}
