import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseLog } from './connection.js';
import type { ClusterConnection } from './postgresCluster.js';

/** Where releases before the embedded PostgreSQL kept their database (PGlite) in DATA_DIR. */
export const PGLITE_DIR = 'pgdata';
/** What that folder is renamed to once its data is in PostgreSQL: kept, for the operator to delete. */
export const PGLITE_BACKUP_DIR = 'pgdata.pglite-backup';

/** A DATA_DIR holding a PGlite database not moved yet. */
export const holdsPglite = (dataDir: string) => existsSync(join(dataDir, PGLITE_DIR, 'PG_VERSION'));

/** The PGlite database as SQL: schema and data, rows as INSERTs, so one multi-statement query loads it. */
async function dumpPglite(dataDir: string): Promise<string> {
  // Loaded only for this one-time move.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const db = await PGlite.create({ dataDir: join(dataDir, PGLITE_DIR), extensions: { pg_trgm } });
  try {
    const dump = await pgDump({ pg: db, args: ['--no-owner', '--no-privileges', '--rows-per-insert=500'] });
    // psql's own commands (\restrict) are no SQL.
    return (await dump.text()).replace(/^\\.*$/gm, '');
  } finally {
    await db.close();
  }
}

/**
 * Moves the PGlite database of an earlier release into the embedded PostgreSQL, once: when DATA_DIR holds
 * one and PostgreSQL's database has no tables yet. The load is one transaction, so a failure leaves
 * PostgreSQL empty and the next start tries again; after it the PGlite folder is renamed, not deleted.
 */
export async function movePgliteIntoCluster(
  dataDir: string,
  connection: ClusterConnection,
  log: DatabaseLog,
): Promise<void> {
  if (!holdsPglite(dataDir)) return;
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const tables = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public'`);
    if (tables.rowCount !== 0) {
      log(`${join(dataDir, PGLITE_DIR)} holds an older embedded database, left as it is: PostgreSQL has data already`);
      return;
    }
    log(`moving the embedded database of the previous release (${join(dataDir, PGLITE_DIR)}) into PostgreSQL…`);
    const started = Date.now();
    await client.query(await dumpPglite(dataDir));
    renameSync(join(dataDir, PGLITE_DIR), join(dataDir, PGLITE_BACKUP_DIR));
    log(
      `moved in ${Math.round((Date.now() - started) / 1000)} s; the old folder is kept as ${join(dataDir, PGLITE_BACKUP_DIR)}: delete it once all is well`,
    );
  } finally {
    await client.end();
  }
}
