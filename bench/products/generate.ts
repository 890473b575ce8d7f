// Fills a freshly migrated database with a large catalogue in a few set-based statements: N products
// over S stores, the first store holding a fifth of them, spread over the four states (about 20%
// inactive, 30% pending, 15% alert, 35% covered against the stores' real demo charts).
// The same SQL runs on the embedded PostgreSQL and on the one of DATABASE_URL.
import { sql } from 'kysely';
import type { Db } from '../../server/db/connection.js';
import { refreshProductStates } from '../../server/repositories/productStates.js';
import { COLOURS, MODIFIERS, slugify } from '../../server/demo/demoVocabulary.js';
import { BRAND_COUNT, KINDS, createStores, kindNouns } from './stores.js';

export interface GenerateOptions {
  products: number;
  stores: number;
}

export interface Generated {
  bigStoreId: number;
  bigStoreProducts: number;
  states: Record<string, number>;
  seconds: { stores: number; products: number; indexes: number; analyze: number };
}

// Which kind each of twenty equal slices of the catalogue gets: 40% women's tops and dresses,
// 15% trousers, 25% shoes, 10% kids, 10% swimwear.
const KIND_OF_SLICE = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4];

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

export async function generateCatalogue(db: Db, options: GenerateOptions): Promise<Generated> {
  // Temporary tables and session settings need every statement on one connection.
  return db.connection().execute(async (conn) => {
    let t = performance.now();
    const { bigStoreId } = await createStores(conn, options.stores);
    const storesSeconds = seconds(t);
    await createKinds(conn);
    // Temporary tables get no statistics on their own; without them the joins below turn into nested loops.
    for (const table of ['bench_stores', 'bench_brands', 'bench_categories', 'bench_charts', 'bench_kinds']) {
      await sql`ANALYZE ${sql.table(table)}`.execute(conn);
    }

    t = performance.now();
    const indexes = await dropSecondaryIndexes(conn);
    // Triggers stay on (foreign keys and any that keep derived data), so the rows are as the app would leave them.
    await insertProducts(conn, options);
    const productsSeconds = seconds(t);

    t = performance.now();
    await sql`SET maintenance_work_mem = '256MB'`.execute(conn);
    for (const definition of indexes) await sql.raw(definition).execute(conn);
    const indexSeconds = seconds(t);

    await checkStatesAgainstRefresh(conn);
    t = performance.now();
    // A live PostgreSQL vacuums in the background; without it index-only scans would read the heap.
    await sql`VACUUM (ANALYZE) products`.execute(conn);
    await sql`ANALYZE`.execute(conn);
    const analyzeSeconds = seconds(t);

    const { rows } = await sql<{ state: string; n: number }>`
      SELECT state, count(*)::int AS n FROM products WHERE tenant_id = ${bigStoreId} GROUP BY state`.execute(conn);
    const states = Object.fromEntries(rows.map((r) => [r.state, r.n]));
    return {
      bigStoreId,
      bigStoreProducts: rows.reduce((sum, r) => sum + r.n, 0),
      states,
      seconds: { stores: storesSeconds, products: productsSeconds, indexes: indexSeconds, analyze: analyzeSeconds },
    };
  });
}

async function createKinds(db: Db): Promise<void> {
  await sql`
    CREATE TEMP TABLE bench_kinds (
      kind int, nouns text[], noun_slugs text[], mods text[], mod_slugs text[],
      product_type text, gender text, age_group text, size_system text, extra_size text)`.execute(db);
  for (const [kind, k] of KINDS.entries()) {
    const nouns = kindNouns(k);
    const mods = [...MODIFIERS.pt[k.type]];
    await sql`
      INSERT INTO bench_kinds VALUES (${kind}, ${nouns}::text[], ${nouns.map(slugify)}::text[], ${mods}::text[], ${mods.map(slugify)}::text[],
        ${k.type}, ${k.gender}, ${k.ageGroup}, ${k.type === 'shoe' ? 'BR' : null}, ${k.extraSize})`.execute(db);
  }
}

/** Drops the indexes that back no constraint and answers their definitions: rebuilding is faster than upkeep. */
async function dropSecondaryIndexes(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    WHERE i.indrelid = 'products'::regclass
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`.execute(db);
  for (const r of rows) await sql`DROP INDEX ${sql.id(r.name)}`.execute(db);
  return rows.map((r) => r.definition);
}

async function insertProducts(db: Db, { products, stores }: GenerateOptions): Promise<void> {
  const colours = [...COLOURS.pt];
  // h(seed) is a stable pseudo-random number per product; every choice below uses its own seed.
  await sql`
    INSERT INTO products (tenant_id, feed_product_id, permalink, name, code, image_url, brand_id, feed_brand, category_id,
      gender, age_group, product_type, size_system, available_sizes, plugin_active, modeling_id, state, created_at, updated_at)
    SELECT s.tenant_id,
      (100000 + g.n)::text,
      'https://' || s.domain || '/produto/' || k.noun_slugs[1 + g.h2 % cardinality(k.nouns)] || '-'
        || k.mod_slugs[1 + g.h3 % cardinality(k.mods)] || '-' || (${colours.map(slugify)}::text[])[1 + g.h4 % ${colours.length}] || '-' || g.n,
      k.nouns[1 + g.h2 % cardinality(k.nouns)] || ' ' || k.mods[1 + g.h3 % cardinality(k.mods)] || ' '
        || (${colours}::text[])[1 + g.h4 % ${colours.length}],
      'REF' || lpad((g.h5 % 100000)::text, 5, '0'),
      'https://' || s.domain || '/media/produtos/' || g.n || '.jpg',
      b.id, b.name, c.id, k.gender, k.age_group, k.product_type, k.size_system,
      ch.size_names[g.lo:cardinality(ch.size_names) - g.cut] || CASE WHEN g.bucket BETWEEN 10 AND 12 THEN ARRAY[k.extra_size] ELSE '{}' END,
      g.bucket >= 4,
      CASE WHEN g.bucket >= 10 OR g.bucket < 2 THEN ch.modeling_id END,
      CASE WHEN g.bucket < 4 THEN 'inactive' WHEN g.bucket < 10 THEN 'pending' WHEN g.bucket < 13 THEN 'alert' ELSE 'covered' END,
      now() - make_interval(days => (30 + g.h5 % 700)::int),
      now() - make_interval(mins => (g.h6 % 43200)::int)
    FROM (
      SELECT n,
        -- Every fifth product belongs to the big store; the others go round the remaining stores.
        CASE WHEN n % 5 = 0 OR ${stores}::int = 1 THEN 1 ELSE 2 + ((n / 5) * 4 + n % 5 - 1) % (${stores}::int - 1) END AS ord,
        (${KIND_OF_SLICE}::int[])[1 + (hashint4extended(n, 1) & 2147483647) % 20] AS kind,
        (hashint4extended(n, 2) & 2147483647) AS h2, (hashint4extended(n, 3) & 2147483647) AS h3,
        (hashint4extended(n, 4) & 2147483647) AS h4, (hashint4extended(n, 5) & 2147483647) AS h5,
        (hashint4extended(n, 6) & 2147483647) AS h6,
        (hashint4extended(n, 7) & 2147483647) % 20 AS bucket,
        1 + (hashint4extended(n, 8) & 1)::int AS lo,
        (hashint4extended(n, 9) & 1)::int AS cut
      FROM generate_series(1, ${products}::int) AS n
    ) g
    JOIN bench_stores s ON s.ord = g.ord
    JOIN bench_kinds k ON k.kind = g.kind
    JOIN bench_brands b ON b.tenant_id = s.tenant_id AND b.slot = g.h6 % ${BRAND_COUNT}
    JOIN bench_categories c ON c.tenant_id = s.tenant_id AND c.kind = g.kind
    JOIN bench_charts ch ON ch.tenant_id = s.tenant_id AND ch.kind = g.kind`.execute(db);
}

/** The states were written directly; the real refresh must agree on a whole store. */
async function checkStatesAgainstRefresh(db: Db): Promise<void> {
  const count = (tenantId: number) =>
    sql<{
      state: string;
      n: number;
    }>`SELECT state, count(*)::int AS n FROM products WHERE tenant_id = ${tenantId} GROUP BY state ORDER BY state`
      .execute(db)
      .then((r) => JSON.stringify(r.rows));
  const { rows } = await sql<{
    tenant_id: number;
  }>`SELECT tenant_id FROM bench_stores ORDER BY ord DESC LIMIT 1`.execute(db);
  const store = rows[0]!.tenant_id;
  const before = await count(store);
  await refreshProductStates(db, store, { all: true });
  const after = await count(store);
  if (before !== after) throw new Error(`generated states differ from refreshProductStates: ${before} vs ${after}`);
}
