import type { Declaration } from './types';

const isDeclaration = (value: unknown): value is Declaration =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Declaration).name === 'string' &&
  typeof (value as Declaration).access === 'object';

// Every folder's index.ts under resources/ and custom/, read at build time: a new folder needs no line here.
const modules = {
  ...import.meta.glob<Record<string, unknown>>('../resources/*/index.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../custom/*/index.ts', { eager: true }),
};

/** The declarations the modules export (keyed by path: their folders' order), each once. */
export const declarationsIn = (found: Record<string, Record<string, unknown>>): Declaration[] => [
  ...new Set(
    Object.keys(found)
      .sort()
      .flatMap((path) => Object.values(found[path]!).filter(isDeclaration)),
  ),
];

/**
 * Every resource and custom page of the app: each declaration its folder's index.ts exports. The menu,
 * the routes, the page titles, who may open what and where a resource lives in the API are derived
 * from this list (src/registry/*, src/providers/endpoints.ts).
 */
export const DECLARATIONS: readonly Declaration[] = declarationsIn(modules);
