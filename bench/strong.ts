// The provider's catalogue at scale, on the embedded PostgreSQL and the one of DATABASE_URL side by side: 2,000 provider tables (half
// organic) over 200 provider brands, 100,000 products in 100 stores whose strong links make 50,000 size
// styles, and a year of storefront traffic (1M orders, recommendations from the size engine on the products'
// provider tables, returns). Then learning every organic table as the worker runs it (time, memory) and
// GET /strong/modelings and GET /strong/styles pages through the real app as a moderator. Prints numbers,
// asserts nothing.
//   npm run bench:strong            BENCH_STRONG_SCALE=0.05 for 5% of everything (at least 10 brands)
//   BENCH_STRONG_LANES=postgres (or embedded, or embedded,postgres) runs those lanes only.
//   BENCH_STRONG_ORDERS=0 leaves the storefront traffic out (the pages do not read it; learning then finds nothing).
// The postgres lane runs when DATABASE_URL is set or the lanes name it, and WIPES the schema public of its database
// (DATABASE_URL, default the local test database).
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../server/db/connection.js';
import { demoTables } from '../server/demo/demoTables.js';
import { recordStorefrontOrders, storefrontOrders, type ShopProduct } from '../server/demo/demoOrders.js';
import { insertStrongBrand } from '../server/repositories/strongBrands.js';
import { insertStrongCategory, saveStrongSubcategories } from '../server/repositories/strongCategories.js';
import {
  convertToOrganic,
  insertStrongModeling,
  countUnmatchedProducts,
  linkAllProducts,
  type StrongModelingValues,
} from '../server/repositories/strongModelings.js';
import { setStylesModeling, syncStrongStyles } from '../server/repositories/strongStyles.js';
import { LearningWorker } from '../server/services/learningWorker.js';
import { toModelingValues } from '../server/services/modelings.js';
import { strongEngineTable } from '../server/services/strongModelings.js';
import type { EngineTable } from '../domain/sizeEngine.js';
import { machineLine, measureLanes, printLanes, signedInApp, timeGet } from './lanes.js';
import { formatSummary, measured } from './stats.js';

const scale = Number(process.env.BENCH_STRONG_SCALE ?? '1');
/** Ten provider tables a brand: one for the whole brand, nine for one subcategory each. */
const TABLES_PER_BRAND = 10;
const BRANDS = Math.max(10, Math.round(200 * scale));
const TABLES = BRANDS * TABLES_PER_BRAND;
const STYLES = Math.max(1000, Math.round(50_000 * scale));
const PRODUCTS_PER_STYLE = 2;
const STORES = 100;
const ORDERS = Math.round(Number(process.env.BENCH_STRONG_ORDERS ?? 1_000_000 * scale));
const CATEGORIES = 8;
const SUBCATEGORIES_PER_CATEGORY = 5;
const REQUESTS = 100;
/** Orders drawn and written at a time. */
const ORDER_BATCH = 5000;
const GENDERS = ['f', 'm', 'u'] as const;

interface Catalogue {
  brands: number[];
  /** Every subcategory with its category. */
  subcategories: { id: number; categoryId: number }[];
  tables: number[];
}

/** Provider brands, categories with their subcategories, and the provider tables, through their repositories. */
async function createCatalogue(db: Db): Promise<Catalogue> {
  const brands: number[] = [];
  for (let b = 0; b < BRANDS; b++) {
    brands.push(
      await insertStrongBrand(db, {
        name: `Marca ${b + 1}`,
        logoUrl: null,
        gender: 'u',
        ageGroup: 'adult',
        shoe: false,
        active: true,
      }),
    );
  }
  const subcategories: Catalogue['subcategories'] = [];
  for (let c = 0; c < CATEGORIES; c++) {
    const categoryId = await insertStrongCategory(db, {
      name: `Categoria ${c + 1}`,
      type: 'clothes',
      translations: {},
    });
    await saveStrongSubcategories(
      db,
      categoryId,
      Array.from({ length: SUBCATEGORIES_PER_CATEGORY }, (_, s) => ({
        id: null,
        name: `Subcategoria ${c + 1}.${s + 1}`,
        translations: {},
      })),
    );
    const rows = await db
      .selectFrom('strong_subcategories')
      .select('id')
      .where('strong_category_id', '=', categoryId)
      .orderBy('id')
      .execute();
    subcategories.push(...rows.map((r) => ({ id: r.id, categoryId })));
  }
  // Women's tops of the demo, each table's ranges moved a little so that learning has varied tables.
  const { values } = toModelingValues(demoTables()[0]!);
  const { brandId: _brand, static: _static, ...content } = values;
  const tables: number[] = [];
  for (let t = 0; t < TABLES; t++) {
    const brand = t % BRANDS;
    const slot = Math.floor(t / BRANDS);
    const sub = slot === 0 ? null : subcategories[(brand + slot * 4) % subcategories.length]!;
    const shift = (t % 5) - 2;
    const table: StrongModelingValues = {
      ...content,
      name: `Tabela ${t + 1}`,
      gender: 'u',
      rows: (content.rows as { measures: Record<string, { initialValue: number; finalValue: number }> }[]).map(
        (row) => ({
          ...row,
          measures: Object.fromEntries(
            Object.entries(row.measures).map(([m, r]) => [
              m,
              { initialValue: r.initialValue + shift, finalValue: r.finalValue + shift },
            ]),
          ),
        }),
      ),
      strongBrandId: brands[brand]!,
      strongCategoryId: sub?.categoryId ?? null,
      strongSubcategoryId: sub?.id ?? null,
      model: null,
      slugs: [],
      slugWeight: 0,
    };
    const id = await insertStrongModeling(db, table);
    if (t % 2 === 0) await convertToOrganic(db, id);
    tables.push(id);
  }
  return { brands, subcategories, tables };
}

/**
 * Products whose strong links make STYLES keys (brand × subcategory × model), PRODUCTS_PER_STYLE each,
 * spread over the stores; then linked to their provider tables and grouped into styles as the product does.
 */
async function createProducts(db: Db, catalogue: Catalogue, stores: number[]) {
  const total = STYLES * PRODUCTS_PER_STYLE;
  for (let start = 0; start < total; start += 2000) {
    const rows = [];
    for (let n = start; n < Math.min(total, start + 2000); n++) {
      const key = n % STYLES;
      const brand = key % BRANDS;
      const model = Math.floor(key / BRANDS);
      const sub = catalogue.subcategories[model % catalogue.subcategories.length]!;
      const tenantId = stores[n % STORES]!;
      rows.push({
        tenant_id: tenantId,
        permalink: `https://store${tenantId}.example/p/${n}`,
        name: `Blusa ${n}`,
        code: `REF${n}`,
        available_sizes: ['P', 'M', 'G', 'GG'],
        gender: GENDERS[model % GENDERS.length]!,
        strong_brand_id: catalogue.brands[brand]!,
        strong_category_id: sub.categoryId,
        strong_subcategory_id: sub.id,
        strong_model: `Modelo ${model + 1}`,
        strong_type: 'clothes',
        strong_link_active: true,
      });
    }
    await db.insertInto('products').values(rows).execute();
  }
  await linkAllProducts(db);
  const unmatched = await countUnmatchedProducts(db);
  const styles = await syncStrongStyles(db);
  // Half the styles get a provider table of their own choosing (25 consecutive styles each).
  const ids = (await db.selectFrom('strong_styles').select('id').orderBy('id').execute()).map((r) => r.id);
  for (let start = 0, chunk = 0; start < ids.length; start += 25, chunk++) {
    if (chunk % 2 === 0) {
      await setStylesModeling(db, ids.slice(start, start + 25), catalogue.tables[chunk % catalogue.tables.length]!);
    }
  }
  return { products: total, unmatched, styles: styles.styles };
}

/** A year of storefront orders for every store, on its products' provider tables, ORDER_BATCH at a time. */
async function createOrders(db: Db, stores: number[]) {
  const tables = new Map<number, EngineTable>();
  const perStore = Math.floor(ORDERS / STORES);
  const now = new Date();
  for (const [s, tenantId] of stores.entries()) {
    const products: ShopProduct[] = await db
      .selectFrom('products')
      .select(['id', 'permalink', 'name', 'code', 'available_sizes as sizes', 'strong_modeling_id as tableId'])
      .where('tenant_id', '=', tenantId)
      .where('strong_modeling_id', 'is not', null)
      .orderBy('id')
      .$narrowType<{ tableId: number }>()
      .execute();
    if (products.length === 0) continue;
    for (const id of new Set(products.map((p) => p.tableId))) {
      if (!tables.has(id)) tables.set(id, await strongEngineTable(db, id));
    }
    for (let first = 0; first < perStore; first += ORDER_BATCH) {
      const drawn = storefrontOrders(s * 100_000 + first + 1, products, tables, {
        orders: Math.min(ORDER_BATCH, perStore - first),
        now,
        country: 'BR',
        currency: 'BRL',
        firstOrder: first,
      });
      await db.transaction().execute((trx) => recordStorefrontOrders(trx, tenantId, drawn));
    }
  }
}

async function measure(handle: DatabaseHandle) {
  // The data is loaded and learning runs on the background connections, as the worker's; the pages on the requests'.
  const { db, background } = handle;
  const results: Record<string, string> = {};
  let started = performance.now();
  const stores = (
    await background
      .insertInto('tenants')
      .values(Array.from({ length: STORES }, (_, i) => ({ name: `Bench store ${i + 1}` })))
      .returning('id')
      .execute()
  ).map((r) => r.id);
  const catalogue = await createCatalogue(background);
  const made = await createProducts(background, catalogue, stores);
  const catalogueSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await createOrders(background, stores);
  await sql`VACUUM ANALYZE`.execute(background);
  const counts = await sql<{ orders: number; items: number; recommendations: number }>`
    SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_items)::int AS items,
      (SELECT count(*) FROM recommendations)::int AS recommendations`.execute(db);
  const c = counts.rows[0]!;
  results.load =
    `catalogue ${catalogueSeconds.toFixed(0)} s (${catalogue.tables.length} tables, ${made.products} products, ` +
    `${made.styles} styles, ${made.unmatched} unlinked); storefront ${((performance.now() - started) / 1000).toFixed(0)} s ` +
    `(${c.orders} orders, ${c.items} items, ${c.recommendations} recommendations)`;

  // Learning, as the worker runs it: every organic table, one after the other.
  const worker = new LearningWorker({ db: background, everyHours: 24 });
  const learning = await measured(() => worker.runOnce());
  if (!learning.result) throw new Error('learning failed');
  results['learning every organic table'] =
    `${learning.seconds.toFixed(1)} s, memory +${learning.growthMb.toFixed(0)} MB ` +
    `(${learning.result.tables} tables, ${learning.result.observations} observations)`;

  const { app, sessionId } = await signedInApp(db, 'moderator', stores[0]!);
  const time = async (path: string) => formatSummary(await timeGet(app, sessionId, `/api/v1/strong/${path}`, REQUESTS));
  const brand = catalogue.brands[Math.floor(BRANDS / 2)]!;
  const category = catalogue.subcategories[0]!.categoryId;
  const lastTablePage = Math.floor((TABLES - 1) / 25);
  results['GET /strong/modelings'] = await time('modelings');
  results['… organic, of a category'] = await time(`modelings?kind=ORGANIC&strongCategoryId=${category}`);
  results['… name contains "la 1"'] = await time(`modelings?name=${encodeURIComponent('la 1')}`);
  results[`… last page (${lastTablePage})`] = await time(`modelings?page=${lastTablePage}`);
  const lastStylePage = Math.floor((made.styles - 1) / 25);
  results['GET /strong/styles'] = await time('styles');
  results['… of a brand, women'] = await time(`styles?strongBrandId=${brand}&gender=f`);
  results['… of a category, without a table'] = await time(`styles?strongCategoryId=${category}&linked=false`);
  results['… name contains "modelo 12"'] = await time(`styles?name=${encodeURIComponent('modelo 12')}`);
  results['… by weight, page 40'] = await time('styles?sort=weightStyle,desc&page=40');
  results[`… last page (${lastStylePage})`] = await time(`styles?page=${lastStylePage}`);
  await app.close();
  return results;
}

console.log(
  `Provider catalogue bench, scale ${scale}: ${TABLES} tables over ${BRANDS} brands, ${STYLES} styles, ` +
    `${STYLES * PRODUCTS_PER_STYLE} products over ${STORES} stores, ${ORDERS.toLocaleString('en')} orders ` +
    `(${REQUESTS} requests per line); ${machineLine()}`,
);
const byLane = await measureLanes('strong', process.env.BENCH_STRONG_LANES, measure);
const pageRows = Object.keys([...byLane.values()][0] ?? {}).filter((row) => /^(GET|…)/.test(row));
// The same goal on both lanes: both are PostgreSQL.
printLanes(byLane, Object.fromEntries(pageRows.map((row) => [row, 'p95 ≤ 10 ms'])));
console.log(`\n${machineLine()}`);
process.exit(0);
