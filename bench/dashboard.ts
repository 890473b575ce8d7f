// The health dashboard at scale, on the embedded PostgreSQL and the one of DATABASE_URL side by side: 1,500 stores with a year of
// activity (daily figures and storefront use every day, products, a feed run, the last month's orders),
// then the aggregates' refresh (all stores, one store) and GET /dashboard without and with filters and
// ordered by each column, through the real app as a moderator. Prints numbers, asserts nothing.
//   npm run bench:dashboard           BENCH_DASHBOARD_STORES=300 for fewer stores, BENCH_DASHBOARD_LANES=postgres for one lane
// The postgres lane runs when DATABASE_URL is set or the lanes name it, and WIPES the schema public of its database
// (DATABASE_URL, default the local test database).
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../server/db/connection.js';
import { refreshStoreHealth } from '../server/repositories/storeHealth.js';
import { DASHBOARD_SORTS } from '../domain/dashboard.js';
import { machineLine, measureLanes, printLanes, signedInApp, timeGet } from './lanes.js';
import { formatSummary, summarize } from './stats.js';

const STORES = Number(process.env.BENCH_DASHBOARD_STORES ?? '1500');
const PRODUCTS_PER_STORE = 40;
const ORDERS_PER_STORE_DAY = 3;
const REQUESTS = 40;

/** Stores with varied settings, and their year of activity, written by set-based statements. */
async function load(db: Db) {
  await sql`
    INSERT INTO tenants (name, domain, status, plan, segment, features, gtm_code, product_integration,
      product_integration_xml_link, ecommerce_platform, covered_categories)
    SELECT 'Bench store ' || i, 'store' || i || '.example',
      (ARRAY['TRIAL','ACTIVE','ACTIVE','ACTIVE','INACTIVE','CHURN','PAUSED','IMPLANTATION'])[1 + i % 8],
      (ARRAY['FREE','PP','P','M','G','GG','CUSTOM'])[1 + i % 7],
      (ARRAY['WOMEN_FASHION','MEN_FASHION','KIDS','FITNESS_SPORT'])[1 + i % 4],
      CASE WHEN i % 3 = 0 THEN ARRAY['FITTING_ROOM','ORDER_TRACKING','GOOGLE_ANALYTICS']
           WHEN i % 3 = 1 THEN ARRAY['FITTING_ROOM','SIZE_CHART'] ELSE ARRAY[]::text[] END,
      CASE WHEN i % 6 = 0 THEN 'GTM-' || i END,
      CASE WHEN i % 2 = 0 THEN 'INTEGRATION_WITH_XML' ELSE 'MANUAL_INTEGRATION' END,
      CASE WHEN i % 2 = 0 THEN 'https://store' || i || '.example/feed.xml' END,
      (ARRAY['SHOPIFY','VTEX','TRAY','OWN'])[1 + i % 4],
      CASE WHEN i % 2 = 0 THEN ARRAY['CLOTHES'] ELSE ARRAY['CLOTHES','SHOES'] END
    FROM generate_series(1, ${STORES}) i
  `.execute(db);
  await sql`
    INSERT INTO products (tenant_id, permalink, name, plugin_active, state)
    SELECT t.id, 'https://' || t.domain || '/p/' || n, 'Product ' || n, n % 5 <> 0,
      (ARRAY['inactive','pending','alert','covered','covered'])[1 + (n + t.id) % 5]
    FROM tenants t CROSS JOIN generate_series(1, ${PRODUCTS_PER_STORE}) n
  `.execute(db);
  await sql`
    INSERT INTO store_daily_stats (tenant_id, day, country, orders, fitting_room_orders, items, recommendations)
    SELECT t.id, d::date, 'BR', 2 + (t.id + extract(doy FROM d)::int) % 9, (t.id + extract(doy FROM d)::int) % 4,
      4 + t.id % 7, 10 + t.id % 40
    FROM tenants t CROSS JOIN generate_series(current_date - 364, current_date, interval '1 day') d
  `.execute(db);
  await sql`
    INSERT INTO storefront_usage (tenant_id, day, permalink, fitting_room_opened, size_chart_viewed)
    SELECT t.id, d::date, 'https://' || t.domain || '/p/1', 5 + t.id % 11, t.id % 5
    FROM tenants t CROSS JOIN generate_series(current_date - 364, current_date, interval '1 day') d
    WHERE t.id % 5 <> 0
  `.execute(db);
  await sql`
    INSERT INTO orders (tenant_id, order_id, ordered_at, country, currency, fitting_room_used, total)
    SELECT t.id, 'O-' || d::date || '-' || n, d + interval '12 hours', 'BR', 'BRL', n % 2 = 0, 99.9
    FROM tenants t CROSS JOIN generate_series(current_date - 29, current_date, interval '1 day') d
      CROSS JOIN generate_series(1, ${ORDERS_PER_STORE_DAY}) n
    WHERE t.id % 4 = 0
  `.execute(db);
  await sql`
    INSERT INTO order_items (tenant_id, order_id, ordered_at, country, fitting_room_used, product_id, permalink,
      name, size, price, quantity)
    SELECT o.tenant_id, o.order_id, o.ordered_at, o.country, o.fitting_room_used,
      CASE WHEN o.tenant_id % 8 = 0 THEN NULL ELSE 1 END, 'https://x.example/p', 'Product', 'M', 99.9, 1
    FROM orders o
  `.execute(db);
  await sql`
    INSERT INTO import_runs (tenant_id, source, status, finished_at)
    SELECT id, 'feed', CASE WHEN id % 10 = 0 THEN 'failed' ELSE 'finished' END, now() FROM tenants WHERE id % 2 = 0
  `.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
}

async function measure({ db, background }: DatabaseHandle) {
  const results: Record<string, string> = {};
  let started = performance.now();
  await load(background);
  results.load = `${Math.round((performance.now() - started) / 1000)} s`;
  const refreshes: number[] = [];
  for (let i = 0; i < 3; i++) {
    started = performance.now();
    await refreshStoreHealth(background);
    refreshes.push(performance.now() - started);
  }
  results['refresh, every store'] = refreshes.map((ms) => `${ms.toFixed(0)} ms`).join(', ');
  const one = (await db.selectFrom('tenants').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  const singles: number[] = [];
  for (let i = 0; i < 10; i++) {
    started = performance.now();
    await refreshStoreHealth(background, one);
    singles.push(performance.now() - started);
  }
  results['refresh, one store'] = formatSummary(summarize(singles)).replace('requests', 'refreshes');

  const { app, sessionId } = await signedInApp(db, 'moderator', one);
  const time = async (query: string) =>
    formatSummary(await timeGet(app, sessionId, `/api/v1/dashboard?${query}`, REQUESTS));
  results['GET /dashboard'] = await time('');
  results['GET /dashboard monthly, page 10'] = await time('period=monthly&page=10');
  results['… status, plan'] = await time('status=ACTIVE&plan=M&plan=G');
  results['… features, platform, categories'] = await time(
    'features=ORDER_TRACKING&platform=VTEX&platform=SHOPIFY&coveredCategories=SHOES',
  );
  results['… order tracker and analytics active'] = await time('orderTracker=active&analytics=present');
  for (const field of DASHBOARD_SORTS) {
    results[`… ordered by ${field}`] = await time(`sortField=${field}&sortOrder=DESC&period=weekly`);
  }
  await app.close();
  return results;
}

console.log(
  `Health dashboard, ${STORES} stores with a year of activity (${REQUESTS} requests per line); ${machineLine()}`,
);
const byLane = await measureLanes('dashboard', process.env.BENCH_DASHBOARD_LANES, measure);
// Every GET /dashboard line has the same goal, on both lanes (both are PostgreSQL); the load and refresh lines have none.
const listRows = Object.keys([...byLane.values()][0] ?? {}).filter((row) => /^(GET|…)/.test(row));
printLanes(byLane, Object.fromEntries(listRows.map((row) => [row, 'p95 ≤ 50 ms'])));
console.log(`\n${machineLine()}`);
process.exit(0);
