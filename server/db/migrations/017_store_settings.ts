import { sql, type Kysely } from 'kysely';

// Store settings (spec 3: tenant details, single tenant, further store labels): identification,
// implantation and coverage fields, and a version for optimistic concurrency, incremented by every
// save. Each save's changed fields are kept so that a stale save can be told what changed since.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tenants
      ADD COLUMN subdomains text[] NOT NULL DEFAULT '{}',
      ADD COLUMN language text NOT NULL DEFAULT 'ptBR',
      ADD COLUMN monitored boolean NOT NULL DEFAULT false,
      ADD COLUMN monitored_returns boolean NOT NULL DEFAULT false,
      ADD COLUMN multiple_currencies boolean NOT NULL DEFAULT false,
      ADD COLUMN report_countries text[] NOT NULL DEFAULT '{}',
      ADD COLUMN force_https boolean NOT NULL DEFAULT false,
      ADD COLUMN memorize_sizes boolean NOT NULL DEFAULT true,
      ADD COLUMN vfr_version text NOT NULL DEFAULT 'V4',
      ADD COLUMN features text[] NOT NULL DEFAULT '{}',
      ADD COLUMN gtm_code text,
      ADD COLUMN shopping_tracking boolean NOT NULL DEFAULT false,
      ADD COLUMN app_integration boolean NOT NULL DEFAULT false,
      ADD COLUMN customer_rules_observation text,
      ADD COLUMN responsible_user_id integer REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN review_status text,
      ADD COLUMN covered_categories text[] NOT NULL DEFAULT '{}',
      ADD COLUMN covered_integrations text[] NOT NULL DEFAULT '{}',
      ADD COLUMN ecommerce_platform text,
      ADD COLUMN type_modeling text,
      ADD COLUMN coverage_observation text,
      ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

    CREATE INDEX tenants_responsible ON tenants (responsible_user_id) WHERE responsible_user_id IS NOT NULL;

    -- One row per save of a store's settings: the version it made and the fields it changed.
    CREATE TABLE tenant_changes (
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      version integer NOT NULL,
      fields text[] NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      changed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, version)
    );
  `.execute(db);
}
