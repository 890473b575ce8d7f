import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions.js';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** A backup or restore that must not run; its message tells the operator what to do. */
export class BackupRefused extends Error {}

const pgdataOf = (dataDir: string) => join(resolve(dataDir), 'pgdata');

function socketAnswers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ path });
    const finish = (answer: boolean) => {
      socket.destroy();
      done(answer);
    };
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.setTimeout(1000, () => finish(false));
  });
}

// A DATA_DIR with a long path gets its socket in a temporary folder instead (see db/connection.ts),
// so on Linux the process that holds the database is also looked for by its command line.
function processHolds(pgdata: string): boolean {
  if (!existsSync('/proc/self/cmdline')) return false;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(pgdata)) return true;
    } catch {
      // The process ended meanwhile, or belongs to someone else.
    }
  }
  return false;
}

/** True while a Provador server (its database process) has the embedded database open. */
export async function embeddedDatabaseInUse(dataDir: string): Promise<boolean> {
  return (await socketAnswers(join(resolve(dataDir), '.s.PGSQL.5432'))) || processHolds(pgdataOf(dataDir));
}

/**
 * Writes a plain SQL dump (schema and data, no owners or grants) of the embedded database in dataDir.
 * The database is opened directly, so it must not be in use by a running server.
 */
export async function dumpEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  const pgdata = pgdataOf(dataDir);
  if (!existsSync(join(pgdata, 'PG_VERSION'))) throw new BackupRefused(`There is no embedded database in ${resolve(dataDir)}.`);
  if (await embeddedDatabaseInUse(dataDir)) {
    throw new BackupRefused(`The Provador server is running on ${resolve(dataDir)}. Stop it first (Ctrl+C), then run the backup again.`);
  }
  const pg = await PGlite.create({ dataDir: pgdata, extensions: PGLITE_EXTENSIONS });
  let dump: string;
  try {
    dump = await (await pgDump({ pg, args: ['--no-owner', '--no-privileges'] })).text();
  } finally {
    await pg.close();
  }
  const header = `-- Provador backup of ${resolve(dataDir)}, taken ${new Date().toISOString()}\n`;
  mkdirSync(dirname(resolve(file)), { recursive: true });
  writeFileSync(file, header + dump);
  return { bytes: Buffer.byteLength(header + dump) };
}

/** Loads a dump made by dumpEmbedded into a new embedded database; dataDir must hold none yet. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const pgdata = pgdataOf(dataDir);
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new BackupRefused(`${resolve(dataDir)} already holds a database. Restore into an empty DATA_DIR.`);
  }
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist.`);
  const dump = readFileSync(file, 'utf8');
  if (!dump.includes('PostgreSQL database dump')) throw new BackupRefused(`${file} is not a database dump.`);
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
}
