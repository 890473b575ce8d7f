// Product feed import at scale: writes Google Merchant feeds of about 50 MB and 500 MB (≈100k and 1M items,
// with variants far apart, items missing fields and sizes outside charts) into a temporary folder, then
// for each lane (bench/lanes.ts: the embedded PostgreSQL; the one of DATABASE_URL too when it is set) prints:
// import items/s next to a bare saxes parse of the same file, peak RSS growth of this process (the list's client
// runs in a process of its own) and the V8 heap's spaces at that peak, an unchanged rerun's time (and its memory
// when the feed was uploaded, read from the compressed file the upload keeps), and GET /products
// p95 while the import runs against idle (before it, and after it for the same list full), and the database's own
// share (the products the import inserted, written by SQL alone): the floor of any importer. Another store's 20k
// products are on the server first, counted by the statistics, as on a server with stores.
// Prints numbers, asserts nothing.
//   npm run bench:feed                       (BENCH_FEED_SIZES=100000,1000000 by default: items per feed)
//   BENCH_FEED_SIZES=20000 DATABASE_URL=postgres://... npm run bench:feed
//   BENCH_FEED_LANES=postgres (or embedded, or embedded,postgres): those lanes only
// The postgres lane WIPES the schema public of DATABASE_URL (default the local test database).
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg, tmpdir } from 'node:os';
import { getHeapSpaceStatistics } from 'node:v8';
import { join } from 'node:path';
import { sql } from 'kysely';
import { SaxesParser } from 'saxes';
import { DEFAULT_IMPORTATION_RULES } from '../contract/feeds.js';
import { productState } from '../domain/productState.js';
import { buildApp } from '../server/app.js';
import { storeUpload, uploadedStream } from '../server/http/storedUploads.js';
import { loadConfig } from '../server/config.js';
import type { Db } from '../server/db/connection.js';
import { analyseFeed, importFeed, type FeedImportResult, type FeedPhaseTimes } from '../server/services/feedImport.js';
import { createSession } from '../server/services/sessions.js';
import { lanesToRun, openLane } from './lanes.js';
import { listPoller, split } from './listPoller.js';
import { formatSummary } from './stats.js';

const sizes = (process.env.BENCH_FEED_SIZES ?? '100000,1000000').split(',').map(Number).filter(Boolean);
const folder = mkdtempSync(join(tmpdir(), 'provador-bench-feed-'));
const SIZE_NAMES = ['PP', 'P', 'M', 'G', 'GG'];
const MB = 1024 * 1024;
/** Brands and categories the bench feed names: a product of group g has brand g % 40 and category g % 25. */
const FEED_BRANDS = 40;
const FEED_CATEGORIES = 25;

/** Writes a feed of `items` items: groups of 3 variants, the third listed 500 items later; 1% miss a link. */
async function writeFeed(path: string, items: number): Promise<number> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
      '<title>Bench store</title>\n<link>https://bench.example/</link>\n',
  );
  for (let i = 0; i < items; i += 1) {
    // Items i and i+1 are variants of one group; the group's third variant comes 500 items later.
    const group = i % 3 === 2 ? Math.floor(Math.max(0, i - 1500) / 3) : Math.floor(i / 3);
    const size = SIZE_NAMES[i % SIZE_NAMES.length]!;
    const link = i % 100 === 99 ? '' : `<link>https://bench.example/produto/${group}?utm_source=feed</link>`;
    await write(
      `<item><g:id>SKU-${i}</g:id><g:item_group_id>G-${group}</g:item_group_id>` +
        `<title><![CDATA[Camiseta modelo ${group} algodão]]></title>${link}` +
        `<description>Camiseta de algodão penteado, modelagem regular, gola careca, produto ${group}.</description>` +
        `<g:image_link>https://img.bench.example/${group}.jpg</g:image_link><g:brand>Marca ${group % FEED_BRANDS}</g:brand>` +
        `<g:product_type>Roupas &gt; Camisetas ${group % FEED_CATEGORIES}</g:product_type>` +
        `<g:google_product_category>Apparel &amp; Accessories &gt; Clothing &gt; Shirts &amp; Tops</g:google_product_category>` +
        `<g:gender>${group % 2 ? 'female' : 'male'}</g:gender><g:age_group>adult</g:age_group><g:size>${size}</g:size>` +
        `<g:availability>in stock</g:availability><g:price>${(group % 200) + 19.9} BRL</g:price></item>\n`,
    );
  }
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
  return statSync(path).size;
}

/** The same file through saxes alone, counting items: the ceiling the importer is compared with. */
async function bareParse(path: string): Promise<number> {
  const parser = new SaxesParser({ xmlns: true });
  let items = 0;
  parser.on('closetag', (tag) => {
    if (tag.local === 'item') items += 1;
  });
  const decoder = new TextDecoder();
  const start = performance.now();
  for await (const chunk of createReadStream(path)) parser.write(decoder.decode(chunk as Buffer, { stream: true }));
  parser.close();
  const seconds = (performance.now() - start) / 1000;
  return items / seconds;
}

/** A store and a signed-in member of it, for the list calls. */
async function storeWithSession(db: Db, name: string) {
  const tenant = await db
    .insertInto('tenants')
    .values({ name, domain: `${name}.example` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      email: `bench@${name}.example`,
      name: 'Bench',
      password_hash: 'x',
      role: 'store',
      accepted_privacy_policy_at: new Date(),
      accepted_use_terms_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('tenant_users').values({ tenant_id: tenant.id, user_id: user.id }).execute();
  const session = await createSession(db, user.id, tenant.id, { idleMinutes: 600, maxHours: 24 });
  return { tenantId: tenant.id, session };
}

/** Rows per statement of the database floor: the importer's batch on PostgreSQL. */
const FLOOR_STATEMENT_ROWS = 1000;

/**
 * The database's own share of an import, the floor of any importer: `products` products like the feed's
 * (same names, links and sizes, each with a brand and a category of the store as the feed gives them; new, so in
 * the state the import gives them) inserted for a store of their own by SQL alone, FLOOR_STATEMENT_ROWS per
 * statement: no feed read, no rules, no look-ups. The brands and categories are made before the timing, and the
 * rows deleted after it. Answers the seconds.
 */
async function databaseFloor(db: Db, name: string, products: number): Promise<number> {
  const store = await db
    .insertInto('tenants')
    .values({ name, domain: `${name}.example` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const named = async (table: 'brands' | 'categories', prefix: string, count: number) => {
    const names = Array.from({ length: count }, (_, i) => ({ tenant_id: store.id, name: `${prefix} ${i}` }));
    const rows = await db.insertInto(table).values(names).returning('id').execute();
    return rows.map((row) => row.id);
  };
  const brands = await named('brands', 'Marca', FEED_BRANDS);
  const categories = await named('categories', 'Camisetas', FEED_CATEGORIES);
  const state = productState({ pluginActive: true, chartSizes: null, sizes: [] });
  const start = performance.now();
  for (let from = 0; from < products; from += FLOOR_STATEMENT_ROWS) {
    const to = Math.min(products, from + FLOOR_STATEMENT_ROWS) - 1;
    await sql`
      INSERT INTO products (tenant_id, feed_product_id, permalink, name, image_url, brand_id, category_id, gender,
        age_group, size_type, product_type, available_sizes, plugin_active, state)
      SELECT ${store.id}, 'G-' || g, 'https://bench.example/produto/' || g, 'Camiseta modelo ' || g || ' algodão',
        'https://img.bench.example/' || g || '.jpg', (${brands}::int[])[1 + g % ${FEED_BRANDS}],
        (${categories}::int[])[1 + g % ${FEED_CATEGORIES}], CASE WHEN g % 2 = 1 THEN 'f' ELSE 'm' END, 'adult',
        'regular', 'clothes', ARRAY['PP', 'P', 'M'], true, ${state}
      FROM generate_series(${from}::int, ${to}::int) AS g`.execute(db);
  }
  const seconds = (performance.now() - start) / 1000;
  await db.deleteFrom('products').where('tenant_id', '=', store.id).execute();
  return seconds;
}

/** Products of a store already on the server before the benched ones. */
const OTHER_STORE_PRODUCTS = 20_000;

/**
 * A store already on the server, its products counted by the statistics: as on any server with stores, the
 * planner then knows the products table, and counts none for a store it has not seen (docs/decisions/0141).
 */
async function anotherStoreAnalysed(db: Db) {
  const store = await db
    .insertInto('tenants')
    .values({ name: 'bench-other', domain: 'bench-other.example' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO products (tenant_id, feed_product_id, permalink, name, gender, age_group, size_type, product_type)
    SELECT ${store.id}, 'O-' || g, 'https://other.example/p/' || g, 'Outro produto ' || g, 'u', 'adult', 'regular',
      'clothes'
    FROM generate_series(1, ${OTHER_STORE_PRODUCTS}::int) AS g`.execute(db);
  await sql`ANALYZE products`.execute(db);
}

const youngAndOld = () => {
  const spaces = getHeapSpaceStatistics();
  const size = (name: string) => spaces.find((space) => space.space_name === name)?.space_size ?? 0;
  return { young: size('new_space'), old: size('old_space') + size('large_object_space') };
};

/** Samples the process's memory; answers the peak RSS growth in MB and, at that peak, the V8 heap's spaces. */
function rssPeak() {
  const base = { ...process.memoryUsage(), ...youngAndOld() };
  let peak = base;
  const timer = setInterval(() => {
    const rss = process.memoryUsage().rss;
    if (rss > peak.rss) peak = { ...process.memoryUsage(), ...youngAndOld() };
  }, 20);
  return () => {
    clearInterval(timer);
    const growth = (key: 'rss' | 'young' | 'old' | 'external') => (peak[key] - base[key]) / MB;
    return { rss: growth('rss'), young: growth('young'), old: growth('old'), external: growth('external') };
  };
}

const noPhases = (): FeedPhaseTimes => ({ stage: 0, plan: 0, write: 0, finish: 0 });
/** Seconds per phase: parse + stage (overlapped), planning (page reads and drafts overlap the writes), writing, deactivating. */
const formatPhases = (phases: FeedPhaseTimes) =>
  Object.entries(phases)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');

const settings = {
  rules: DEFAULT_IMPORTATION_RULES,
  httpLinkBehavior: 'STRIP_QUERY' as const,
  automaticallyImportSize: true,
};
const lanes = lanesToRun(process.env.BENCH_FEED_LANES);

console.log(
  `Load average at start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
try {
  const feeds = [];
  for (const items of sizes) {
    const path = join(folder, `feed-${items}.xml`);
    const bytes = await writeFeed(path, items);
    const bare = await bareParse(path);
    console.log(
      `Feed of ${items.toLocaleString('en')} items, ${(bytes / MB).toFixed(0)} MB: bare saxes parse ${Math.round(bare).toLocaleString('en')} items/s`,
    );
    feeds.push({ items, path, bare });
  }
  for (const lane of lanes) {
    const { handle, cleanup } = await openLane(lane, 'feed-db');
    const config = { ...loadConfig({}), dataDir: folder, webDir: '/nonexistent' };
    const { app } = await buildApp({ db: handle.db, config });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const poller = listPoller();
    const measureWhile = poller.measure;
    try {
      await anotherStoreAnalysed(handle.db);
      for (const feed of feeds) {
        const store = await storeWithSession(handle.db, `bench-${lane}-${feed.items}`);
        // As the server's feed worker imports: on the background connections.
        const run = (phases?: FeedPhaseTimes) =>
          importFeed(handle.background, {
            tenantId: store.tenantId,
            stream: createReadStream(feed.path),
            settings,
            phases,
          });
        const firstPhases = noPhases();
        const rerunPhases = noPhases();
        // Warm first (compiled code, cached plans), so that idle is the list's own time, not a cold start's.
        await measureWhile(address, store.session, null, 10);
        const { summary: idle } = await measureWhile(address, store.session, null);
        const stopPeak = rssPeak();
        const start = performance.now();
        const startedAt = Date.now();
        let result: FeedImportResult | undefined;
        const importing = run(firstPhases).then((r) => (result = r));
        const { summary: during, samples: duringSamples } = await measureWhile(address, store.session, importing);
        await importing;
        const seconds = (performance.now() - start) / 1000;
        const growth = stopPeak();
        const { summary: idleAfter } = await measureWhile(address, store.session, null);
        const rerunStart = performance.now();
        const rerun = await run(rerunPhases);
        const rerunSeconds = (performance.now() - rerunStart) / 1000;
        const rate = feed.items / seconds;
        console.log(
          `[${lane}] ${feed.items.toLocaleString('en')} items: import ${seconds.toFixed(1)} s, ${Math.round(rate).toLocaleString('en')} items/s ` +
            `(${((rate / feed.bare) * 100).toFixed(1)}% of the bare parse), inserted ${result!.inserted}, ` +
            `unknown ${result!.unknown}, errors ${result!.errors}; peak RSS growth ${growth.rss.toFixed(0)} MB (goal ≤ 100 MB at 1M items)`,
        );
        console.log(
          `[${lane}]   at that peak: the server thread's heap: young generation +${growth.young.toFixed(0)} MB, old +${growth.old.toFixed(0)} MB; external +${growth.external.toFixed(0)} MB`,
        );
        console.log(
          `[${lane}]   unchanged rerun ${rerunSeconds.toFixed(1)} s, ${(rerunSeconds / seconds).toFixed(2)}× the import ` +
            `(goal ≤ 0.5×; updated ${rerun.updated}, inserted ${rerun.inserted})`,
        );
        // The same feed uploaded: it waits compressed, as the upload route stores it, and is read from that.
        const upload = await storeUpload(createReadStream(feed.path));
        const stopUploadPeak = rssPeak();
        const uploadStart = performance.now();
        await importFeed(handle.background, {
          tenantId: store.tenantId,
          stream: uploadedStream(upload.file),
          settings,
        });
        const uploadSeconds = (performance.now() - uploadStart) / 1000;
        console.log(
          `[${lane}]   the same feed uploaded (stored as ${(upload.file.length / MB).toFixed(0)} MB): unchanged rerun ` +
            `${uploadSeconds.toFixed(1)} s, peak RSS growth ${stopUploadPeak().rss.toFixed(0)} MB`,
        );
        console.log(`[${lane}]   phases, first import: ${formatPhases(firstPhases)}`);
        console.log(`[${lane}]   phases, unchanged rerun: ${formatPhases(rerunPhases)}`);
        const dryStart = performance.now();
        const report = await analyseFeed(handle.background, {
          tenantId: store.tenantId,
          stream: createReadStream(feed.path),
          settings,
        });
        console.log(
          `[${lane}]   dry run ${((performance.now() - dryStart) / 1000).toFixed(1)} s (would insert ${report.wouldInsert}, update ${report.wouldUpdate}, leave ${report.wouldLeave})`,
        );
        // What no importer can beat: the feed read (the bare parse) and its products written, even side by side.
        const floor = await databaseFloor(handle.db, `bench-floor-${lane}-${feed.items}`, result!.inserted);
        const best = Math.max(floor, feed.items / feed.bare);
        console.log(
          `[${lane}]   the database alone inserts these ${result!.inserted.toLocaleString('en')} products in ${floor.toFixed(1)} s ` +
            `(SQL only, ${FLOOR_STATEMENT_ROWS.toLocaleString('en')} per statement): so at best ` +
            `${Math.round(feed.items / best).toLocaleString('en')} items/s, ${((100 * feed.items) / best / feed.bare).toFixed(0)}% of the bare parse; ` +
            `the import took ${(seconds / floor).toFixed(1)}× it (goal ≤ 1.5×)`,
        );
        console.log(`[${lane}]   GET /products idle:      ${formatSummary(idle)}`);
        console.log(
          `[${lane}]   … idle after the import: ${formatSummary(idleAfter)} (the store's products all there)`,
        );
        console.log(
          `[${lane}]   GET /products importing: ${formatSummary(during)} (${(during.p95 / idle.p95).toFixed(1)}× idle p95, ` +
            `${(during.p95 / idleAfter.p95).toFixed(1)}× idle after; goal ≤ 3×)`,
        );
        // Reading and staging come first, then the staged products are planned and written.
        const phase = split(duringSamples, startedAt + firstPhases.stage);
        console.log(
          `[${lane}]     while reading and staging: ${formatSummary(phase.before)}; ` +
            `while planning and writing: ${formatSummary(phase.after)}`,
        );
      }
    } finally {
      poller.close();
      await app.close();
      await handle.close();
      cleanup();
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
