// A client of GET /products in a process of its own, so that a benchmark measuring the server's memory
// counts the server's allocations, not its client's. Started by `listPoller()` below (fork): it takes
// { address, session, count } and times that many requests, or requests until it is sent 'stop'; it
// answers each request's start (epoch milliseconds, the same clock as the parent's) and its time.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { summarize } from './stats.js';

interface PollOrder {
  address: string;
  session: string;
  /** Requests to time; null: until 'stop'. */
  count: number | null;
  /** Keep an answer that is not 2xx (or no answer: status 0) as a sample instead of stopping. */
  keepFailures: boolean;
}

const PAUSE_MS = 25;

/** One timed request: when it started (epoch milliseconds), how long it took (milliseconds) and its status. */
export interface ListSample {
  at: number;
  ms: number;
  /** 0: no answer (the connection failed). */
  status: number;
}

async function timedList({ address, session, keepFailures }: PollOrder): Promise<ListSample> {
  const at = Date.now();
  const start = performance.now();
  const status = await fetch(`${address}/api/v1/products`, { headers: { 'X-Session-Id': session } }).then(
    async (res) => {
      await res.arrayBuffer();
      return res.status;
    },
    (error: unknown) => {
      if (!keepFailures) throw error;
      return 0;
    },
  );
  if (!keepFailures && (status < 200 || status > 299)) throw new Error(`GET /products answered ${status}`);
  return { at, ms: performance.now() - start, status };
}

async function poll(order: PollOrder, stopped: () => boolean): Promise<ListSample[]> {
  const samples: ListSample[] = [];
  while (order.count === null ? !stopped() : samples.length < order.count) {
    samples.push(await timedList(order));
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  return samples;
}

/**
 * The parent's side: one child process, asked to time the list while `busy` runs or `count` times. `measure`
 * answers the timings' summary and the samples (`split` summarises those that started before or after a moment).
 * A failed request stops the poller unless `keepFailures`: then it is a sample with its status.
 */
export function listPoller({ keepFailures = false } = {}) {
  const child = fork(fileURLToPath(import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LIST_POLLER: '1' },
  });
  const answer = () =>
    new Promise<ListSample[]>((resolve, reject) => {
      const ended = (code: number | null) => reject(new Error(`the list poller ended (${code})`));
      child.once('exit', ended);
      child.once('message', (message) => {
        child.off('exit', ended);
        resolve(message as ListSample[]);
      });
    });
  return {
    async measure(address: string, session: string, busy: Promise<unknown> | null, count = 40) {
      const samples = answer();
      child.send({ address, session, count: busy ? null : count, keepFailures } satisfies PollOrder);
      if (busy) {
        await busy.catch(() => undefined);
        child.send('stop');
      }
      const all = await samples;
      return { summary: summaryOf(all), samples: all };
    },
    close: () => child.kill(),
  };
}

if (process.env.LIST_POLLER === '1' && process.send) {
  let stop = false;
  process.on('message', (message: PollOrder | 'stop') => {
    if (message === 'stop') {
      stop = true;
      return;
    }
    stop = false;
    void poll(message, () => stop).then(
      (samples) => process.send!(samples),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

const summaryOf = (samples: ListSample[]) => summarize(samples.map((sample) => sample.ms));

/** The summaries of the samples that started before `at` (epoch milliseconds) and of those that started after. */
export function split(samples: ListSample[], at: number) {
  return { before: summaryOf(samples.filter((s) => s.at < at)), after: summaryOf(samples.filter((s) => s.at >= at)) };
}
