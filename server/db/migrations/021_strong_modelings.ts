import { sql, type Kysely } from 'kysely';

// The provider's own size tables ("strong modelings"), shared by every store. They get a table of their
// own rather than `modelings` rows with a null store: every store query keeps its `tenant_id = $1` and
// can never reach a provider table by forgetting a condition, and provider tables have no store key to
// forget. The columns mirror `modelings` (003) so the same editor and size engine read both.
// - kind: STATIC (drawn by hand) or ORGANIC (its ranges are learned from what shoppers kept).
// - size_stats: per size name, the learned `confidence` (0..1) and `samples` (how many shoppers);
//   written by learning only, never by the editor, so a save of the rows cannot fake them.
// - link attributes: strong brand, category, subcategory, model, gender, age group, size type and the
//   table's type; `slugs` and `slug_weight` decide between tables that match a product equally.
// - source_modeling_id: the store table it was created from (sync), so a store table yields one at most.
// Products gain the provider "type" of their strong link and the strong table it resolved to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE strong_modelings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL DEFAULT 'STATIC' CHECK (kind IN ('STATIC', 'ORGANIC')),
      type text NOT NULL CHECK (type IN ('clothes', 'shoe')),
      clothes_type text,
      age_group text NOT NULL DEFAULT 'adult',
      gender text NOT NULL DEFAULT 'u',
      size_type text NOT NULL DEFAULT 'regular',
      size_system text NOT NULL DEFAULT 'BR',
      strong_brand_id integer REFERENCES strong_brands (id) ON DELETE RESTRICT,
      strong_category_id integer REFERENCES strong_categories (id) ON DELETE RESTRICT,
      strong_subcategory_id integer REFERENCES strong_subcategories (id) ON DELETE RESTRICT,
      model text,
      slugs text[] NOT NULL DEFAULT '{}',
      slug_weight integer NOT NULL DEFAULT 0,
      composed_measure text,
      composed_order text NOT NULL DEFAULT 'DISABLED' CHECK (composed_order IN ('DISABLED', 'BEFORE', 'AFTER')),
      accessory boolean NOT NULL DEFAULT false,
      observation text NOT NULL DEFAULT '',
      measures text[] NOT NULL,
      size_systems text[] NOT NULL,
      variations jsonb NOT NULL DEFAULT '{}',
      rows jsonb NOT NULL DEFAULT '[]',
      size_names text[] NOT NULL DEFAULT '{}',
      size_stats jsonb NOT NULL DEFAULT '{}',
      source_modeling_id integer UNIQUE REFERENCES modelings (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX strong_modelings_name ON strong_modelings (lower(name), id);
    CREATE INDEX strong_modelings_link ON strong_modelings (strong_brand_id, strong_category_id, strong_subcategory_id);

    ALTER TABLE products
      ADD COLUMN strong_type text CHECK (strong_type IN ('clothes', 'shoe')),
      ADD COLUMN strong_modeling_id integer REFERENCES strong_modelings (id) ON DELETE SET NULL;
    CREATE INDEX products_strong_modeling ON products (strong_modeling_id) WHERE strong_modeling_id IS NOT NULL;
  `.execute(db);
}
