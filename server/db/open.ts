import type { Config } from '../config.js';
import { connectPostgres, openEmbedded, type DatabaseHandle } from './connection.js';
import { migrateToLatest } from './migrate.js';

/** Opens PostgreSQL (DATABASE_URL) or the embedded database, and migrates it to the latest schema. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  const handle = config.databaseUrl ? connectPostgres(config.databaseUrl) : await openEmbedded(config.dataDir);
  await migrateToLatest(handle.db as never);
  return handle;
}
