import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.js';

describe('embedded database', { timeout: 90_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'provador-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created and migrated on first open, and keeps its data after a clean close', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.db.insertInto('tenants').values({ name: 'Persisted Store' }).execute();
    await first.close();

    const again = await openDatabase({ dataDir });
    const rows = await again.db.selectFrom('tenants').select('name').execute();
    await again.close();
    expect(rows.map((r) => r.name)).toEqual(['Persisted Store']);
  });
});
