import type { Config } from '../config.js';
import { connectPostgres, type DatabaseHandle } from './connection.js';
import { openEmbedded, type EmbeddedOptions } from './embedded.js';
import { migrateToLatest } from './migrate.js';

/** Opens PostgreSQL (DATABASE_URL) or the embedded one, and migrates it to the latest schema. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: EmbeddedOptions = {},
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? connectPostgres(config.databaseUrl, undefined, options.log)
    : await openEmbedded(config.dataDir, options);
  try {
    // Without the requests' statement timeout: a migration may rewrite a large table.
    await migrateToLatest(handle.background as never);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
