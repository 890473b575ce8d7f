import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions.js';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DataDirLocked, lockDataDir } from '../db/dataDirLock.js';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** A backup or restore that must not run; its message tells the operator what to do. */
export class BackupRefused extends Error {}

const pgdataOf = (dataDir: string) => join(resolve(dataDir), 'pgdata');

/** Runs work holding DATA_DIR's lock, the one a running server holds, so neither runs beside the other. */
async function withDataDirLocked<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    throw new BackupRefused(
      `${resolve(dataDir)} is in use by a running Provador server, backup or restore (pid ${error.ownerPid}). Stop the server first (Ctrl+C), then try again.`,
    );
  }
  try {
    return await work();
  } finally {
    lock.release();
  }
}

/**
 * Writes a plain SQL dump (schema and data, no owners or grants) of the embedded database in dataDir.
 * The database is opened directly, so it must not be in use by a running server.
 */
export async function dumpEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  const pgdata = pgdataOf(dataDir);
  if (!existsSync(join(pgdata, 'PG_VERSION')))
    throw new BackupRefused(`There is no embedded database in ${resolve(dataDir)}.`);
  const dump = await withDataDirLocked(dataDir, async () => {
    const pg = await PGlite.create({ dataDir: pgdata, extensions: PGLITE_EXTENSIONS });
    try {
      return await (await pgDump({ pg, args: ['--no-owner', '--no-privileges'] })).text();
    } finally {
      await pg.close();
    }
  });
  const header = `-- Provador backup of ${resolve(dataDir)}, taken ${new Date().toISOString()}\n`;
  mkdirSync(dirname(resolve(file)), { recursive: true });
  writeFileSync(file, header + dump);
  return { bytes: Buffer.byteLength(header + dump) };
}

/** Loads a dump made by dumpEmbedded into a new embedded database; dataDir must hold none yet. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const pgdata = pgdataOf(dataDir);
  const holdsDatabase = () => existsSync(pgdata) && readdirSync(pgdata).length > 0;
  if (holdsDatabase())
    throw new BackupRefused(`${resolve(dataDir)} already holds a database. Restore into an empty DATA_DIR.`);
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist.`);
  const dump = readFileSync(file, 'utf8');
  if (!dump.includes('PostgreSQL database dump')) throw new BackupRefused(`${file} is not a database dump.`);
  await withDataDirLocked(dataDir, async () => {
    // A server may have created one since the first look, before it took the lock.
    if (holdsDatabase())
      throw new BackupRefused(`${resolve(dataDir)} already holds a database. Restore into an empty DATA_DIR.`);
    mkdirSync(pgdata, { recursive: true });
    const pg = await PGlite.create({ dataDir: pgdata, extensions: PGLITE_EXTENSIONS });
    try {
      // One simple-query batch runs as one transaction: a dump that fails half-way leaves nothing.
      await pg.exec(dump);
      await pg.close();
    } catch (error) {
      await pg.close().catch(() => undefined);
      rmSync(pgdata, { recursive: true, force: true });
      throw error;
    }
  });
}
