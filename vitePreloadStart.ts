import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { START_CHUNK } from './viteChunkGroups';

/**
 * The files of `from` and of every chunk it imports statically, directly or not, except the entry (the page's own
 * script).
 */
function staticFiles(from: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const pending = [from.fileName];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') pending.push(...chunk.imports);
  }
  return [...files].filter((file) => {
    const chunk = bundle[file];
    return !(chunk?.type === 'chunk' && chunk.isEntry);
  });
}

/**
 * Names the start's chunks in the built page as module preloads, so the browser asks for them as it reads the
 * page, beside the entry: the entry asks for them itself only once it has arrived and run, a round trip later
 * (on a slow line, 150 ms or more before the sign-in form). Every visit needs them, signed in or not.
 */
export function preloadStart(): Plugin {
  let base = '/';
  return {
    name: 'provador-preload-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const start = Object.values(bundle).find(
          (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.name === START_CHUNK,
        );
        if (!start) throw new Error(`The build has no "${START_CHUNK}" chunk to preload`);
        return staticFiles(start, bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
