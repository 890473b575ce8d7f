import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { openDatabase } from '../../server/db/open.js';
import { expectBrandKeysKept } from './keptKeys.js';
import { PGLITE_BACKUP_DIR, PGLITE_DIR } from '../../server/db/pgliteDataDir.js';

/** A DATA_DIR as the release before the embedded PostgreSQL left it: PGlite in pgdata, migrated, with rows. */
async function pgliteDataDir(dataDir: string) {
  const socketDir = mkdtempSync(join(tmpdir(), 'provador-pglite-socket-'));
  const pglite = await PGlite.create({ dataDir: join(dataDir, PGLITE_DIR), extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db: pglite, path: join(socketDir, '.s.PGSQL.5432') });
  await server.start();
  const handle = connectPostgres(`postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`, 1);
  try {
    await migrateToLatest(handle.db as never);
    const { id } = await handle.db
      .insertInto('tenants')
      .values({ name: "Ateliê d'Ouro" })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('brands')
      .values([
        { tenant_id: id, name: 'Maré' },
        { tenant_id: id, name: 'Linho' },
      ])
      .execute();
    return id;
  } finally {
    await handle.close();
    await server.stop();
    await pglite.close();
    rmSync(socketDir, { recursive: true, force: true });
  }
}

describe('a DATA_DIR of the release before the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'provador-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'is moved into PostgreSQL at the first start, its PGlite folder kept aside, and said in the log',
    { timeout: 120_000 },
    async () => {
      const tenantId = await pgliteDataDir(dataDir);
      const logged: string[] = [];
      const handle = await openDatabase({ dataDir }, { log: (message) => logged.push(message) });
      try {
        expect(await handle.db.selectFrom('tenants').select(['id', 'name']).execute()).toEqual([
          { id: tenantId, name: "Ateliê d'Ouro" },
        ]);
        expect(await handle.db.selectFrom('brands').select('name').orderBy('id').execute()).toEqual([
          { name: 'Maré' },
          { name: 'Linho' },
        ]);
        // Identity counters, unique indexes and the trigram index came along.
        await expectBrandKeysKept(handle.db, tenantId);
      } finally {
        await handle.close();
      }
      expect(existsSync(join(dataDir, PGLITE_DIR))).toBe(false);
      expect(existsSync(join(dataDir, PGLITE_BACKUP_DIR, 'PG_VERSION'))).toBe(true);
      expect(logged.join('\n')).toContain(`the old folder is kept as ${join(dataDir, PGLITE_BACKUP_DIR)}`);

      // Moved once: the next start opens PostgreSQL's copy as it is.
      const again = await openDatabase({ dataDir }, { log: (message) => logged.push(message) });
      try {
        expect(await again.db.selectFrom('brands').select('name').orderBy('id').execute()).toHaveLength(3);
      } finally {
        await again.close();
      }
    },
  );
});
