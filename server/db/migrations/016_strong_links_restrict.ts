import { sql, type Kysely } from 'kysely';

// A provider brand, category or subcategory linked to products cannot be deleted (spec section 5).
// Products linked to them with ON DELETE SET NULL, which would have unlinked them silently; they now
// refuse (RESTRICT), as store brands and categories already did. The services answer a clear 409
// before the database would; the indexes let them (and the key checks) count the links of one
// provider record without reading every product.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE products
      DROP CONSTRAINT products_strong_brand_id_fkey,
      DROP CONSTRAINT products_strong_category_id_fkey,
      DROP CONSTRAINT products_strong_subcategory_id_fkey,
      ADD CONSTRAINT products_strong_brand_id_fkey
        FOREIGN KEY (strong_brand_id) REFERENCES strong_brands (id) ON DELETE RESTRICT,
      ADD CONSTRAINT products_strong_category_id_fkey
        FOREIGN KEY (strong_category_id) REFERENCES strong_categories (id) ON DELETE RESTRICT,
      ADD CONSTRAINT products_strong_subcategory_id_fkey
        FOREIGN KEY (strong_subcategory_id) REFERENCES strong_subcategories (id) ON DELETE RESTRICT;
    CREATE INDEX products_strong_brand ON products (strong_brand_id) WHERE strong_brand_id IS NOT NULL;
    CREATE INDEX products_strong_category ON products (strong_category_id) WHERE strong_category_id IS NOT NULL;
    CREATE INDEX products_strong_subcategory ON products (strong_subcategory_id)
      WHERE strong_subcategory_id IS NOT NULL;
    CREATE INDEX brands_strong_brand ON brands (strong_brand_id) WHERE strong_brand_id IS NOT NULL;
    CREATE INDEX categories_strong_category ON categories (strong_category_id) WHERE strong_category_id IS NOT NULL;
  `.execute(db);
}
