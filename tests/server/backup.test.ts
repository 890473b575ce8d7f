import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.js';
import { connectPostgres } from '../../server/db/connection.js';
import { BackupRefused, dumpEmbedded, restoreEmbedded, restoreInto } from '../../server/db/backup.js';
import { expectBrandKeysKept } from './keptKeys.js';
import { emptyDatabaseUrl } from './testDatabase.js';

describe('backup of the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'provador-backup-'));
  // Run as root, the database server's own account must pass through to the data folders inside.
  chmodSync(root, 0o711);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // Two fresh embedded databases (initdb each) make this the slowest server test.
  it(
    'refuses while the server has the database open, then dumps a copy that restores equal',
    { timeout: 120_000 },
    async () => {
      const source = join(root, 'source');
      const copy = join(root, 'copy');
      const file = join(root, 'backups', 'provador.sql');

      const open = await openDatabase({ dataDir: source });
      const { id: tenantId } = await open.db
        .insertInto('tenants')
        .values({ name: "Ateliê d'Ouro, Rio" })
        .returning('id')
        .executeTakeFirstOrThrow();
      await open.db
        .insertInto('brands')
        .values([
          { tenant_id: tenantId, name: '100% Linho', size_system: 'BR' },
          { tenant_id: tenantId, name: 'Maré' },
        ])
        .execute();
      await open.db
        .insertInto('strong_categories')
        .values({ name: 'Tops', type: 'clothes', translations: JSON.stringify({ ptBR: 'Blusas', fr: 'Hauts' }) })
        .execute();
      await expect(dumpEmbedded(source, file)).rejects.toBeInstanceOf(BackupRefused);
      await open.close();

      await dumpEmbedded(source, file);
      await restoreEmbedded(copy, file);
      await expect(restoreEmbedded(copy, file)).rejects.toBeInstanceOf(BackupRefused);

      const restored = await openDatabase({ dataDir: copy });
      try {
        expect(await restored.db.selectFrom('tenants').select(['id', 'name']).execute()).toEqual([
          { id: tenantId, name: "Ateliê d'Ouro, Rio" },
        ]);
        expect(await restored.db.selectFrom('brands').select(['name', 'size_system']).orderBy('id').execute()).toEqual([
          { name: '100% Linho', size_system: 'BR' },
          { name: 'Maré', size_system: null },
        ]);
        expect(
          (await restored.db.selectFrom('strong_categories').select('translations').executeTakeFirstOrThrow())
            .translations,
        ).toEqual({ ptBR: 'Blusas', fr: 'Hauts' });
        // Identity counters and unique indexes come back too: new rows get new ids, duplicates are refused.
        await expectBrandKeysKept(restored.db, tenantId);
      } finally {
        await restored.close();
      }

      // The same file into an empty database of another PostgreSQL (DATABASE_URL): its schema is migrated first.
      const url = await emptyDatabaseUrl('restored');
      await restoreInto(url, file);
      const other = connectPostgres(url, 1);
      try {
        expect(await other.db.selectFrom('brands').select('name').orderBy('id').execute()).toEqual([
          { name: '100% Linho' },
          { name: 'Maré' },
        ]);
      } finally {
        await other.close();
      }
      await expect(restoreInto(url, file)).rejects.toBeInstanceOf(BackupRefused);
    },
  );
});
