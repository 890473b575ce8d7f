import { describe, expect, it } from 'vitest';
import { DETAIL_CODES, DETAIL_PARAMS, ERROR_CODES } from '../../domain/errorCodes';
import { messages as en } from '../../src/i18n/en';
import { messages as es } from '../../src/i18n/es';
import { messages as fr } from '../../src/i18n/fr';
import { messages as ptBR } from '../../src/i18n/ptBR';

type Tree = { [key: string]: string | Tree | undefined };
const languages = { ptBR, en, es, fr } as unknown as Record<string, Tree>;

const textAt = (tree: Tree, path: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
};
// Worded as the spec words the rule, or about a whole feed or product rather than one field: no field's name.
const SPEC_WORDING = new Set([
  'COMMA',
  'SIZES_NOT_IN_CHART',
  'NO_SIZES',
  'FEED_DOCTYPE',
  'FEED_MALFORMED',
  'FEED_STREAM',
  'FEED_ABORTED',
  'FEED_NOT_PRODUCT_FEED',
  'FEED_TOO_MANY_ITEMS',
  'FEED_VALUE_TOO_LARGE',
  'FEED_ITEMS_DROPPED',
  'FEED_EMPTY',
  'LINKED_PRODUCTS',
  'LINKED_BRANDS',
  'LINKED_CATEGORIES',
  'LINKED_TABLES',
]);
// A count reaches its text as polyglot's smart_count, which also picks the singular or plural form.
const placeholders = (text: string) =>
  [...new Set(text.match(/%\{(\w+)\}/g) ?? [])].map((p) => p.slice(2, -1).replace('smart_count', 'count')).sort();

describe('texts of the codes the API can send (domain/errorCodes.ts)', () => {
  it('every error code has a text in every language', () => {
    const missing = Object.entries(languages).flatMap(([name, tree]) =>
      ERROR_CODES.filter((code) => !textAt(tree, `app.errors.${code}`)?.trim()).map((code) => `${name} ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('every detail code has a text in every language, naming the field and each value the detail carries', () => {
    const problems = Object.entries(languages).flatMap(([name, tree]) =>
      DETAIL_CODES.flatMap((code) => {
        const text = textAt(tree, `app.errors.details.${code}`);
        if (!text?.trim()) return [`${name} ${code}: no text`];
        const expected = [...(SPEC_WORDING.has(code) ? [] : ['field']), ...DETAIL_PARAMS[code]].sort();
        return placeholders(text).join() === expected.join()
          ? []
          : [`${name} ${code}: ${placeholders(text).join()} vs ${expected.join()}`];
      }),
    );
    expect(problems).toEqual([]);
  });
});
