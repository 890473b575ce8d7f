// npm run backup [-- file.sql]: a SQL dump of the data of the embedded database in DATA_DIR (default ./data).
import { join, relative, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { BackupRefused, dumpEmbedded } from '../db/backup.js';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set, so the data lives in that PostgreSQL server: back it up with pg_dump, e.g.');
  console.error('  pg_dump --no-owner --no-privileges -f provador.sql "$DATABASE_URL"');
  process.exit(1);
}

// Paths inside the current folder are shown short, others in full.
const displayPath = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
};

const stamp = new Date().toISOString().replace(/\..*$/, '').replace(/:/g, '-');
const file = resolve(process.argv[2] ?? join('backups', `provador-${stamp}.sql`));
try {
  const { bytes } = await dumpEmbedded(config.dataDir, file);
  const shown = displayPath(file);
  console.log(`Backup of ${config.dataDir} written to ${shown} (${Math.ceil(bytes / 1024)} KiB).`);
  console.log('To restore it:');
  console.log(`  into an empty data folder:  DATA_DIR=./data-restored npm run restore -- ${shown}`);
  console.log(`  into PostgreSQL (an empty database):  DATABASE_URL=postgres://…/provador npm run restore -- ${shown}`);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
