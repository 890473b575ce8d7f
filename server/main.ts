import { demoFeedPrefix, feedReadOptions, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { DataDirLocked } from './db/dataDirLock.js';
import { buildApp } from './app.js';
import { seedDemoIfEmpty, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demoSeed.js';
import { demoFeedsRoutes } from './demo/demoFeedRoutes.js';
import { demoShopRoutes } from './demo/demoShopRoutes.js';
import { feedImporterRunner } from './services/feedImporterRunner.js';
import { withRealPort } from './net/freePort.js';
import { boundHeapGrowth } from './heapGrowth.js';

// A bad setting is the operator's to fix: one line naming it, no stack trace.
const loaded = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Provador cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
boundHeapGrowth(loaded.heapGrowthPercent);
// PORT=0 takes a free port now, before the demo seed and the feed worker take the demo feeds' address from it.
const config = await withRealPort(loaded);
const handle = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirLocked)) throw error;
  console.error(error.message);
  process.exit(1);
});
if (config.seedDemo) await seedDemoIfEmpty(handle.db, { feedUrlPrefix: demoFeedPrefix(config.port) });
const { app } = await buildApp({
  db: handle.db,
  backgroundDb: handle.background,
  config,
  logger: true,
  feedRunner: feedImporterRunner(handle.background, feedReadOptions(config)),
  demoRoutes: config.seedDemo ? demoFeedsRoutes : undefined,
  demoPages: config.seedDemo ? demoShopRoutes : undefined,
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing requests and closing the database`);
  // close() stops accepting connections and waits for in-flight requests before resolving.
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://localhost:${port}/`;
console.log(`\nProvador is running at ${url}  (API docs: ${url}api/docs)`);
console.log(
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL, in ${config.dataDir}`}`,
);
if (config.seedDemo) {
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(26)} ${account.description}`);
}
