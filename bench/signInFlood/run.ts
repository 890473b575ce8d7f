// Floods sign-in with random e-mails against a real listening server (its own process) and measures
// how a real sign-in, /api/v1/app-info and the web app's / answer meanwhile. Prints numbers only.
//   npm run bench:sign-in -- [--addresses 4] [--parallel 40] [--seconds 8] [--max-requests 3000]
// Flood requests come through the trusted proxy address (X-Forwarded-For) from `--addresses` client
// addresses; the probes come from 127.0.0.1 itself, which the flood never uses.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCH_EMAIL, BENCH_PASSWORD } from './credentials.js';
import { Series } from './series.js';

const { values } = parseArgs({
  options: {
    addresses: { type: 'string', default: '4' },
    parallel: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '8' },
    'max-requests': { type: 'string', default: '3000' },
  },
});
const ADDRESSES = Number(values.addresses);
const PARALLEL = Number(values.parallel);
const SECONDS = Number(values.seconds);
const MAX_REQUESTS = Number(values['max-requests']);
const PROBE_EVERY_MS = 250;

const server = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
const { base, hasWeb } = await new Promise<{ base: string; hasWeb: boolean }>((resolve, reject) => {
  server.once('message', (message) => resolve(message as { base: string; hasWeb: boolean }));
  server.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
});

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
const realSignIn = { authorization: basic(BENCH_EMAIL, BENCH_PASSWORD) };

async function timed(path: string, headers: Record<string, string> = {}): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const res = await fetch(base + path, { headers });
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status };
}

const probes = () => ({ signIn: new Series(), appInfo: new Series(), web: new Series() });
const quiet = probes();
for (let i = 0; i < 5; i++) {
  quiet.signIn.add(await timed('/api/v1/me', realSignIn));
  quiet.appInfo.add(await timed('/api/v1/app-info'));
  if (hasWeb) quiet.web.add(await timed('/'));
}

const flood = new Series();
const during = probes();
const until = Date.now() + SECONDS * 1000;
let sent = 0;
const going = () => Date.now() < until && sent < MAX_REQUESTS;

async function flooder(): Promise<void> {
  while (going()) {
    sent++;
    const address = `198.51.100.${(sent % ADDRESSES) + 1}`;
    const email = `${Math.random().toString(36).slice(2)}@example.com`;
    flood.add(await timed('/api/v1/me', { authorization: basic(email, 'guess'), 'x-forwarded-for': address }));
  }
}

// Each probe loops on its own, so a slow answer to one does not delay the others.
async function prober(probe: () => Promise<void>): Promise<void> {
  while (going()) {
    await probe();
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
}

await Promise.all([
  ...Array.from({ length: PARALLEL }, flooder),
  prober(async () => during.signIn.add(await timed('/api/v1/me', realSignIn))),
  prober(async () => during.appInfo.add(await timed('/api/v1/app-info'))),
  ...(hasWeb ? [prober(async () => during.web.add(await timed('/')))] : []),
]);
server.disconnect();

const print = (label: string, series: ReturnType<typeof probes>) => {
  console.log(label);
  console.log(`  real sign-in            ${series.signIn}`);
  console.log(`  GET /api/v1/app-info    ${series.appInfo}`);
  if (hasWeb) console.log(`  GET /                   ${series.web}`);
};
console.log(
  `Sign-in flood: ${PARALLEL} in parallel, random e-mails from ${ADDRESSES} address(es), ${sent} requests in at most ${SECONDS} s`,
);
console.log(`  flood answers           ${flood}`);
print('Quiet, before the flood:', quiet);
print('During the flood:', during);
if (!hasWeb) console.log('(no built web app in dist/: run `npx vite build` to measure / too)');
