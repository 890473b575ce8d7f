// Product list at scale: builds a large catalogue in a fresh database and times the real routes of
// GET /products and GET /products/count through the real app. Prints numbers, asserts nothing.
//   npm run bench:products -- --db embedded|postgres [--products N] [--stores S] [--requests N]
// The postgres lane WIPES the schema public of DATABASE_URL (default the local test database).
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createSession } from '../../server/services/sessions.js';
import { lanesToRun, openLane } from '../lanes.js';
import { generateCatalogue } from './generate.js';
import { QueryRecorder, explainProductQueries, timeRoute, type Timing } from './measure.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    products: { type: 'string', default: '1000000' },
    stores: { type: 'string', default: '200' },
    requests: { type: 'string', default: '200' },
  },
});
const [lane, ...others] = lanesToRun(args.db);
if (!lane || others.length > 0) throw new Error('--db names one lane: embedded or postgres');
const products = Number(args.products);
const stores = Number(args.stores);
const requests = Number(args.requests);
// The same goals on both lanes: both are PostgreSQL.
const GOALS = { list: 10, search: 20 };

const { handle, cleanup } = await openLane(lane, 'products');
const version = (await sql<{ v: string }>`SELECT version() AS v`.execute(handle.db)).rows[0]!.v;
console.log(`Lane ${lane}: ${version.split(',')[0]}; ${availableParallelism()} CPUs`);

const started = performance.now();
// Loaded on the background connections, whose statements have no time limit; the routes run on the requests'.
const generated = await generateCatalogue(handle.background, { products, stores });
const size = (
  await sql<{ mb: number }>`SELECT (pg_total_relation_size('products') / 1048576)::int AS mb`.execute(handle.db)
).rows[0]!.mb;
console.log(
  `Generated ${products.toLocaleString('en')} products over ${stores} stores in ${Math.round((performance.now() - started) / 1000)} s ` +
    `(stores ${generated.seconds.stores} s, rows ${generated.seconds.products} s, indexes ${generated.seconds.indexes} s, ` +
    `vacuum+analyze ${generated.seconds.analyze} s); products with indexes ${size} MB`,
);
console.log(
  `Big store: ${generated.bigStoreProducts.toLocaleString('en')} products, states ${JSON.stringify(generated.states)}`,
);

const storeId = generated.bigStoreId;
const user = await handle.db
  .insertInto('users')
  .values({ email: 'bench@provador.test', name: 'Bench', role: 'store', password_hash: 'not-a-hash' })
  .returning('id')
  .executeTakeFirstOrThrow();
await handle.db.insertInto('tenant_users').values({ tenant_id: storeId, user_id: user.id }).execute();
const config = { ...loadConfig({}), webDir: '/nonexistent' };
const sessionId = await createSession(handle.db, user.id, storeId, {
  idleMinutes: config.sessionIdleMinutes,
  maxHours: config.sessionMaxHours,
});
const recorder = new QueryRecorder(handle.db);
const { app } = await buildApp({ db: handle.db.withPlugin(recorder), config });

const sample = await handle.db
  .selectFrom('products')
  .select('feed_product_id')
  .where('tenant_id', '=', storeId)
  .orderBy('id')
  .offset(Math.floor(generated.bigStoreProducts / 2))
  .limit(1)
  .executeTakeFirstOrThrow();
const matches = async (term: string) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM products WHERE tenant_id = ${storeId} AND (name ILIKE ${`%${term}%`} OR permalink ILIKE ${`%${term}%`})`.execute(
      handle.db,
    )
  ).rows[0]!.n;
const share = async (term: string) => `${((100 * (await matches(term))) / generated.bigStoreProducts).toFixed(1)}%`;

const shapes = [
  {
    name: 'first page, default filter (pending)',
    url: '/api/v1/products?page=0&size=25&productsThatShouldBeFixed=true&status=true',
    goal: GOALS.list,
  },
  { name: 'first page, all', url: '/api/v1/products?page=0&size=25', goal: GOALS.list },
  { name: 'deep page 400, all', url: '/api/v1/products?page=400&size=25', goal: GOALS.list },
  {
    name: 'deep page 400, pending',
    url: '/api/v1/products?page=400&size=25&productsThatShouldBeFixed=true&status=true',
    goal: GOALS.list,
  },
  { name: 'first page, sorted by name', url: '/api/v1/products?page=0&size=25&sort=name,asc', goal: GOALS.list },
  {
    name: `search name "chelsea" (${await share('chelsea')})`,
    url: '/api/v1/products?search=chelsea&searchBy=name',
    goal: GOALS.search,
  },
  {
    name: `search name "linho" (${await share('linho')})`,
    url: '/api/v1/products?search=linho&searchBy=name',
    goal: GOALS.search,
  },
  {
    name: 'search feedProductId (exact)',
    url: `/api/v1/products?search=${sample.feed_product_id}&searchBy=feedProductId`,
    goal: GOALS.list,
  },
  { name: 'count', url: '/api/v1/products/count', goal: GOALS.list },
  // The tabs' counts of a search come in their own request after the rows (docs/decisions/).
  { name: 'count of a search "linho"', url: '/api/v1/products/count?search=linho', goal: GOALS.search },
];

// Other work on the machine shows in the figures; the load average tells how much there was.
console.log(
  `\nLoad average before timing: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `Up to ${requests} sequential requests per call (at most 20 s each) after ${Math.min(20, requests)} warm-up calls, app.inject (ms):`,
);
console.log(
  `${'call'.padEnd(42)} ${'n'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  goal p95`,
);
const results: (Timing & { name: string; url: string; goal: number; error?: string })[] = [];
for (const shape of shapes) {
  try {
    const t = await timeRoute(app, sessionId, shape.url, {
      count: requests,
      warmup: Math.min(20, requests),
      maxSeconds: 20,
    });
    results.push({ ...shape, ...t });
    const verdict = t.p95 <= shape.goal ? 'met' : 'MISSED';
    console.log(
      `${shape.name.padEnd(42)} ${String(t.n).padStart(4)} ${t.p50.toFixed(2).padStart(7)} ${t.p95.toFixed(2).padStart(7)} ${t.max.toFixed(2).padStart(7)}  ${shape.goal} ms ${verdict}`,
    );
  } catch (error) {
    console.log(`${shape.name.padEnd(42)} failed: ${(error as Error).message}`);
  }
}

const byName = (prefix: string) => results.find((r) => r.name.startsWith(prefix));
for (const [deep, first] of [
  ['deep page 400, all', 'first page, all'],
  ['deep page 400, pending', 'first page, default'],
] as const) {
  const d = byName(deep);
  const f = byName(first);
  if (d && f) {
    const ratio = d.p95 / f.p95;
    console.log(
      `${deep} / first: p50 ${(d.p50 / f.p50).toFixed(2)}x, p95 ${ratio.toFixed(2)}x (goal <= 2x${ratio <= 2 ? ', met' : ', MISSED'})`,
    );
  }
}

const missed = results.filter((r) => r.p95 > r.goal).sort((a, b) => b.p95 / b.goal - a.p95 / a.goal);
for (const r of missed.slice(0, 3)) {
  console.log(
    `\nEXPLAIN (ANALYZE, BUFFERS) of the queries behind "${r.name}" (p95 ${r.p95.toFixed(1)} ms > ${r.goal} ms):`,
  );
  const queries = await recorder.during(() =>
    app.inject({ method: 'GET', url: r.url, headers: { 'x-session-id': sessionId } }),
  );
  console.log(await explainProductQueries(handle.db, queries));
}

await app.close();
await handle.close();
cleanup();
