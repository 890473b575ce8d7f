import { describe, expect, it } from 'vitest';
import { messages as en } from '../../src/i18n/en';
import { messages as es } from '../../src/i18n/es';
import { messages as fr } from '../../src/i18n/fr';
import { messages as ptBR } from '../../src/i18n/ptBR';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of flatten(value, path)) out.set(p, v);
  }
  return out;
}

const languages = { ptBR, en, es, fr } as unknown as Record<string, Tree>;
const flat = Object.fromEntries(Object.entries(languages).map(([name, tree]) => [name, flatten(tree)]));
const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

// react-admin shows a blank for an empty boolean on purpose.
const BLANK_ON_PURPOSE = new Set(['ra.boolean.null']);
// ra-language-french words these without the resource name (French grammatical gender makes
// "ce/cette %{name}" wrong half of the time). Dropping a placeholder is harmless; adding one is not.
const FRENCH_UPSTREAM_OMISSIONS = new Set([
  'ra.message.bulk_delete_content',
  'ra.message.bulk_update_content',
  'ra.message.delete_content',
  'ra.navigation.no_filtered_results',
  'ra.navigation.no_results',
]);

describe('language files', () => {
  it('have exactly the same keys in every language, react-admin keys included', () => {
    const reference = [...flat.ptBR.keys()].sort();
    expect(reference).toContain('ra.action.save');
    expect(reference).toContain('app.crash.title');
    for (const name of ['en', 'es', 'fr']) expect([...flat[name].keys()].sort(), name).toEqual(reference);
  });

  it('have no empty texts', () => {
    for (const [name, texts] of Object.entries(flat)) {
      const empty = [...texts].filter(([key, text]) => !BLANK_ON_PURPOSE.has(key) && text.trim() === '');
      expect(
        empty.map(([key]) => key),
        name,
      ).toEqual([]);
    }
  });

  it('use the same %{placeholders} for a key in every language', () => {
    const mismatches: string[] = [];
    for (const [key, text] of flat.ptBR) {
      const expected = placeholders(text);
      for (const name of ['en', 'es', 'fr']) {
        const actual = placeholders(flat[name].get(key) ?? '');
        const allowed =
          name === 'fr' && FRENCH_UPSTREAM_OMISSIONS.has(key)
            ? actual.every((p) => expected.includes(p))
            : actual.join() === expected.join();
        if (!allowed) mismatches.push(`${name} ${key}: ${actual.join()} vs ${expected.join()}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
