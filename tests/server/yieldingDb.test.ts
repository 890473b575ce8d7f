import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './harness.js';

describe('a database handle yielding to others', () => {
  const t = useTestApp();

  /** A yielding Kysely whose turns the test gives, one `give()` per turn asked. */
  function turnsGivenByHand() {
    const asked: (() => void)[] = [];
    const db = t.handle.yielding(() => new Promise<void>((resolve) => asked.push(resolve)));
    return { db, asked, give: () => asked.shift()!() };
  }

  const one = (db: typeof t.db) => sql<{ n: number }>`SELECT 1 AS n`.execute(db).then(({ rows }) => rows[0]!.n);

  it('runs a statement only once it is given its turn', async () => {
    const { db, asked, give } = turnsGivenByHand();
    let answered = false;
    const query = one(db).then((n) => {
      answered = true;
      return n;
    });
    await sleep(50);
    expect(asked).toHaveLength(1);
    expect(answered).toBe(false);
    // Others go meanwhile on the same connections.
    expect(await one(t.db)).toBe(1);
    give();
    expect(await query).toBe(1);
  });

  it('asks once for a whole transaction, whose statements then run together', async () => {
    const { db, asked, give } = turnsGivenByHand();
    const done = db.transaction().execute(async (trx) => [await one(trx), await one(trx), await one(trx)]);
    await sleep(20);
    expect(asked).toHaveLength(1);
    give();
    expect(await done).toEqual([1, 1, 1]);
    expect(asked).toHaveLength(0);
  });

  it('leaves the connections to the handle when destroyed', async () => {
    const { db, asked, give } = turnsGivenByHand();
    const query = one(db);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    give();
    await query;
    await db.destroy();
    expect(await one(t.db)).toBe(1);
  });
});
