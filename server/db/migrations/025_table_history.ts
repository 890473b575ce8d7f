import { sql, type Kysely } from 'kysely';

// Table history. Store tables and provider tables get a `version` (optimistic concurrency: a save names
// the version it read, and a stale one is refused), and every save keeps the whole table as saved: its
// header fields and size rows as one JSON snapshot, who saved it (user id and the name at the time),
// when, from which path (origin) and a summary of what changed against the version before.
// Two tables, as the tables they follow: a store table's versions carry its store in their key and
// reference the table through (tenant_id, id), so no query can pair one store's table with another
// store's versions; provider tables have no store. All versions are kept (docs/decisions/0073).
// Existing tables get their version 1 (origin 'backfill', no author).
// Store settings saves (tenant_changes, 017) also keep each changed field's value before and after.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE modelings ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
    ALTER TABLE strong_modelings ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

    CREATE TABLE modeling_versions (
      tenant_id integer NOT NULL,
      modeling_id integer NOT NULL,
      version integer NOT NULL,
      origin text NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      user_name text,
      saved_at timestamptz NOT NULL DEFAULT now(),
      snapshot jsonb NOT NULL,
      summary jsonb NOT NULL,
      PRIMARY KEY (tenant_id, modeling_id, version),
      FOREIGN KEY (tenant_id, modeling_id) REFERENCES modelings (tenant_id, id) ON DELETE CASCADE
    );

    CREATE TABLE strong_modeling_versions (
      strong_modeling_id integer NOT NULL REFERENCES strong_modelings (id) ON DELETE CASCADE,
      version integer NOT NULL,
      origin text NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      user_name text,
      saved_at timestamptz NOT NULL DEFAULT now(),
      snapshot jsonb NOT NULL,
      summary jsonb NOT NULL,
      PRIMARY KEY (strong_modeling_id, version)
    );

    INSERT INTO modeling_versions (tenant_id, modeling_id, version, origin, saved_at, snapshot, summary)
    SELECT m.tenant_id, m.id, 1, 'backfill', m.updated_at,
      jsonb_build_object(
        'name', m.name, 'type', m.type, 'clothesType', m.clothes_type, 'ageGroup', m.age_group,
        'brandId', m.brand_id, 'brandName', b.name, 'gender', m.gender, 'sizeType', m.size_type,
        'sizeSystem', m.size_system, 'composedMeasure', m.composed_measure,
        'composedMeasureOrder', m.composed_order, 'accessory', m.accessory, 'observation', m.observation,
        'static', m.static, 'measures', to_jsonb(m.measures), 'sizeSystems', to_jsonb(m.size_systems),
        'variations', m.variations, 'rows', m.rows),
      jsonb_build_object('fields', '[]'::jsonb, 'addedSizes', to_jsonb(m.size_names),
        'removedSizes', '[]'::jsonb, 'changedCells', 0)
    FROM modelings m
    LEFT JOIN brands b ON b.id = m.brand_id AND b.tenant_id = m.tenant_id;

    INSERT INTO strong_modeling_versions (strong_modeling_id, version, origin, saved_at, snapshot, summary)
    SELECT s.id, 1, 'backfill', s.updated_at,
      jsonb_build_object(
        'name', s.name, 'kind', s.kind, 'type', s.type, 'clothesType', s.clothes_type,
        'ageGroup', s.age_group, 'gender', s.gender, 'sizeType', s.size_type, 'sizeSystem', s.size_system,
        'strongBrandId', s.strong_brand_id, 'strongCategoryId', s.strong_category_id,
        'strongSubcategoryId', s.strong_subcategory_id, 'model', s.model, 'slugs', to_jsonb(s.slugs),
        'slugWeight', s.slug_weight, 'composedMeasure', s.composed_measure,
        'composedMeasureOrder', s.composed_order, 'accessory', s.accessory, 'observation', s.observation,
        'measures', to_jsonb(s.measures), 'sizeSystems', to_jsonb(s.size_systems),
        'variations', s.variations, 'rows', s.rows),
      jsonb_build_object('fields', '[]'::jsonb, 'addedSizes', to_jsonb(s.size_names),
        'removedSizes', '[]'::jsonb, 'changedCells', 0)
    FROM strong_modelings s;

    ALTER TABLE tenant_changes ADD COLUMN changes jsonb;
  `.execute(db);
}
