// Shoppers on the stores' pages: 200 at once, as the fitting-room script calls the storefront. Each shopper is a
// new visitor from an address of its own (X-Forwarded-For, trusted from 127.0.0.1, so the storefront's per-address
// limit meets each shopper as it would on the internet): it looks up a
// covered product of the first demo store and asks a recommendation with measures inside the product's table,
// one call after the other as the script makes them, pausing as a person does after each (BENCH_SHOPPERS_THINK_MS,
// default 1000-3000: drawn evenly between the two; `0` for none, when every slot always has a call in flight and
// the figures show the server's throughput rather than a crowd's wait); a slot starts its next shopper as soon as
// one ends, for ROUNDS shoppers per slot (a round before them warms the server up, uncounted). Meanwhile a store user's list of
// products (GET /api/v1/products, as the web list asks it) is polled from another process; its p95 idle (just
// before) and during give the ratio. Lanes: the default installation (the real server as `npm start` runs it, the
// embedded PostgreSQL, the demo seeded) and, when DATABASE_URL is set, the same server on that PostgreSQL (its
// schema public WIPED first). Goals: each storefront call's p95 ≤ 50 ms, no answer but 2xx, the list's p95
// during ≤ 2× idle. Prints numbers, asserts nothing. All traffic goes to 127.0.0.1.
//   npm run bench:shoppers [-- --busy]     --busy: one spinning process per core throughout
//   BENCH_SHOPPERS=200 BENCH_SHOPPERS_ROUNDS=20 BENCH_SHOPPERS_THINK_MS=1000-3000 BENCH_SHOPPERS_LANES=embedded|postgres
import { sql } from 'kysely';
import { connectPostgres } from '../server/db/connection.js';
import { lanesToRun, machineLine, type Lane } from './lanes.js';
import { listPoller } from './listPoller.js';
import { summarize } from './stats.js';
import { apiClient, startServer, type ApiClient } from './busy/server.js';
import { busyLoops } from './busy/traffic.js';
import { shopperRounds, type CallTimes, type ShopperProduct, type ThinkTime } from './shoppers/shopper.js';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS) || 200;
const ROUNDS = Number(process.env.BENCH_SHOPPERS_ROUNDS) || 20;
const THINK = thinkTimeOf(process.env.BENCH_SHOPPERS_THINK_MS ?? '1000-3000');
const IDLE_REQUESTS = 60;
const CALL_GOAL_MS = 50;
const RATIO_GOAL = 2;
const busy = process.argv.includes('--busy');

/** `1000-3000` (drawn between), `2000` (always) or `0` (no pause); another text stops the bench. */
function thinkTimeOf(text: string): ThinkTime {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`BENCH_SHOPPERS_THINK_MS: expected milliseconds such as 1000-3000 or 0, got "${text}"`);
  const minMs = Number(match[1]);
  const maxMs = match[2] === undefined ? minMs : Number(match[2]);
  if (maxMs < minMs) throw new Error(`BENCH_SHOPPERS_THINK_MS: ${maxMs} is below ${minMs}`);
  return { minMs, maxMs };
}

const thinkText = ({ minMs, maxMs }: ThinkTime) =>
  maxMs === 0
    ? 'no pause between calls'
    : `a pause of ${minMs === maxMs ? minMs : `${minMs}–${maxMs}`} ms after each call`;

/** The schema of DATABASE_URL emptied, for a server that migrates and seeds it. */
async function wipe(url: string) {
  console.warn(`!!! WIPING schema public of ${url.replace(/\/\/[^@]*@/, '//')} !!!`);
  const handle = connectPostgres(url, 1);
  await sql`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public`.execute(handle.db);
  await handle.close();
}

interface LookupAnswer {
  covered: boolean;
  modelingId: number | null;
  measures: string[];
}

type TableCell = { initialValue?: number; finalValue?: number };

/**
 * The first store's covered products with a table of their own, each with the measures its look-up asks and,
 * per measure, the span of the table's rows (a shopper's measures are drawn inside it).
 */
async function coveredProducts(client: ApiClient, session: string, key: string): Promise<ShopperProduct[]> {
  const { data: rows } = await client.expect<{ data: { permalink: string }[] }>(
    200,
    '/products?productsAvailable=true&status=true&size=100',
    { session },
  );
  const tables = new Map<number, { measures: Record<string, TableCell> }[]>();
  const products: ShopperProduct[] = [];
  for (const { permalink } of rows) {
    const lookup = await client.expect<LookupAnswer>(
      200,
      `/storefront/${key}/products?permalink=${encodeURIComponent(permalink)}`,
    );
    if (!lookup.covered || lookup.modelingId === null || lookup.measures.length === 0) continue;
    if (!tables.has(lookup.modelingId)) {
      const table = await client.expect<{ rows: { measures: Record<string, TableCell> }[] }>(
        200,
        `/modelings/single/${lookup.modelingId}`,
        { session },
      );
      tables.set(lookup.modelingId, table.rows);
    }
    const tableRows = tables.get(lookup.modelingId)!;
    const spans = lookup.measures.map((measure) => {
      const values = tableRows.flatMap((row) => [
        row.measures[measure]?.initialValue,
        row.measures[measure]?.finalValue,
      ]);
      const known = values.filter((v): v is number => typeof v === 'number' && v > 0);
      return { measure, from: Math.min(...known), to: Math.max(...known) };
    });
    if (spans.every((s) => Number.isFinite(s.from) && s.to >= s.from)) products.push({ permalink, spans });
  }
  if (products.length === 0) throw new Error('The first demo store has no covered product with a table of its own');
  return products;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const goal = (met: boolean) => (met ? 'met' : 'MISSED');
const callLine = (name: string, samples: number[]) => {
  const s = summarize(samples);
  return `${name.padEnd(16)} p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)} (${s.n}; goal p95 ≤ ${CALL_GOAL_MS} ms: ${goal(s.p95 <= CALL_GOAL_MS)})`;
};

async function runLane(lane: Lane) {
  const databaseUrl = lane === 'postgres' ? process.env.DATABASE_URL! : undefined;
  if (databaseUrl) await wipe(databaseUrl);
  const server = await startServer({ databaseUrl });
  const poller = listPoller({ keepFailures: true });
  try {
    const client = apiClient(server.base);
    const session = await client.signIn('store@provador.test');
    const { storefrontKey } = await client.expect<{ storefrontKey: string }>(200, '/tenants/storefront-key', {
      session,
    });
    const products = await coveredProducts(client, session, storefrontKey);
    const shop = { base: server.base, key: storefrontKey, products };
    // Warm-up: one round of every slot, not counted (compiled code, plans, the server's caches).
    await shopperRounds(shop, { shoppers: SHOPPERS, rounds: 1, firstAddress: 0, think: THINK });
    const idle = await poller.measure(server.base, session, null, IDLE_REQUESTS);
    const started = performance.now();
    const running = shopperRounds(shop, { shoppers: SHOPPERS, rounds: ROUNDS, firstAddress: SHOPPERS, think: THINK });
    const during = await poller.measure(server.base, session, running);
    const times: CallTimes = await running;
    const seconds = (performance.now() - started) / 1000;
    const calls = times.lookup.length + times.recommendation.length;
    const listFailures = during.samples.filter((s) => s.status < 200 || s.status > 299).length;
    const ratio = during.summary.p95 / idle.summary.p95;
    console.log(
      `\n${lane}: ${SHOPPERS} shoppers at once × ${ROUNDS} rounds = ${times.shopper.length} shoppers from as many ` +
        `addresses, ${products.length} covered products, ${seconds.toFixed(1)} s, ` +
        `${(calls / seconds).toFixed(0)} storefront calls/s (${machineLine()})`,
    );
    console.log(`  ${callLine('look-up', times.lookup)}`);
    console.log(`  ${callLine('recommendation', times.recommendation)}`);
    const shopper = summarize(times.shopper);
    console.log(
      `  ${'whole shopper'.padEnd(16)} p50 ${ms(shopper.p50)}, p95 ${ms(shopper.p95)}, max ${ms(shopper.max)}`,
    );
    const statuses = [...times.statuses].map(([status, n]) => `${status || 'no answer'} ×${n}`).join(', ');
    console.log(`  answers other than 2xx: ${times.failures} (goal 0: ${goal(times.failures === 0)}) [${statuses}]`);
    console.log(
      `  GET /products p95 idle ${ms(idle.summary.p95)} (${idle.summary.n}), during ${ms(during.summary.p95)} ` +
        `(${during.summary.n}, max ${ms(during.summary.max)}, ${listFailures} not 2xx): ${ratio.toFixed(1)}× ` +
        `(goal ≤ ${RATIO_GOAL}×: ${goal(ratio <= RATIO_GOAL && listFailures === 0)})`,
    );
  } finally {
    poller.close();
    await server.stop();
  }
}

console.log(
  `Shoppers bench: ${SHOPPERS} shoppers at once, ${ROUNDS} rounds, ${thinkText(THINK)}` +
    `${busy ? ', every core kept busy' : ''}; ${machineLine()}`,
);
const loops = busy ? busyLoops() : null;
try {
  for (const lane of lanesToRun(process.env.BENCH_SHOPPERS_LANES)) await runLane(lane);
} finally {
  loops?.stop();
}
