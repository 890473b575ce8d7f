import { sql } from 'kysely';
import { afterEach, expect } from 'vitest';
import type { Db } from '../../server/db/connection.js';
import type { TestContext } from './harness.js';
import { dailyStatsMismatches, monthlyReturnsMismatches } from './orderStatsRecount.js';

/** Rows of product_state_counts (migration 006) that differ from a count of the products by store and state. */
export async function productStateMismatches(db: Db) {
  const { rows } = await sql<{ tenant_id: number; state: string; kept: number; real: number }>`
    SELECT tenant_id, state, coalesce(k.n, 0)::int AS kept, coalesce(r.n, 0)::int AS real
    FROM product_state_counts k
    FULL JOIN (SELECT tenant_id, state, count(*) AS n FROM products GROUP BY tenant_id, state) r USING (tenant_id, state)
    WHERE coalesce(k.n, 0) <> coalesce(r.n, 0)`.execute(db);
  return rows;
}

/**
 * Every count the database keeps by triggers matches a recount of what it counts: the products' states
 * (migration 006), the report figures (012, in the stripes of 015) and the monthly returns (032).
 */
export async function expectCountersMatchRecount(db: Db): Promise<void> {
  expect(await productStateMismatches(db), 'product_state_counts out of step with products').toEqual([]);
  expect(await dailyStatsMismatches(db), 'store_daily_stats out of step with orders').toEqual([]);
  expect(await monthlyReturnsMismatches(db), 'store_monthly_returns out of step with returns').toEqual([]);
}

/**
 * For the files whose tests write what the counters count (products, orders, their items, returns,
 * recommendations): after each of their tests, whatever it wrote, the counters match a recount.
 */
export function recountCountersAfterEach(t: TestContext): void {
  afterEach(() => expectCountersMatchRecount(t.db));
}
