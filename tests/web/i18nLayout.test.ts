import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/messages/types';

const SRC = resolve(__dirname, '../../src');
const I18N = join(SRC, 'i18n');
const MESSAGES = join(I18N, 'messages');
const LANGUAGE_FILE = new RegExp(`/(${LOCALES.join('|')})\\.ts$`);

const importsCache = new Map<string, string[]>();

/** Static value imports (type-only imports are erased) and eager globs; dynamic `import()` is left out. */
function importsOf(file: string): string[] {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
  const globs = [...source.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'/g)].map((m) => m[1]);
  const imports = [
    ...specifiers.filter((s) => s.startsWith('.')).map((s) => resolveModule(dirname(file), s)),
    ...globs.flatMap((pattern) => expandGlob(dirname(file), pattern)),
  ];
  importsCache.set(file, imports);
  return imports;
}

function resolveModule(from: string, specifier: string): string {
  const base = resolve(from, specifier.replace(/\.js$/, ''));
  const candidate = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(existsSync);
  if (!candidate) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return candidate;
}

/** The globs of the language files have one `*` standing for a folder: `./messages/*\/en.ts`. */
function expandGlob(from: string, pattern: string): string[] {
  const [before, after] = pattern.split('/*/');
  if (!after || after.includes('*')) throw new Error(`Unsupported glob ${pattern}`);
  const folder = resolve(from, before);
  return readdirSync(folder)
    .map((entry) => join(folder, entry, after))
    .filter(existsSync);
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(SRC)) return;
    seen.add(file);
    for (const imported of importsOf(file)) visit(imported);
  };
  visit(entry);
  return seen;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(path) ? [path] : [];
  });
}

const name = (file: string) => relative(SRC, file);
const holdsTexts = (file: string) =>
  file.startsWith(MESSAGES) && (LANGUAGE_FILE.test(file) || file.endsWith('/texts.ts'));

describe('language texts', () => {
  it('live in one messages/<area>/texts.ts per area, never in a file per language', () => {
    const looseFiles = readdirSync(MESSAGES).filter((entry) => statSync(join(MESSAGES, entry)).isFile());
    expect(looseFiles.sort()).toEqual(['merge.ts', 'types.ts']);
    for (const area of readdirSync(MESSAGES).filter((entry) => !looseFiles.includes(entry))) {
      expect(existsSync(join(MESSAGES, area, 'texts.ts')), `${area}/texts.ts`).toBe(true);
      // Nested folders included: errors/details/ keeps its type, its texts are in errors/texts.ts.
      const languageFiles = sourceFiles(join(MESSAGES, area)).filter((file) => LANGUAGE_FILE.test(file));
      expect(languageFiles.map(name), area).toEqual([]);
    }
  });

  it('in one texts.ts export the four languages and nothing else a language chunk would pull in', () => {
    for (const area of readdirSync(MESSAGES).filter((entry) => existsSync(join(MESSAGES, entry, 'texts.ts')))) {
      const file = join(MESSAGES, area, 'texts.ts');
      const values = [...readFileSync(file, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
      expect(values.sort(), area).toEqual([...LOCALES].sort());
      // A value import is shared by the four chunks (types are erased): only helpers holding no texts.
      const texts = [...reachable(file)].filter((reached) => reached !== file && holdsTexts(reached));
      expect(texts.map(name), area).toEqual([]);
    }
  });

  it("of one language are every area's texts.ts loaded for that language's export only", () => {
    const areas = readdirSync(MESSAGES).filter((entry) => existsSync(join(MESSAGES, entry, 'texts.ts')));
    for (const locale of LOCALES) {
      const source = readFileSync(join(I18N, `${locale}.ts`), 'utf8');
      const globs = [...source.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)',\s*(\{[^}]*\})/g)];
      expect(
        globs.map((m) => m[1]),
        locale,
      ).toEqual(['./messages/*/texts.ts']);
      expect(globs[0][2], locale).toContain(`query: '?lang=${locale}'`);
      expect(globs[0][2], locale).toContain(`import: '${locale}'`);
      const files = [...reachable(join(I18N, `${locale}.ts`))].map(name);
      for (const area of areas) expect(files, locale).toContain(`i18n/messages/${area}/texts.ts`);
    }
  });

  it('are imported by no module outside src/i18n, so each language loads only when shown', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(I18N))
      .flatMap((file) => [...reachable(file)].filter(holdsTexts).map((reached) => `${name(file)} -> ${name(reached)}`));
    expect([...new Set(offenders)]).toEqual([]);
  });
});
