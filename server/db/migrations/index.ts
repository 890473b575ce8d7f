import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';

/** A migration file: three digits, an underscore, a name (`016_strong_links_restrict.ts`). */
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.(ts|js)$/;

/** Where the app's migrations are. */
export const MIGRATIONS_FOLDER = import.meta.dirname;

/**
 * Every migration in this folder (or in the folders given: a test adds a fixture's to this one), found by
 * file name and keyed by it without its extension, in order. A new migration is only its file; landed
 * migrations never change. Two files with the same number stop the start: their order would otherwise
 * depend on their names.
 */
export async function loadMigrations(...folders: string[]): Promise<Record<string, Migration>> {
  const found = (folders.length > 0 ? folders : [MIGRATIONS_FOLDER]).map(async (folder) =>
    (await readdir(folder)).filter((file) => MIGRATION_FILE.test(file)).map((file) => ({ folder, file })),
  );
  const files = (await Promise.all(found)).flat().sort((a, b) => (a.file < b.file ? -1 : 1));
  const numbers = new Set<string>();
  const migrations: Record<string, Migration> = {};
  for (const { folder, file } of files) {
    const number = file.slice(0, 3);
    if (numbers.has(number)) throw new Error(`Two migrations are numbered ${number}`);
    numbers.add(number);
    const module = (await import(pathToFileURL(join(folder, file)).href)) as Migration;
    if (typeof module.up !== 'function') throw new Error(`Migration ${file} exports no up()`);
    migrations[file.replace(/\.(ts|js)$/, '')] = { up: module.up, down: module.down };
  }
  return migrations;
}
