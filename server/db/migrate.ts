import { Migrator, type Kysely } from 'kysely';
import { loadMigrations, MIGRATIONS_FOLDER } from './migrations/index.js';

/** Runs the migrations not run yet: those of server/db/migrations, and of `moreFolders` (a test's fixture). */
export async function migrateToLatest(db: Kysely<unknown>, moreFolders: readonly string[] = []): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => loadMigrations(MIGRATIONS_FOLDER, ...moreFolders) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
