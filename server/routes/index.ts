import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteDeps, RoutePlugin } from './types.js';

/** Modules of this folder that are not route modules. */
const NOT_ROUTES = new Set(['index', 'types']);

/** What a route module exports: one RoutePlugin (named `<area>Routes`), and its prefix under /api/v1 if any. */
interface RouteModule {
  prefix?: string;
  [name: string]: unknown;
}

/** Where the app's route modules are. */
export const ROUTES_FOLDER = import.meta.dirname;

/**
 * The route modules of this folder (or of the folders given: a test adds a fixture's to this one), sorted by
 * file name; a new area is only its file.
 */
export async function loadRouteModules(...folders: string[]) {
  const found = (folders.length > 0 ? folders : [ROUTES_FOLDER]).map(async (folder) =>
    (await readdir(folder))
      .filter((file) => /^[a-zA-Z]\w*\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
      .filter((file) => !NOT_ROUTES.has(file.replace(/\.(ts|js)$/, '')))
      .map((file) => ({ folder, file })),
  );
  const files = (await Promise.all(found)).flat().sort((a, b) => (a.file < b.file ? -1 : 1));
  return Promise.all(
    files.map(async ({ folder, file }) => {
      const module = (await import(pathToFileURL(join(folder, file)).href)) as RouteModule;
      const plugins = Object.entries(module).filter(
        ([name, value]) => /Routes$/.test(name) && typeof value === 'function',
      );
      if (plugins.length !== 1) throw new Error(`Route module ${file} must export one <area>Routes plugin`);
      if (module.prefix !== undefined && !/^\/[a-z-]+$/.test(module.prefix)) {
        throw new Error(`Route module ${file} has a bad prefix`);
      }
      return { file, plugin: plugins[0]![1] as RoutePlugin, prefix: module.prefix };
    }),
  );
}

/** Every v1 area, mounted under /api/v1: each module of this folder (and of `moreFolders`), found at start. */
export const apiRoutes: FastifyPluginAsyncTypebox<RouteDeps & { moreFolders?: readonly string[] }> = async (
  app,
  options,
) => {
  // Pass only the dependencies on: the options object also carries this plugin's prefix.
  const deps: RouteDeps = {
    db: options.db,
    config: options.config,
    feedWorker: options.feedWorker,
    providerSyncWorker: options.providerSyncWorker,
    settings: options.settings,
    storefrontStores: options.storefrontStores,
    storefrontProducts: options.storefrontProducts,
  };
  for (const { plugin, prefix } of await loadRouteModules(ROUTES_FOLDER, ...(options.moreFolders ?? []))) {
    await app.register(plugin, prefix === undefined ? deps : { ...deps, prefix });
  }
};
