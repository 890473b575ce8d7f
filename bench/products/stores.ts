// The stores of the catalogue benchmark, each with its brands, categories and the demo size charts,
// written with set-based SQL so that 200 stores take a moment. The ids land in temporary tables
// (bench_stores, bench_brands, bench_categories, bench_charts) that the product generator joins.
import { sql } from 'kysely';
import type { Db } from '../../server/db/connection.js';
import { insertModeling } from '../../server/repositories/modelings.js';
import { demoTables } from '../../server/demo/demoTables.js';
import { toModelingValues } from '../../server/services/modelings.js';
import { PRODUCT_NOUNS } from '../../server/demo/demoVocabulary.js';

export const BIG_STORE_NAME = 'Mega Moda Brasil';

/** What a product of each kind looks like; kinds pair a demo chart with the names sold under it. */
export const KINDS = [
  {
    chart: 'Blusas femininas',
    category: 'Vestidos e blusas',
    clothesType: 'top',
    nouns: ['Vestidos', 'Blusas', 'Kimonos', 'Saias'],
    type: 'clothes',
    gender: 'f',
    ageGroup: 'adult',
    extraSize: 'EXG',
  },
  {
    chart: 'Calças masculinas',
    category: 'Calças',
    clothesType: 'bottom',
    nouns: ['Calças'],
    type: 'clothes',
    gender: 'm',
    ageGroup: 'adult',
    extraSize: '50',
  },
  {
    chart: 'Tênis unissex',
    category: 'Calçados',
    clothesType: null,
    nouns: ['Tênis', 'Sandálias', 'Botas', 'Sapatilhas', 'Mocassins'],
    type: 'shoe',
    gender: 'u',
    ageGroup: 'adult',
    extraSize: '43',
  },
  {
    chart: 'Infantil - camisetas',
    category: 'Infantil',
    clothesType: 'top',
    nouns: ['Infantil'],
    type: 'clothes',
    gender: 'u',
    ageGroup: 'kids',
    extraSize: '12',
  },
  {
    chart: 'Biquínis (tabela informativa)',
    category: 'Moda praia',
    clothesType: 'underwear_full_body',
    nouns: ['Biquínis', 'Maiôs', 'Saídas de praia'],
    type: 'clothes',
    gender: 'f',
    ageGroup: 'adult',
    extraSize: 'GG',
  },
] as const;

export const kindNouns = (kind: (typeof KINDS)[number]) => kind.nouns.flatMap((category) => PRODUCT_NOUNS[category]!);

const BRANDS = [
  'Farm Rio',
  'Arezzo',
  'Melissa',
  'Havaianas',
  'Reserva',
  'Hering',
  'Osklen',
  'Linho & Cia',
  'Ipanema Bordados',
  'Couro da Serra',
  'Passo Leve',
  'Maré',
];
export const BRAND_COUNT = BRANDS.length;

/** Creates `count` stores; the first is the big one. Must run on one connection (temporary tables). */
export async function createStores(db: Db, count: number): Promise<{ bigStoreId: number }> {
  await sql`
    INSERT INTO tenants (name, domain, plan, status)
    SELECT CASE WHEN i = 1 THEN ${BIG_STORE_NAME} ELSE 'Loja ' || lpad(i::text, 3, '0') END,
           CASE WHEN i = 1 THEN 'megamodabrasil.com.br' ELSE 'loja' || lpad(i::text, 3, '0') || '.com.br' END,
           'M', 'ACTIVE'
    FROM generate_series(1, ${count}::int) AS i`.execute(db);
  await sql`
    CREATE TEMP TABLE bench_stores AS
    SELECT row_number() OVER (ORDER BY id)::int AS ord, id AS tenant_id, domain FROM tenants`.execute(db);
  const big = await sql<{ tenant_id: number }>`SELECT tenant_id FROM bench_stores WHERE ord = 1`.execute(db);
  const bigStoreId = big.rows[0]!.tenant_id;

  await sql`
    INSERT INTO brands (tenant_id, name, size_system)
    SELECT s.tenant_id, b.name, 'BR' FROM bench_stores s CROSS JOIN unnest(${BRANDS}::text[]) AS b(name)`.execute(db);
  await sql`
    CREATE TEMP TABLE bench_brands AS
    SELECT tenant_id, (row_number() OVER (PARTITION BY tenant_id ORDER BY id) - 1)::int AS slot, id, name FROM brands`.execute(
    db,
  );

  await sql`
    INSERT INTO categories (tenant_id, name, original_name, type, clothes_type)
    SELECT s.tenant_id, c.name, c.name, c.type, c.clothes_type
    FROM bench_stores s
    CROSS JOIN unnest(${KINDS.map((k) => k.category)}::text[], ${KINDS.map((k) => k.type)}::text[], ${KINDS.map((k) => k.clothesType)}::text[])
      AS c(name, type, clothes_type)`.execute(db);
  await sql`
    CREATE TEMP TABLE bench_categories AS
    SELECT c.tenant_id, (k.kind - 1)::int AS kind, c.id
    FROM categories c JOIN unnest(${KINDS.map((k) => k.category)}::text[]) WITH ORDINALITY AS k(name, kind) ON k.name = c.name`.execute(
    db,
  );

  for (const table of demoTables()) await insertModeling(db, bigStoreId, toModelingValues(table).values);
  await copyChartsToOtherStores(db, bigStoreId);
  await sql`
    CREATE TEMP TABLE bench_charts AS
    SELECT m.tenant_id, (k.kind - 1)::int AS kind, m.id AS modeling_id, m.size_names
    FROM modelings m JOIN unnest(${KINDS.map((k) => k.chart)}::text[]) WITH ORDINALITY AS k(name, kind) ON k.name = m.name`.execute(
    db,
  );
  return { bigStoreId };
}

async function copyChartsToOtherStores(db: Db, fromStore: number): Promise<void> {
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = 'modelings' AND column_name NOT IN ('id', 'tenant_id', 'brand_id')
    ORDER BY ordinal_position`.execute(db);
  const columns = sql.join(rows.map((r) => sql.ref(r.column_name)));
  const fromModelings = sql.join(rows.map((r) => sql.ref(`m.${r.column_name}`)));
  await sql`
    INSERT INTO modelings (tenant_id, ${columns})
    SELECT s.tenant_id, ${fromModelings} FROM modelings m CROSS JOIN bench_stores s
    WHERE m.tenant_id = ${fromStore} AND s.tenant_id <> ${fromStore}`.execute(db);
}
