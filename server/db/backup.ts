import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { connectPostgres } from './connection.js';
import { DataDirLocked, lockDataDir } from './dataDirLock.js';
import { loadMigrations } from './migrations/index.js';
import { CLUSTER_DIR, startCluster, type ClusterConnection } from './postgresCluster.js';

/** A backup or restore that must not run; its message tells the operator what to do. */
export class BackupRefused extends Error {}

/** The first line of every backup, by which a restore knows its file. */
const MARK = '-- Provador data dump';
const MIGRATION_LINE = '-- Schema: migration ';
const clusterOf = (dataDir: string) => join(resolve(dataDir), CLUSTER_DIR);
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

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

/** Runs work on a client of the embedded PostgreSQL in dataDir, started for it and stopped after. */
async function onEmbedded<T>(dataDir: string, work: (connection: ClusterConnection) => Promise<T>): Promise<T> {
  const cluster = await startCluster(dataDir, {
    restartDelaysMs: [],
    onFatal: () => undefined,
  });
  try {
    return await work(cluster.connection);
  } finally {
    await cluster.stop();
  }
}

/**
 * Writes the data of a Provador database as SQL, from one snapshot (a repeatable-read transaction, so the
 * copy is consistent even while others write): which migration its schema is at, then, in one transaction,
 * every table emptied and loaded with COPY, and the identity counters set. It loads into a database at the
 * same migration (restoreInto migrates an empty one there first).
 */
export async function dumpDatabase(client: pg.Client, file: string, source: string): Promise<{ bytes: number }> {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const out = createWriteStream(file);
  const write = (text: string | Buffer) =>
    new Promise<void>((done, fail) => out.write(text, (e) => (e ? fail(e) : done())));
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const migration = await client.query<{ name: string }>(
      'SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1',
    );
    const tables = (
      await client.query<{ name: string }>(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_%' ORDER BY 1`,
      )
    ).rows.map((row) => row.name);
    const sequences = await client.query<{ name: string; value: string | null }>(
      `SELECT sequencename AS name, last_value AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    );
    await write(`${MARK} of ${source}, taken ${new Date().toISOString()}\n`);
    await write(`${MIGRATION_LINE}${migration.rows[0]?.name ?? ''}\n`);
    await write('BEGIN;\n');
    // Triggers (kept counts, checks) stay off while rows come back: the counts are in the copy themselves.
    await write('SET LOCAL session_replication_role = replica;\n');
    if (tables.length > 0) await write(`TRUNCATE ${tables.map(ident).join(', ')};\n`);
    for (const table of tables) {
      await write(`COPY public.${ident(table)} FROM stdin;\n`);
      for await (const chunk of client.query(copyTo(`COPY public.${ident(table)} TO STDOUT`))) await write(chunk);
      await write('\\.\n');
    }
    for (const { name, value } of sequences.rows) {
      if (value !== null) await write(`SELECT pg_catalog.setval('public.${ident(name)}', ${Number(value)}, true);\n`);
    }
    await write('COMMIT;\n');
  } finally {
    await client.query('COMMIT');
    await new Promise<void>((done) => out.end(done));
  }
  return { bytes: out.bytesWritten };
}

/** Runs a file written by dumpDatabase on the client: its statements, and its COPY blocks as COPY streams. */
async function loadDump(client: pg.Client, file: string): Promise<void> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let copying: Writable | undefined;
  let copied: Promise<void> | undefined;
  for await (const line of lines) {
    if (copying) {
      if (line === '\\.') {
        copying.end();
        await copied;
        copying = undefined;
      } else if (!copying.write(`${line}\n`)) await new Promise((drained) => copying!.once('drain', drained));
      continue;
    }
    if (line.startsWith('--') || line.trim() === '') continue;
    if (/^COPY .* FROM stdin;$/.test(line)) {
      const stream = client.query(copyFrom(line.slice(0, -1)));
      copied = new Promise<void>((done, fail) => {
        stream.once('finish', done);
        stream.once('error', fail);
      });
      copying = stream;
      continue;
    }
    await client.query(line);
  }
}

/** The migration a dump's schema is at, read from its first lines; refuses a file that is no dump of ours. */
async function dumpMigration(file: string): Promise<string> {
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist.`);
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const head: string[] = [];
  for await (const line of lines) {
    head.push(line);
    if (head.length === 2) break;
  }
  lines.close();
  if (!head[0]?.startsWith(MARK) || !head[1]?.startsWith(MIGRATION_LINE))
    throw new BackupRefused(`${file} is not a Provador backup.`);
  return head[1].slice(MIGRATION_LINE.length);
}

/**
 * Loads a dump into an empty database: its schema is migrated to the dump's migration, the data loaded
 * (one transaction: a dump that fails half-way leaves nothing), then the schema migrated to the latest.
 */
export async function restoreInto(url: string, file: string): Promise<void> {
  const migration = await dumpMigration(file);
  const handle = connectPostgres(url, 1);
  try {
    const { rows } = await sql`SELECT 1 FROM pg_tables WHERE schemaname = 'public'`.execute(handle.background);
    if (rows.length > 0) throw new BackupRefused('The database already holds tables. Restore into an empty database.');
    const migrator = new Migrator({ db: handle.background, provider: { getMigrations: loadMigrations } });
    const known = (await migrator.getMigrations()).map((m) => m.name);
    if (!known.includes(migration))
      throw new BackupRefused(`The backup was made by a newer Provador (migration ${migration}): update first.`);
    const reached = await migrator.migrateTo(migration);
    if (reached.error) throw reached.error;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await loadDump(client, file);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
    const latest = await migrator.migrateToLatest();
    if (latest.error) throw latest.error;
  } finally {
    await handle.close();
  }
}

/** Writes a backup of the embedded database in dataDir, which no running server may hold. */
export async function dumpEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(join(clusterOf(dataDir), 'PG_VERSION')))
    throw new BackupRefused(`There is no embedded database in ${resolve(dataDir)}.`);
  return withDataDirLocked(dataDir, () =>
    onEmbedded(dataDir, async (connection) => {
      const client = new pg.Client({ ...connection, database: 'postgres' });
      await client.connect();
      try {
        return await dumpDatabase(client, file, resolve(dataDir));
      } finally {
        await client.end();
      }
    }),
  );
}

/** Loads a backup into a new embedded database; dataDir must hold none yet. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const cluster = clusterOf(dataDir);
  const holdsDatabase = () => existsSync(cluster) && readdirSync(cluster).length > 0;
  if (holdsDatabase())
    throw new BackupRefused(`${resolve(dataDir)} already holds a database. Restore into an empty DATA_DIR.`);
  await dumpMigration(file);
  await withDataDirLocked(dataDir, async () => {
    // A server may have created one since the first look, before it took the lock.
    if (holdsDatabase())
      throw new BackupRefused(`${resolve(dataDir)} already holds a database. Restore into an empty DATA_DIR.`);
    try {
      await onEmbedded(dataDir, ({ host, port, user, password }) =>
        restoreInto(`postgres://${user}:${encodeURIComponent(password)}@${host}:${port}/postgres`, file),
      );
    } catch (error) {
      rmSync(cluster, { recursive: true, force: true });
      throw error;
    }
  });
}
