// npm run restore -- file.sql: loads a dump made by `npm run backup` into an empty DATA_DIR.
import { relative } from 'node:path';
import { loadConfig } from '../config.js';
import { BackupRefused, restoreEmbedded } from '../services/backup.js';

const displayPath = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
};

const config = loadConfig();
const file = process.argv[2];
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: load the dump into that PostgreSQL server with psql, e.g.');
  console.error(`  psql "$DATABASE_URL" -f ${file ?? 'provador.sql'}`);
  process.exit(1);
}
if (!file) {
  console.error(
    'Usage: npm run restore -- <backup.sql>   (DATA_DIR names the empty folder to restore into; default ./data)',
  );
  process.exit(1);
}

try {
  await restoreEmbedded(config.dataDir, file);
  console.log(`Restored ${file} into ${displayPath(config.dataDir)}. Start the server with this DATA_DIR.`);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
