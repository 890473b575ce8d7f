import { sql, type Kysely } from 'kysely';
import { DEFAULT_IMPORTATION_RULES } from '../../../contract/feeds.js';

// Product feeds: each store's integration settings and importation rules; feed jobs (queued imports,
// uploads and dry runs), which any server process may run; and the heartbeats of the feed workers.
export async function up(db: Kysely<unknown>): Promise<void> {
  const defaultRules = JSON.stringify(DEFAULT_IMPORTATION_RULES);
  await sql`
    ALTER TABLE tenants
      ADD COLUMN product_integration text NOT NULL DEFAULT 'MANUAL_INTEGRATION',
      ADD COLUMN product_integration_xml_link text,
      ADD COLUMN feed_rss boolean NOT NULL DEFAULT true,
      ADD COLUMN automatically_import_size boolean NOT NULL DEFAULT true,
      ADD COLUMN http_link_behavior text NOT NULL DEFAULT 'KEEP',
      ADD COLUMN link_returns_file text,
      ADD COLUMN importation_rules jsonb NOT NULL DEFAULT ${sql.lit(defaultRules)}::jsonb;

    CREATE TABLE feed_jobs (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('import', 'dry_run')),
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'running', 'finished', 'failed')),
      -- Order of waiting imports: smaller runs first.
      position bigint NOT NULL DEFAULT 0,
      url text,
      file bytea,
      run_id integer REFERENCES import_runs (id) ON DELETE SET NULL,
      report jsonb,
      failure text,
      -- A failed import a moderator removed from the queue; kept for its job and run.
      dismissed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      claimed_by text,
      heartbeat_at timestamptz,
      -- A job to run reads a URL or a file; an uploaded file is dropped once its job ended.
      CHECK (status NOT IN ('waiting', 'running') OR url IS NOT NULL OR file IS NOT NULL)
    );
    -- A store is never queued twice: one import waiting or running at most.
    CREATE UNIQUE INDEX feed_jobs_one_import_per_store ON feed_jobs (tenant_id)
      WHERE kind = 'import' AND status IN ('waiting', 'running');
    CREATE INDEX feed_jobs_waiting ON feed_jobs (position, id) WHERE status = 'waiting';
    CREATE INDEX feed_jobs_tenant ON feed_jobs (tenant_id, id DESC);

    CREATE TABLE feed_workers (
      id text PRIMARY KEY,
      started_at timestamptz NOT NULL DEFAULT now(),
      heartbeat_at timestamptz NOT NULL DEFAULT now(),
      running_job_id integer REFERENCES feed_jobs (id) ON DELETE SET NULL
    );
  `.execute(db);
}
