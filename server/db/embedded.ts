import { poolsOn, logToStderr, type DatabaseHandle } from './connection.js';
import { lockDataDir } from './dataDirLock.js';
import { movePgliteIntoCluster } from './pgliteDataDir.js';
import { startCluster, type ClusterOptions } from './postgresCluster.js';

export type EmbeddedOptions = Omit<ClusterOptions, 'onStarted'>;

export interface EmbeddedHandle extends DatabaseHandle {
  /** The pid of the PostgreSQL server now running, if any. */
  processId(): number | undefined;
}

/**
 * Runs the embedded PostgreSQL on DATA_DIR and connects to it. DATA_DIR is locked first, so a second
 * server on it stops before touching anything; the lock covers the database server too, so it holds
 * until that has ended even if this process dies first. A DATA_DIR of an earlier release (PGlite) is
 * moved into PostgreSQL on its first start.
 */
export async function openEmbedded(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedHandle> {
  const lock = lockDataDir(dataDir);
  const log = options.log ?? logToStderr;
  let cluster;
  try {
    cluster = await startCluster(dataDir, { ...options, onStarted: (pid) => lock.shareWith(pid) });
  } catch (error) {
    lock.release();
    throw error;
  }
  try {
    await movePgliteIntoCluster(dataDir, cluster.connection, log);
  } catch (error) {
    await cluster.stop();
    lock.release();
    throw error;
  }
  const pools = poolsOn({ ...cluster.connection, database: 'postgres' }, log);
  const running = cluster;
  return {
    ...pools,
    processId: () => running.processId(),
    async close() {
      await pools.close();
      await running.stop();
      lock.release();
    },
  };
}
