// The default installation on a busy machine: the real server (`node --import tsx server/main.ts`, the embedded
// PostgreSQL in a temporary DATA_DIR, the demo seeded) in a process of its own while one busy-loop process per
// core spins, and a store user's list of products (GET /api/v1/products, as the web list asks it) polled by a
// client in another process throughout. For each case: the list's p95 just before (idle) and during, their
// ratio (goal ≤ 3×), the longest list request (goal ≤ 2 s), the 5xx answers of every request the benchmark made
// (goal 0) and the case's own time; then what the server's log shows of requests over 2 s or 5xx. The cases:
//   (a) an import of 2,000 new products (a Google Merchant feed uploaded by a moderator);
//   (b) an import that switches off 33,000 products: after an import of 66,000, a feed with half of them and
//       2,000 others (over half of the last run, so the guard lets it switch the rest off); the whole import is timed;
//   (c) a 100 MB returns file uploaded by the store user: one row for each of 2,000 orders tracked through the
//       storefront order tracker (on products of case a), the rest naming orders the store does not have
//       ("not found"), as most rows of a file from the wrong period would;
//   (d) usage events of the storefront at 500 a second for 30 s from 50 addresses (X-Forwarded-For, trusted from
//       127.0.0.1) with the store's key: the storefront's limit of 120 calls a minute per key and address answers
//       most of them 429 after the first 12 s, as it would such a site.
// Prints numbers, asserts nothing. All traffic goes to 127.0.0.1.
//   npm run bench:busy            BENCH_BUSY_SCALE=0.1 for a tenth of the products, returns file and event seconds
import { machineLine } from './lanes.js';
import { listPoller, type ListSample } from './listPoller.js';
import { summarize } from './stats.js';
import { merchantFeed, returnsFile, type FeedProducts } from './busy/files.js';
import { serverLogBetween } from './busy/serverLog.js';
import { apiClient, startServer, type ApiClient, type Tally } from './busy/server.js';
import { busyLoops, trackOrders, usageEvents } from './busy/traffic.js';

const scale = Number(process.env.BENCH_BUSY_SCALE ?? '1');
const scaled = (n: number, least: number) => Math.max(least, Math.round(n * scale));
const NEW_PRODUCTS = scaled(2000, 100);
const SWITCHED_OFF = scaled(33_000, 500);
const OTHERS = scaled(2000, 100);
const ORDERS = scaled(2000, 100);
const RETURNS_BYTES = scaled(100 * 1024 * 1024, 1024 * 1024);
const EVENTS_PER_SECOND = 500;
const EVENT_SECONDS = scaled(30, 5);
const EVENT_ADDRESSES = 50;
const IDLE_REQUESTS = 40;
const SLOW_MS = 2000;
const RATIO_GOAL = 3;
/** The longest any job may take before the benchmark gives up. */
const JOB_LIMIT_MS = 30 * 60_000;
const JOB_POLL_MS = 500;
/** An upload refused 409 because the store's import (the demo's own, at start) runs: tried again this long. */
const UPLOAD_RETRY_MS = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fileForm = (bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
};

/** Polls a job until it finishes or fails, within JOB_LIMIT_MS; answers its last state. */
async function jobDone<T extends { status: string }>(client: ApiClient, session: string, path: string): Promise<T> {
  const deadline = Date.now() + JOB_LIMIT_MS;
  while (Date.now() < deadline) {
    const res = await client.call(path, { session });
    const job = res.body as T;
    if (res.status === 200 && (job.status === 'finished' || job.status === 'failed')) return job;
    await sleep(JOB_POLL_MS);
  }
  throw new Error(`${path} did not end within ${JOB_LIMIT_MS / 60_000} min`);
}

interface FeedJob {
  status: string;
  failure: string | null;
  progress: { read: number; inserted: number; updated: number } | null;
}

/** Uploads a feed as the moderator and waits for its import; answers the job. */
async function importFeed(client: ApiClient, moderator: string, ranges: FeedProducts[]): Promise<FeedJob> {
  const feed = merchantFeed(ranges);
  const deadline = Date.now() + UPLOAD_RETRY_MS;
  for (;;) {
    const res = await client.call('/importations/upload', {
      method: 'POST',
      session: moderator,
      body: fileForm(feed, 'feed.xml'),
    });
    if (res.status === 202) {
      const { jobId } = res.body as { jobId: number };
      const job = await jobDone<FeedJob>(client, moderator, `/importations/jobs/${jobId}`);
      if (job.status !== 'finished') throw new Error(`The import failed: ${job.failure}`);
      return job;
    }
    if (res.status !== 409 || Date.now() > deadline) {
      throw new Error(`POST /importations/upload: ${res.status} ${JSON.stringify(res.body)}`);
    }
    await sleep(1000);
  }
}

const feedLine = (job: FeedJob) =>
  `read ${job.progress?.read}, inserted ${job.progress?.inserted}, updated ${job.progress?.updated}`;

/** Products of the store with the plugin off (what an import switches off). */
const switchedOff = async (client: ApiClient, session: string) =>
  (await client.expect<{ total: number }>(200, '/products?status=false&size=1', { session })).total;

interface CaseResult {
  name: string;
  seconds: number;
  detail: string;
  idle: ReturnType<typeof summarize>;
  during: ReturnType<typeof summarize>;
  list: ListSample[];
  calls: Tally;
  from: number;
  to: number;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const goal = (met: boolean) => (met ? 'met' : 'MISSED');

function printCase(result: CaseResult) {
  const { idle, during, calls, list } = result;
  const ratio = during.p95 / idle.p95;
  const listErrors = list.filter((s) => s.status === 0 || s.status >= 500).length;
  const serverErrors = listErrors + calls.serverErrors;
  const statuses = [...calls.byStatus].map(([status, n]) => `${status || 'no answer'} ×${n}`).join(', ');
  console.log(`\n${result.name}: ${result.seconds.toFixed(1)} s (${result.detail})`);
  console.log(
    `  GET /products p95 idle ${ms(idle.p95)} (${idle.n} requests), during ${ms(during.p95)} (${during.n}): ` +
      `${ratio.toFixed(1)}× (goal ≤ ${RATIO_GOAL}×: ${goal(ratio <= RATIO_GOAL)}); longest ${ms(during.max)} ` +
      `(goal ≤ ${SLOW_MS} ms: ${goal(during.max <= SLOW_MS)})`,
  );
  console.log(
    `  5xx or no answer: ${serverErrors} (goal 0: ${goal(serverErrors === 0)}) of ${list.length + calls.requests} ` +
      `requests (list ${listErrors} of ${list.length}; the case's own ${calls.requests}: ${statuses || 'none'}; ` +
      `slowest ${calls.slowest || '-'} ${ms(calls.slowestMs)})`,
  );
}

/**
 * Times the list idle, then while `work` runs (its own requests counted apart); answers the figures. `work`
 * answers a line saying what it did.
 */
async function measureCase(
  name: string,
  poller: ReturnType<typeof listPoller>,
  client: ApiClient,
  address: string,
  session: string,
  work: () => Promise<string>,
): Promise<CaseResult> {
  const idle = await poller.measure(address, session, null, IDLE_REQUESTS);
  client.reset();
  const from = Date.now();
  const started = performance.now();
  const running = work();
  const during = await poller.measure(address, session, running);
  const detail = await running;
  const result: CaseResult = {
    name,
    seconds: (performance.now() - started) / 1000,
    detail,
    idle: idle.summary,
    during: during.summary,
    list: [...idle.samples, ...during.samples],
    calls: client.reset(),
    from,
    to: Date.now(),
  };
  printCase(result);
  return result;
}

console.log(
  `Busy-machine bench, scale ${scale}: (a) ${NEW_PRODUCTS} new products, (b) ${SWITCHED_OFF} switched off of ` +
    `${SWITCHED_OFF * 2}, (c) a ${(RETURNS_BYTES / 1048576).toFixed(0)} MB returns file over ${ORDERS} orders, ` +
    `(d) ${EVENTS_PER_SECOND} events/s for ${EVENT_SECONDS} s from ${EVENT_ADDRESSES} addresses; ${machineLine()}`,
);
const loops = busyLoops();
console.log(`${loops.count} busy-loop processes started; starting the server (embedded PostgreSQL, demo seeded)`);
const server = await startServer().catch((error: unknown) => {
  loops.stop();
  throw error;
});
const poller = listPoller({ keepFailures: true });
const results: CaseResult[] = [];
try {
  const client = apiClient(server.base);
  const store = await client.signIn('store@provador.test');
  const moderator = await client.signIn('moderator@provador.test');
  const { storefrontKey } = await client.expect<{ storefrontKey: string }>(200, '/tenants/storefront-key', {
    session: store,
  });
  await client.expect(200, '/tenants/importation-rules', {
    method: 'PATCH',
    session: moderator,
    body: { missingProducts: 'DEACTIVATE' },
  });
  console.log(`Server up at ${server.base} (${machineLine()}); log: ${server.logPath}`);

  results.push(
    await measureCase('(a) import of new products', poller, client, server.base, store, async () =>
      feedLine(await importFeed(client, moderator, [{ prefix: 'BUSY-A', from: 0, to: NEW_PRODUCTS }])),
    ),
  );

  let started = performance.now();
  const first = await importFeed(client, moderator, [{ prefix: 'BUSY-B', from: 0, to: SWITCHED_OFF * 2 }]);
  const offBefore = await switchedOff(client, store);
  console.log(`\n(b) first import: ${((performance.now() - started) / 1000).toFixed(1)} s (${feedLine(first)})`);
  client.reset();
  results.push(
    await measureCase('(b) import switching products off', poller, client, server.base, store, async () => {
      const job = await importFeed(client, moderator, [
        { prefix: 'BUSY-B', from: SWITCHED_OFF, to: SWITCHED_OFF * 2 },
        { prefix: 'BUSY-B2', from: 0, to: OTHERS },
      ]);
      return `${feedLine(job)}, switched off ${(await switchedOff(client, store)) - offBefore}`;
    }),
  );

  started = performance.now();
  const orders = await trackOrders(client, storefrontKey, ORDERS);
  const file = returnsFile(orders, RETURNS_BYTES);
  console.log(
    `\n(c) ${orders.length} orders tracked and a ${(file.length / 1048576).toFixed(1)} MB file written in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  client.reset();
  results.push(
    await measureCase('(c) returns file', poller, client, server.base, store, async () => {
      const { jobId } = await client.expect<{ jobId: number }>(202, '/report/returns?processingType=PRODUCT_ID', {
        method: 'POST',
        session: store,
        body: fileForm(file, 'returns.csv'),
      });
      const job = await jobDone<{ status: string; failure: string | null; summary: Record<string, number> | null }>(
        client,
        store,
        `/report/returns/${jobId}`,
      );
      return `${job.status}${job.failure ? `: ${job.failure}` : ''}, ${JSON.stringify(job.summary)}`;
    }),
  );

  results.push(
    await measureCase('(d) storefront usage events', poller, client, server.base, store, async () => {
      const sent = await usageEvents(client, storefrontKey, {
        perSecond: EVENTS_PER_SECOND,
        seconds: EVENT_SECONDS,
        addresses: EVENT_ADDRESSES,
      });
      return `${sent.sent} events sent at ${sent.perSecond.toFixed(0)}/s`;
    }),
  );
} finally {
  poller.close();
  await server.stop();
  loops.stop();
}

console.log(`\nThe server's log (requests over ${SLOW_MS} ms or 5xx, error lines), case by case:`);
for (const result of results) {
  const lines = await serverLogBetween(server.logPath, result.from, result.to, SLOW_MS);
  console.log(`  ${result.name}: ${lines.length ? '' : 'none'}`);
  for (const line of lines) console.log(`    ${line}`);
}
console.log(`\n${machineLine()}`);
process.exit(0);
