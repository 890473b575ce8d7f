// npm run restore -- file.sql: loads a dump made by `npm run backup` into an empty DATA_DIR, or the empty
// PostgreSQL database of DATABASE_URL.
import { relative } from 'node:path';
import { loadConfig } from '../config.js';
import { BackupRefused, restoreEmbedded, restoreInto } from '../db/backup.js';

const displayPath = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
};

const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run restore -- <backup.sql>   (DATA_DIR names the empty folder to restore into, default ./data; or DATABASE_URL an empty database)',
  );
  process.exit(1);
}

try {
  if (config.databaseUrl) {
    await restoreInto(config.databaseUrl, file);
    console.log(`Restored ${file} into the database of DATABASE_URL. Start the server with it.`);
  } else {
    await restoreEmbedded(config.dataDir, file);
    console.log(`Restored ${file} into ${displayPath(config.dataDir)}. Start the server with this DATA_DIR.`);
  }
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
