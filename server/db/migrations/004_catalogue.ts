import { sql, type Kysely } from 'kysely';

// The store's catalogue: products, the products its site shows that the catalogue lacks, and the
// runs of the feed importer. A product's state is stored (see domain/productState.ts) so that the
// list can filter and count 200k products by it through an index; every write that can change it
// recomputes it in the same transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE TABLE products (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      feed_product_id text,
      permalink text NOT NULL,
      name text NOT NULL,
      code text,
      image_url text,
      brand_id integer,
      feed_brand text,
      category_id integer,
      gender text NOT NULL DEFAULT 'u',
      age_group text NOT NULL DEFAULT 'adult',
      size_type text NOT NULL DEFAULT 'regular',
      product_type text NOT NULL DEFAULT 'clothes' CHECK (product_type IN ('clothes', 'shoe')),
      size_system text,
      available_sizes text[] NOT NULL DEFAULT '{}',
      plugin_active boolean NOT NULL DEFAULT false,
      modeling_id integer,
      strong_brand_id integer REFERENCES strong_brands (id) ON DELETE SET NULL,
      strong_category_id integer REFERENCES strong_categories (id) ON DELETE SET NULL,
      strong_subcategory_id integer REFERENCES strong_subcategories (id) ON DELETE SET NULL,
      strong_model text,
      strong_slug text,
      strong_slug_weight integer,
      strong_link_active boolean NOT NULL DEFAULT false,
      state text NOT NULL DEFAULT 'inactive' CHECK (state IN ('inactive', 'pending', 'alert', 'covered')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, id),
      FOREIGN KEY (tenant_id, brand_id) REFERENCES brands (tenant_id, id) ON DELETE SET NULL (brand_id),
      FOREIGN KEY (tenant_id, category_id) REFERENCES categories (tenant_id, id) ON DELETE SET NULL (category_id),
      FOREIGN KEY (tenant_id, modeling_id) REFERENCES modelings (tenant_id, id) ON DELETE SET NULL (modeling_id)
    );
    CREATE UNIQUE INDEX products_permalink_key ON products (tenant_id, permalink);
    CREATE UNIQUE INDEX products_feed_id_key ON products (tenant_id, feed_product_id) WHERE feed_product_id IS NOT NULL;
    CREATE INDEX products_tenant_state ON products (tenant_id, state, id);
    CREATE INDEX products_tenant_plugin ON products (tenant_id, plugin_active, id);
    CREATE INDEX products_modeling ON products (tenant_id, modeling_id) WHERE modeling_id IS NOT NULL;
    CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops);
    CREATE INDEX products_permalink_trgm ON products USING gin (permalink gin_trgm_ops);

    CREATE TABLE unknown_products (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      permalink text NOT NULL,
      name text,
      day date NOT NULL,
      hits integer NOT NULL DEFAULT 1 CHECK (hits > 0),
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, permalink, day)
    );
    CREATE INDEX unknown_products_day ON unknown_products (tenant_id, day, hits DESC, id);

    CREATE TABLE import_runs (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      source text NOT NULL CHECK (source IN ('feed', 'csv')),
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished', 'failed')),
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      read_count integer NOT NULL DEFAULT 0,
      updated_count integer NOT NULL DEFAULT 0,
      inserted_count integer NOT NULL DEFAULT 0,
      unknown_count integer NOT NULL DEFAULT 0,
      error_message text,
      -- [{ product, gender, ageGroup, sizes, message }]
      errors jsonb NOT NULL DEFAULT '[]'
    );
    CREATE INDEX import_runs_tenant ON import_runs (tenant_id, started_at DESC);
  `.execute(db);
}
