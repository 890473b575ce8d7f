import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.js';
import { PASSWORD_FILE } from '../../server/db/postgresCluster.js';

describe('embedded database', { timeout: 90_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'provador-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created and migrated on first open, and keeps its data after a clean close', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.insertInto('tenants').values({ name: 'Persisted Store' }).execute();
    await first.close();

    const again = await openDatabase({ dataDir });
    const rows = await again.db.selectFrom('tenants').select('name').execute();
    await again.close();
    expect(rows.map((r) => r.name)).toEqual(['Persisted Store']);
  });

  it('is a PostgreSQL 18 server writing with fsync, with pg_trgm, behind a password only this user reads', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const { rows } = await sql<{ version: number; fsync: string; trgm: number }>`
        SELECT current_setting('server_version_num')::int AS version, current_setting('fsync') AS fsync,
          (SELECT count(*) FROM pg_extension WHERE extname = 'pg_trgm')::int AS trgm`.execute(handle.db);
      expect(rows[0]).toEqual({ version: expect.any(Number), fsync: 'on', trgm: 1 });
      expect(Math.floor(rows[0]!.version / 10_000)).toBe(18);
      expect(statSync(join(dataDir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      await handle.close();
    }
  });
});
