// Runs the embedded PGlite database in its own process, so that a long query never stalls the
// HTTP server's event loop. The parent talks to it over a Unix socket with the ordinary pg driver.
import { PGLITE_EXTENSIONS } from './pgliteExtensions.js';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const dataDir = process.argv[2];
const socketPath = process.argv[3];
if (!dataDir || !socketPath) throw new Error('usage: pgliteProcess <dataDir> <socketPath>');

async function open() {
  const db = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  const server = new PGLiteSocketServer({ db, path: socketPath });
  await server.start();
  return { db, server };
}

// A database that cannot open must end this process, so the parent sees the failure instead of waiting.
const { db, server } = await open().catch((error: unknown) => {
  console.error('The embedded database could not open:', error);
  process.exit(1);
});
process.send?.({ ready: true });

let closing = false;
async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  await server.stop().catch(() => undefined);
  await db.close();
  process.exit(0);
}

// The parent went away without asking: close the database cleanly instead of being killed mid-write.
process.on('disconnect', () => void close());
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => void close());
