// Orders and reports at scale, on the embedded PostgreSQL and the one of DATABASE_URL side by side: 5M orders over 200 stores (one
// with 1M), then GET /orders page, GET /reports/summarize (30 and 365 days) and the storefront order
// tracker's ingestion through the real app (32 posts in flight, as many shoppers' pages post at once),
// and a returns file of the big store processed by the real job against a bare papaparse parse of the
// same file and against the database's own share (its returns written by one statement, nothing else).
// Prints numbers, asserts nothing.
//   npm run bench:orders            BENCH_ORDERS_SCALE=0.01 for 1% of the rows
//   BENCH_ORDERS_LANES=postgres (or embedded, or embedded,postgres) runs those lanes only; BENCH_RETURNS_ROWS sets the file's rows
//   (default 500,000 × scale, at least 20,000).
// The postgres lane runs when DATABASE_URL is set or the lanes name it, and WIPES the schema public of its database
// (DATABASE_URL, default the local test database).
import Papa from 'papaparse';
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../server/db/connection.js';
import {
  insertNewOrders,
  markItemsReturned,
  type OrderItemValues,
  type OrderValues,
} from '../server/repositories/orders.js';
import { storefrontKeyOf } from '../server/repositories/storefront.js';
import { insertReturnsJob } from '../server/repositories/returnsJobs.js';
import { storedFileOf } from '../server/http/storedUploads.js';
import { processReturnsFile } from '../server/services/returnsFile.js';
import { csvLine } from '../server/services/csv.js';
import { RETURNS_FILE_COLUMNS, type ReturnsUploadOptions } from '../domain/returnsFile.js';
import { randomFrom } from '../server/demo/demoVocabulary.js';
import { machineLine, measureLanes, printLanes, signedInApp, timeGet } from './lanes.js';
import { formatSummary, measured } from './stats.js';

const scale = Number(process.env.BENCH_ORDERS_SCALE ?? '1');
const TOTAL_ORDERS = Math.round(5_000_000 * scale);
const BIG_STORE_ORDERS = Math.round(1_000_000 * scale);
const STORES = 200;
const REQUESTS = 100;
const INGESTED = 5000;
const IN_FLIGHT = 32;
const RETURNS_ROWS = Number(process.env.BENCH_RETURNS_ROWS ?? Math.max(20_000, Math.round(500_000 * scale)));
const DAY = 86_400_000;
const SIZES = ['PP', 'P', 'M', 'G', 'GG'];

/** One year of orders for a store, in batches through the same repository the demo uses. */
async function fillStore(db: Db, tenantId: number, orders: number, seed: number) {
  const random = randomFrom(seed);
  const now = Date.now();
  for (let start = 0; start < orders; start += 2000) {
    const batch: { order: OrderValues; items: OrderItemValues[] }[] = [];
    for (let n = start; n < Math.min(orders, start + 2000); n++) {
      const orderedAt = new Date(now - random.next() * 365 * DAY);
      const fittingRoomUsed = random.next() < 0.45;
      const items: OrderItemValues[] = [];
      for (let k = 1 + Math.floor(random.next() * random.next() * 3); k > 0; k--) {
        const product = Math.floor(random.next() * 2000);
        const size = random.pick(SIZES);
        const recommendedSize = fittingRoomUsed ? random.pick(SIZES) : null;
        const offset = recommendedSize ? Math.sign(SIZES.indexOf(size) - SIZES.indexOf(recommendedSize)) : null;
        const returned = random.next() < (fittingRoomUsed ? 0.1 : 0.2);
        items.push({
          productId: null,
          feedProductId: null,
          sku: `SKU-${product}`,
          permalink: `https://store${tenantId}.example/p/${product}`,
          name: `Product ${product}`,
          size,
          price: 99.9,
          quantity: 1,
          recommendationId: null,
          recommendedSize,
          sizeOffset: offset,
          ...(returned && { returnedAt: new Date(orderedAt.getTime() + 7 * DAY), returnReason: 'SMALL' as const }),
        });
      }
      batch.push({
        order: {
          orderId: `${seed}-${n}`,
          orderedAt,
          country: random.next() < 0.9 ? 'BR' : 'US',
          currency: 'BRL',
          fittingRoomUsed,
          profileCode: null,
          shopperAge: null,
          total: 99.9 * items.length,
        },
        items,
      });
    }
    await db.transaction().execute((trx) => insertNewOrders(trx, tenantId, batch));
  }
}

/** A returns file naming the big store's items (cycling through them when the file is longer), by SKU and size. */
async function returnsFileOf(db: Db, tenantId: number, rows: number): Promise<Buffer> {
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'sku', 'size'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .limit(rows)
    .execute();
  const lines = [csvLine(RETURNS_FILE_COLUMNS)];
  for (let n = 0; n < rows; n++) {
    const item = items[n % items.length]!;
    lines.push(
      csvLine([item.order_id, '', item.sku ?? '', item.size, n % 3 === 0 ? 'too big' : 'SMALL', '2026-03-14']),
    );
  }
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

/** papaparse alone on the same file, all at once (its fastest way): the yardstick of the returns job. */
async function bareParse(file: Buffer) {
  return Papa.parse<string[]>(file.toString('utf8'), { skipEmptyLines: 'greedy' }).data.length;
}

/**
 * The database's own share of a returns file, the floor of any way to process one: the items the file names
 * are set back to not returned (not timed), then marked returned again by the job's own statement, once for
 * them all, with no file read and no matching (their ids known). Answers its seconds and the items.
 */
async function returnsFloor(db: Db, tenantId: number, rows: number) {
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'order_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .limit(rows)
    .execute();
  const ids = items.map((item) => item.id);
  await sql`UPDATE order_items SET returned_at = NULL, return_reason = NULL
    WHERE tenant_id = ${tenantId} AND id = ANY(${ids}::int[])`.execute(db);
  const at = new Date('2026-03-14T12:00:00Z');
  const { seconds } = await measured(() =>
    markItemsReturned(
      db,
      tenantId,
      items.map((item) => ({ itemId: item.id, orderId: item.order_id, reason: 'SMALL' as const, at })),
    ),
  );
  return { seconds, items: items.length };
}

async function measure(handle: DatabaseHandle) {
  // The data is loaded and the returns file runs on the background connections, as the worker's; the app on the
  // requests'.
  const { db, background } = handle;
  const results: Record<string, string> = {};
  const stores = await background
    .insertInto('tenants')
    .values(Array.from({ length: STORES }, (_, i) => ({ name: `Bench store ${i + 1}` })))
    .returning('id')
    .execute();
  const big = stores[0]!.id;
  const started = performance.now();
  await fillStore(background, big, BIG_STORE_ORDERS, 1);
  const perStore = Math.floor((TOTAL_ORDERS - BIG_STORE_ORDERS) / (STORES - 1));
  for (const [i, store] of stores.slice(1).entries()) await fillStore(background, store.id, perStore, i + 2);
  await sql`VACUUM ANALYZE`.execute(background);
  results.load = `${Math.round((performance.now() - started) / 1000)} s`;

  const { app, sessionId, userId } = await signedInApp(db, 'store', big);
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
  results['GET /orders today'] = formatSummary(
    await timeGet(app, sessionId, `/api/v1/orders?startDate=${today}&endDate=${today}`, REQUESTS),
  );
  results['GET /orders 30 days, page 20, returned'] = formatSummary(
    await timeGet(
      app,
      sessionId,
      `/api/v1/orders?startDate=${daysAgo(29)}&endDate=${today}&onlyReturned=true&page=20`,
      REQUESTS,
    ),
  );
  results['GET /reports/summarize 30 days'] = formatSummary(
    await timeGet(app, sessionId, `/api/v1/reports/summarize?startDate=${daysAgo(29)}&endDate=${today}`, REQUESTS),
  );
  results['GET /reports/summarize 365 days'] = formatSummary(
    await timeGet(app, sessionId, `/api/v1/reports/summarize?startDate=${daysAgo(364)}&endDate=${today}`, REQUESTS),
  );

  // The order tracker through the real route, IN_FLIGHT at a time, each from its own shopper address.
  const key = await storefrontKeyOf(db, big);
  const ingestStarted = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < INGESTED) {
      const n = next++;
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/storefront/${key}/orders`,
        remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        payload: {
          orderId: `live-${n}`,
          orderedAt: new Date().toISOString(),
          country: 'BR',
          currency: 'BRL',
          fittingRoomUsed: n % 2 === 0,
          items: [
            { permalink: `https://bench.example/p/${n % 500}`, name: 'Product', size: 'M', price: 10, quantity: 1 },
          ],
        },
      });
      if (res.statusCode !== 201) throw new Error(`tracker: ${res.statusCode} ${res.body}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  results['ingestion (order tracker)'] =
    `${Math.round(INGESTED / ((performance.now() - ingestStarted) / 1000))} orders/s (${INGESTED} orders, ${IN_FLIGHT} in flight)`;

  // A returns file of the big store through the job's own processing, against a bare parse of it.
  const file = await returnsFileOf(background, big, RETURNS_ROWS);
  const options: ReturnsUploadOptions = {
    processingType: 'PRODUCT_SKU',
    ignorePurchasedSize: false,
    ignoreSkuSpaces: false,
  };
  // As an upload waits for its job: compressed, and read a piece at a time.
  const stored = storedFileOf(file);
  const jobId = await insertReturnsJob(db, big, userId, stored, options);
  if (jobId === null) throw new Error('the big store has too many jobs waiting');
  const processed = await measured(() =>
    processReturnsFile(background, {
      id: jobId,
      tenantId: big,
      file: stored,
      language: 'ptBR',
      signal: new AbortController().signal,
      options,
    }),
  );
  // After the job: the bare parse holds every row at once, and V8 would let the job's garbage grow as far.
  const bare = await measured(() => bareParse(file));
  const perSecond = (m: { seconds: number }) => Math.round(RETURNS_ROWS / m.seconds);
  results[`returns file (${RETURNS_ROWS.toLocaleString('en')} rows, ${(file.length / 1_048_576).toFixed(0)} MB)`] =
    `${perSecond(processed)} rows/s, ${Math.round((100 * bare.seconds) / processed.seconds)}% of a bare parse ` +
    `(${perSecond(bare)} rows/s); memory +${processed.growthMb.toFixed(0)} MB (bare parse +${bare.growthMb.toFixed(0)} MB)`;
  // What no design can beat: the file read (the bare parse) and the returns written, even side by side.
  const floor = await returnsFloor(background, big, RETURNS_ROWS);
  const best = Math.max(floor.seconds, bare.seconds);
  results['returns file: the database alone'] =
    `${floor.seconds.toFixed(1)} s to mark the file's ${floor.items.toLocaleString('en')} items returned in one ` +
    `statement; so at best ${perSecond({ seconds: best })} rows/s, ${Math.round((100 * bare.seconds) / best)}% of a bare parse; ` +
    `the job took ${(processed.seconds / floor.seconds).toFixed(1)}× it`;
  await app.close();
  return results;
}

console.log(
  `Orders bench: ${TOTAL_ORDERS.toLocaleString('en')} orders over ${STORES} stores (big store ${BIG_STORE_ORDERS.toLocaleString('en')}), scale ${scale}; ${machineLine()}`,
);
const byLane = await measureLanes('orders', process.env.BENCH_ORDERS_LANES, measure);
// The same goals on both lanes: both are PostgreSQL.
const goals: Record<string, string> = {
  'GET /orders today': 'p95 ≤ 10 ms',
  'GET /orders 30 days, page 20, returned': 'p95 ≤ 10 ms',
  'GET /reports/summarize 30 days': 'p95 ≤ 50 ms',
  'GET /reports/summarize 365 days': 'p95 ≤ 50 ms',
  'ingestion (order tracker)': '≥ 2,000 orders/s',
  'returns file: the database alone': 'the job ≤ 1.3× it',
};
const returnsRow = [...byLane.values()].flatMap((r) => Object.keys(r)).find((row) => row.startsWith('returns file'));
if (returnsRow) goals[returnsRow] = 'flat memory (its reading alone, at three lengths: bench:upload-read)';
printLanes(byLane, goals);
process.exit(0);
