import { sql, type Kysely } from 'kysely';

// The provider tables' two syncs over every store run as jobs (docs/decisions/0110): one waiting or running
// job of each kind at a time, its progress store after store (the last store done, so a job cut short goes
// on after it), and what it did so far.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE provider_sync_jobs (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('create_tables', 'link_products')),
      size_system text,
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'running', 'finished', 'failed')),
      author_id integer REFERENCES users (id) ON DELETE SET NULL,
      author_name text NOT NULL,
      stores_total integer NOT NULL DEFAULT 0,
      stores_done integer NOT NULL DEFAULT 0,
      last_tenant_id integer NOT NULL DEFAULT 0,
      created_count integer NOT NULL DEFAULT 0,
      skipped_count integer NOT NULL DEFAULT 0,
      linked_count integer NOT NULL DEFAULT 0,
      unmatched_count integer NOT NULL DEFAULT 0,
      failure text,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      heartbeat_at timestamptz,
      CHECK ((kind = 'create_tables') = (size_system IS NOT NULL))
    );
    CREATE UNIQUE INDEX provider_sync_jobs_one_open ON provider_sync_jobs (kind)
      WHERE status IN ('waiting', 'running');
  `.execute(db);
}
