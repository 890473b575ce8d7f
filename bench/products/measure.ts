// Timing of route calls and the query plans behind a slow one.
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/connection.js';

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

export function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

/**
 * Calls one URL `warmup` times unmeasured, then `count` times measured, one after the other; a slow
 * call stops early after `maxSeconds` so that a lane stays within minutes.
 */
export async function timeRoute(
  app: FastifyInstance,
  sessionId: string,
  url: string,
  { count, warmup, maxSeconds }: { count: number; warmup: number; maxSeconds: number },
): Promise<Timing & { body: unknown; n: number }> {
  let body: unknown;
  const call = async () => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-session-id': sessionId } });
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res;
  };
  const warmUntil = performance.now() + (maxSeconds / 4) * 1000;
  for (let i = 0; i < warmup && (i === 0 || performance.now() < warmUntil); i++) body = (await call()).json();
  const samples: number[] = [];
  const until = performance.now() + maxSeconds * 1000;
  for (let i = 0; i < count && performance.now() < until; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return { ...summarize(samples), body, n: samples.length };
}

/** Keeps the SQL of the queries run while recording, to explain them afterwards. */
export class QueryRecorder implements KyselyPlugin {
  private recorded: CompiledQuery[] | null = null;
  constructor(private readonly base: Db) {}

  transformQuery(args: PluginTransformQueryArgs) {
    this.recorded?.push(this.base.getExecutor().compileQuery(args.node, args.queryId));
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }

  async during(action: () => Promise<unknown>): Promise<CompiledQuery[]> {
    this.recorded = [];
    try {
      await action();
      return this.recorded;
    } finally {
      this.recorded = null;
    }
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of every recorded query that reads products. */
export async function explainProductQueries(db: Db, queries: CompiledQuery[]): Promise<string> {
  const out: string[] = [];
  for (const q of queries.filter((query) => /\bproducts\b/.test(query.sql))) {
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, [...q.parameters]),
    );
    out.push(`  -- ${q.sql}\n  -- parameters: ${JSON.stringify(q.parameters)}`);
    out.push(...plan.rows.map((r) => `  ${r['QUERY PLAN']}`), '');
  }
  return out.join('\n');
}
