import type { Rollup } from 'vite';

type GetManualChunk = Rollup.GetManualChunk;
type ManualChunkMeta = Rollup.ManualChunkMeta;

/** The chunk of the app's start: what every visit runs before anything is shown (its libraries apart). */
export const START_CHUNK = 'start';

/**
 * The first screens of a visit, in the order a person meets them: each gets one chunk holding every module
 * it needs that an earlier one does not (its own code and the libraries' parts it uses), so a screen costs
 * a request or two instead of dozens of small shared chunks. `null` is the app's entry, which only asks for
 * the start (everything run before anything is shown), the language and the sign-in page at once. Paths are relative to the project's root.
 */
const GROUPS: readonly { chunk: string; from: string | null }[] = [
  { chunk: 'entry', from: null },
  { chunk: START_CHUNK, from: 'src/Root.tsx' },
  { chunk: 'sign-in', from: 'src/custom/login/LoginPage.tsx' },
  { chunk: 'shell', from: 'src/layout/Shell.tsx' },
  { chunk: 'products', from: 'src/resources/products/list/ProductList.tsx' },
];

/** The module that loads each language's texts as its own chunk. */
const LANGUAGES_LOADER = 'src/i18n/languageLoaders.ts';

// The report charts' helpers (scales, shapes, gestures) import nothing of MUI X Charts, so they load in
// parallel as their own chunk beside the charts' core.
const CHART_HELPERS = /\/node_modules\/(d3-[^/]+|@mui\/x-internal-gestures|internmap|flatqueue|reselect)\//;

/** Every module `from` imports, directly or not, through static imports only (what must load with it). */
function staticClosure(from: string, meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Rollup's `manualChunks`: the groups above, node_modules of the start apart from the app's own start code
 * (they change at different times, so a new release keeps the libraries cached). Other modules (the other
 * screens, the language texts) are left to Rollup: each loads only when its screen or language is shown.
 */
export function chunkGroups(root: string): GetManualChunk {
  let assigned: Map<string, string> | undefined;
  let moduleCount = -1;
  const assign = (meta: ManualChunkMeta): Map<string, string> => {
    const ids = [...meta.getModuleIds()];
    if (assigned && ids.length === moduleCount) return assigned;
    moduleCount = ids.length;
    assigned = new Map();
    const entry = ids.find((id) => meta.getModuleInfo(id)?.isEntry);
    // The start waits (top-level await) for the chosen language's texts: a chunk of ours they imported would
    // import the start back, and neither would ever finish loading. What the texts share with a group (the
    // terms document's helpers, the texts' types) is a chunk of its own, which imports none of ours.
    const languages = meta.getModuleInfo(`${root}/${LANGUAGES_LOADER}`)?.dynamicallyImportedIds ?? [];
    const apart = new Set(languages.flatMap((id) => [...staticClosure(id, meta)]));
    for (const { chunk, from } of GROUPS) {
      const start = from === null ? entry : `${root}/${from}`;
      if (!start || !meta.getModuleInfo(start)) continue;
      for (const id of staticClosure(start, meta)) {
        if (assigned.has(id)) continue;
        // Rollup's and plugins' own helpers (ids starting with NUL) are libraries' code too.
        const library = id.includes('/node_modules/') || id.startsWith('\0');
        const name = chunk === START_CHUNK && library ? 'libraries' : chunk;
        // The start's libraries import none of our chunks: the languages may share them.
        assigned.set(id, apart.has(id) && name !== 'libraries' ? 'texts-common' : name);
      }
    }
    return assigned;
  };
  return (id, meta) => {
    // ra-core's modules import each other in cycles; split across chunks they would load in the wrong
    // order, so it stays whole with the start's libraries (the start needs nearly all of it anyway).
    if (id.includes('/node_modules/ra-core/') || id.includes('/node_modules/@babel/runtime/')) return 'libraries';
    if (CHART_HELPERS.test(id)) return 'chart-helpers';
    return assign(meta).get(id);
  };
}
