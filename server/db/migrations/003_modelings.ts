import { sql, type Kysely } from 'kysely';

// Size charts ("modelings"). A table's rows are one JSON document: they are always read and written
// whole, and a chart holds a few dozen sizes at most. size_names mirrors the rows' names for pickers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE modelings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('clothes', 'shoe')),
      clothes_type text,
      age_group text NOT NULL DEFAULT 'adult',
      brand_id integer,
      gender text NOT NULL DEFAULT 'u',
      size_type text NOT NULL DEFAULT 'regular',
      size_system text NOT NULL DEFAULT 'BR',
      composed_measure text,
      composed_order text NOT NULL DEFAULT 'DISABLED' CHECK (composed_order IN ('DISABLED', 'BEFORE', 'AFTER')),
      accessory boolean NOT NULL DEFAULT false,
      observation text NOT NULL DEFAULT '',
      static boolean NOT NULL DEFAULT false,
      measures text[] NOT NULL,
      size_systems text[] NOT NULL,
      variations jsonb NOT NULL DEFAULT '{}',
      rows jsonb NOT NULL DEFAULT '[]',
      size_names text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, id),
      FOREIGN KEY (tenant_id, brand_id) REFERENCES brands (tenant_id, id) ON DELETE SET NULL (brand_id)
    );
    CREATE INDEX modelings_tenant_name ON modelings (tenant_id, lower(name), id);
  `.execute(db);
}
