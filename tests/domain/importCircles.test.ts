import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layers stand on each other in one direction (domain at the bottom, then contract, then server and src):
// no file may reach itself again through its imports, type-only and lazy `import()` ones included.
const ROOT = join(import.meta.dirname, '../..');
const LAYERS = ['domain', 'contract', 'server', 'src', 'fitting-room'];
const SOURCE = /\.tsx?$/;

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
};

/** Each file of the layers with the files of the layers it imports. */
function importGraph(): Map<string, string[]> {
  const files = LAYERS.flatMap((layer) => filesUnder(join(ROOT, layer)));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined && known.has(target));
      return [file, targets];
    }),
  );
}

/** Every circle of the graph, each as the files of one strongly connected part (Tarjan's algorithm). */
export function circlesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || graph.get(file)?.includes(file)) circles.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('the import graph of domain, contract, server and src', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('has no circle', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    const circles = circlesOf(graph).map((part) => part.map((file) => relative(ROOT, file)));
    expect(circles).toEqual([]);
  });
});
