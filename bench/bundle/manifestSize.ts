import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (outDir/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  source: string;
  gzipBytes: number;
}

export interface BundleSizes {
  initial: ChunkSize[];
  initialGzipBytes: number;
  /** JavaScript loaded only through a dynamic import, largest first. */
  lazy: ChunkSize[];
  /** Per dynamically imported source module: its chunk and the chunks it needs beyond the initial ones. */
  onDemand: (source: string) => ChunkSize[];
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * Manifest keys the browser must load before the entry runs: the entry and, recursively, its static
 * imports. Dynamic imports are left out because they are fetched on demand.
 */
export function initialKeys(manifest: Manifest, entry = 'index.html'): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen];
}

export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

export function measureBuild(outDir: string, entry = 'index.html'): BundleSizes {
  const manifest = readManifest(outDir);
  const sizeOf = (key: string): ChunkSize => {
    const { file, src, name } = manifest[key];
    return { file, source: src ?? name ?? key, gzipBytes: gzipBytes(join(outDir, file)) };
  };
  const initialFiles = new Set<string>();
  const initial: ChunkSize[] = [];
  for (const key of initialKeys(manifest, entry)) {
    if (!manifest[key].file.endsWith('.js') || initialFiles.has(manifest[key].file)) continue;
    initialFiles.add(manifest[key].file);
    initial.push(sizeOf(key));
  }
  const lazyKeys = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.file.endsWith('.js') && !initialFiles.has(chunk.file)) lazyKeys.set(chunk.file, key);
  }
  const lazy = [...lazyKeys.values()].map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const onDemand = (source: string): ChunkSize[] =>
    (manifest[source] ? initialKeys(manifest, source) : [])
      .filter((key) => manifest[key].file.endsWith('.js') && !initialFiles.has(manifest[key].file))
      .map(sizeOf);
  return { initial, initialGzipBytes: initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), lazy, onDemand };
}
