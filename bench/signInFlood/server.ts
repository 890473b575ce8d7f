// The server under test of the sign-in flood benchmark, in its own process so the flood's client work
// does not share its event loop. Trusts X-Forwarded-For from 127.0.0.1, creates one user who can sign
// in, sends its address to the parent, and stops when the parent disconnects.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/open.js';
import { createUser } from '../../server/services/users.js';
import { BENCH_EMAIL, BENCH_PASSWORD } from './credentials.js';

const dataDir = mkdtempSync(join(tmpdir(), 'provador-bench-sign-in-'));
const webDir = resolve('dist');
const handle = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
const { app } = await buildApp({
  db: handle.db,
  config: { ...loadConfig({}), dataDir, webDir, trustProxy: ['127.0.0.1'] },
});

await handle.db.deleteFrom('users').where('email', '=', BENCH_EMAIL).execute();
await createUser(handle.db, { email: BENCH_EMAIL, password: BENCH_PASSWORD, name: 'Bench' });
const now = new Date();
await handle.db
  .updateTable('users')
  .set({ accepted_privacy_policy_at: now, accepted_use_terms_at: now })
  .where('email', '=', BENCH_EMAIL)
  .execute();

const base = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ base, hasWeb: existsSync(join(webDir, 'index.html')) });
process.on('disconnect', () => {
  void app
    .close()
    .then(() => handle.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
