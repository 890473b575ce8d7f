import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '../../server');
/** Folders whose modules may build SQL: the repositories, the database setup and migrations, the demo seeder. */
const MAY_QUERY = ['repositories/', 'db/', 'demo/'];
/** A Kysely query builder or raw SQL: what only repositories write. */
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|(?<![.\w])sql\s*[`<.]|from 'kysely'/;

const serverModules = () =>
  readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split('\\').join('/'));

describe('server layers', () => {
  it('keep SQL in repositories: services, routes and plugins hold none', () => {
    const holding = serverModules()
      .filter((file) => !MAY_QUERY.some((folder) => file.startsWith(folder)))
      .filter((file) => QUERY.test(readFileSync(join(SERVER, file), 'utf8')));
    expect(holding).toEqual([]);
  });

  it('keep demo data in its own folder, reached only from server/main.ts', () => {
    const outside = serverModules().filter((file) => !file.startsWith('demo/'));
    expect(outside.filter((file) => /(^|\/)demo[A-Z]\w*\.ts$/.test(file))).toEqual([]);
    expect(
      outside.filter(
        (file) => file !== 'main.ts' && /from '[^']*\/demo\//.test(readFileSync(join(SERVER, file), 'utf8')),
      ),
    ).toEqual([]);
  });
});
