import { sql, type Kysely } from 'kysely';

// Size styles ("strong styles"): the groups of the strong catalogue the storefront meets, one per key
// brand × category × subcategory × model × gender × age group × size type (the incumbent's key; see
// docs/decisions/0077). Built by a sync from the products' strong links of every store, so a style has no
// store. A moderator sets its weight and the provider table it uses; a sync only refreshes product_count.
// - model: the most common spelling at the first sync; the key compares it in lower case, as the strong-table lookup does.
// - NULLS NOT DISTINCT: a product without category or model forms one style, not one per product.
// - strong_modeling_id SET NULL: deleting a provider table leaves its styles without one (as its products).
// - brand, category, subcategory CASCADE: a style is derived data; without its brand it groups nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE strong_styles (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      strong_brand_id integer NOT NULL REFERENCES strong_brands (id) ON DELETE CASCADE,
      strong_category_id integer REFERENCES strong_categories (id) ON DELETE CASCADE,
      strong_subcategory_id integer REFERENCES strong_subcategories (id) ON DELETE CASCADE,
      model text CHECK (model <> ''),
      gender text NOT NULL,
      age_group text NOT NULL,
      size_type text NOT NULL,
      weight_style numeric(6, 2) NOT NULL DEFAULT 1,
      strong_modeling_id integer REFERENCES strong_modelings (id) ON DELETE SET NULL,
      product_count integer NOT NULL DEFAULT 0 CHECK (product_count >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX strong_styles_key ON strong_styles
      (strong_brand_id, strong_category_id, strong_subcategory_id, lower(model), gender, age_group, size_type)
      NULLS NOT DISTINCT;
    CREATE INDEX strong_styles_category ON strong_styles (strong_category_id, id);
    CREATE INDEX strong_styles_modeling ON strong_styles (strong_modeling_id, id);
    CREATE INDEX strong_styles_product_count ON strong_styles (product_count, id);
    CREATE INDEX strong_styles_weight ON strong_styles (weight_style, id);
    CREATE INDEX strong_styles_model ON strong_styles (lower(model), id);
  `.execute(db);
}
