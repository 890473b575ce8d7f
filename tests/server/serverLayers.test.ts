import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMigrations, MIGRATIONS_FOLDER } from '../../server/db/migrations/index';
import { loadRouteModules } from '../../server/routes/index';

const SERVER = join(import.meta.dirname, '../../server');
/** Folders whose modules may build SQL: the repositories, the database setup and migrations, the demo seeder. */
const MAY_QUERY = ['repositories/', 'db/', 'demo/'];
/** A Kysely query builder or raw SQL: what only repositories write. */
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|(?<![.\w])sql\s*[`<.]|from 'kysely'/;

/** A TypeBox schema built in place: what only contract/ modules do. */
const SCHEMA_BUILT = /\bType\.\w+\(/;

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

  it('keep request and answer schemas in contract/: no route builds one', () => {
    const building = serverModules()
      .filter((file) => file.startsWith('routes/'))
      .filter((file) => SCHEMA_BUILT.test(readFileSync(join(SERVER, file), 'utf8')));
    expect(building).toEqual([]);
  });

  it('keep routes apart: no module imports a route module (routes/index.ts finds them by folder)', () => {
    /** The route modules a server module imports, as `file -> target`; the route types are free to all. */
    const routeImports = (file: string) =>
      [...readFileSync(join(SERVER, file), 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)]
        .map(([, target]) => posix.join(posix.dirname(file), target!))
        .filter((target) => target.startsWith('routes/') && target !== 'routes/types.js')
        .map((target) => `${file} -> ${target}`);
    const allowed = (edge: string) => edge === 'app.ts -> routes/index.js';
    expect(
      serverModules()
        .flatMap(routeImports)
        .filter((edge) => !allowed(edge)),
    ).toEqual([]);
  });

  it('find every route module and every migration by folder', async () => {
    const routeFiles = readdirSync(join(SERVER, 'routes')).filter((file) => !['index.ts', 'types.ts'].includes(file));
    const modules = await loadRouteModules();
    expect(modules.map((m) => m.file)).toEqual(routeFiles.sort());
    // The storefront's public calls and the provider's catalogue are the only areas under a prefix.
    const prefixed = modules.filter((m) => m.prefix);
    expect(prefixed.map((m) => m.file)).toContain('storefront.ts');
    expect(prefixed.filter((m) => m.prefix !== '/strong').map((m) => `${m.file} ${m.prefix}`)).toEqual([
      'storefront.ts /storefront',
    ]);
    expect(prefixed.filter((m) => m.prefix === '/strong').every((m) => m.file.startsWith('strong'))).toBe(true);
    const migrationFiles = readdirSync(join(SERVER, 'db/migrations')).filter((file) => file !== 'index.ts');
    expect(Object.keys(await loadMigrations())).toEqual(migrationFiles.map((f) => f.replace('.ts', '')).sort());
  });

  it('refuse a route module without exactly one plugin, and two migrations of one number', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'layers-'));
    writeFileSync(
      join(folder, 'twoRoutes.ts'),
      'export const aRoutes = async () => {};\nexport const bRoutes = async () => {};\n',
    );
    await expect(loadRouteModules(folder)).rejects.toThrow('twoRoutes.ts must export one');
    const migrations = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(migrations, '001_a.ts'), 'export async function up() {}\n');
    writeFileSync(join(migrations, '001_b.ts'), 'export async function up() {}\n');
    await expect(loadMigrations(migrations)).rejects.toThrow('Two migrations are numbered 001');
    // A folder added to the app's (a test's fixture) may not reuse one of its numbers either.
    const more = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(more, '001_again.ts'), 'export async function up() {}\n');
    await expect(loadMigrations(MIGRATIONS_FOLDER, more)).rejects.toThrow('Two migrations are numbered 001');
  });
});
