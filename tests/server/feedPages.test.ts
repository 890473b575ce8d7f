import { describe, expect, it } from 'vitest';
import { draftedAcross, writesOf } from '../../server/services/feedPages.js';
import type { ImportedColumns } from '../../server/repositories/productImport.js';

const columns = (feedId: string, permalink: string): ImportedColumns => ({
  feed_product_id: feedId,
  permalink,
  name: 'Blusa',
  code: null,
  image_url: null,
  brand_id: null,
  category_id: null,
  gender: 'u',
  age_group: 'adult',
  size_type: 'regular',
  product_type: 'clothes',
  size_system: null,
  available_sizes: ['M'],
  plugin_active: true,
  modeling_id: null,
});

describe("a page's draft read while the page before was written", () => {
  const writes = writesOf([
    { kind: 'insert', values: columns('A1', 'https://loja.example/a'), errors: [] },
    { kind: 'update', id: 7, values: columns('B1', 'https://loja.example/b-new'), errors: [] },
    { kind: 'leave', id: 8, errors: [] },
    { kind: 'refuse', errors: [] },
  ]);

  it('is kept when it shares no product and no key with those writes', () => {
    const page = [{ feed_product_id: 'C1', permalink: 'https://loja.example/c' }];
    expect(draftedAcross(page, [{ id: 8 }, { id: 9 }], writes)).toBe(false);
  });

  it('is stale when it read a product those writes updated', () => {
    const page = [{ feed_product_id: 'C1', permalink: 'https://loja.example/b-old' }];
    expect(draftedAcross(page, [{ id: 7 }], writes)).toBe(true);
  });

  it('is stale when it looks for a permalink or feed id those writes gave a product', () => {
    expect(draftedAcross([{ feed_product_id: 'C1', permalink: 'https://loja.example/a' }], [], writes)).toBe(true);
    expect(draftedAcross([{ feed_product_id: 'C1', permalink: 'https://loja.example/b-new' }], [], writes)).toBe(true);
    expect(draftedAcross([{ feed_product_id: 'A1', permalink: 'https://loja.example/c' }], [], writes)).toBe(true);
  });
});
