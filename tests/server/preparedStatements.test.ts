import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { connectPostgres } from '../../server/db/connection.js';
import { executePrepared } from '../../server/db/preparedStatements.js';
import { useTestApp } from './harness.js';

describe('statements prepared once per connection', () => {
  const t = useTestApp();
  const usersByEmail = (db: typeof t.db, email: string) =>
    db.selectFrom('users').select(['id', 'email']).where('email', '=', email);
  const preparedHere = async (db: typeof t.db) =>
    (
      await sql<{ name: string }>`SELECT name FROM pg_prepared_statements WHERE name LIKE 'provador_%'`.execute(db)
    ).rows.map((r) => r.name);

  it('prepares the registered text only, and answers its rows with each value', async () => {
    const before = await preparedHere(t.db);
    await usersByEmail(t.db, t.fx.emails.storeAlpha).execute();
    expect(await preparedHere(t.db), 'an ordinary query is not prepared').toEqual(before);
    const alpha = await executePrepared(t.db, usersByEmail(t.db, t.fx.emails.storeAlpha));
    const beta = await executePrepared(t.db, usersByEmail(t.db, t.fx.emails.storeBeta));
    expect(alpha.map((u) => u.email)).toEqual([t.fx.emails.storeAlpha]);
    expect(beta.map((u) => u.email)).toEqual([t.fx.emails.storeBeta]);
    expect((await preparedHere(t.db)).length).toBe(before.length + 1);
  });

  it('prepares it again over each new connection, each a server process of its own', async () => {
    for (const n of [1, 2, 3]) {
      const other = connectPostgres(t.databaseUrl, 1);
      try {
        const rows = await executePrepared(other.db, other.db.selectNoFrom(sql<number>`${n}::int`.as('n')));
        expect(rows).toEqual([{ n }]);
        expect(await preparedHere(other.db)).toHaveLength(1);
      } finally {
        await other.close();
      }
    }
  });
});
