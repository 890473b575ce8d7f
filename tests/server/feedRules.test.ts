import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORTATION_RULES, type ImportationRules } from '../../contract/feeds.js';
import { emptyFeedItem, type FeedItem } from '../../server/feeds/feedItem.js';
import { applyImportationRules, applyLinkBehavior, normalizeFeedSize } from '../../server/feeds/feedRules.js';

const item = (fields: Partial<FeedItem>): FeedItem => ({
  ...emptyFeedItem(),
  id: 'SKU-1',
  title: 'Camiseta Básica',
  link: 'http://loja.example/p/1?utm=x#top',
  ...fields,
});
const rules = (extra: Partial<ImportationRules>): ImportationRules => ({ ...DEFAULT_IMPORTATION_RULES, ...extra });
const valuesOf = (i: FeedItem, r = DEFAULT_IMPORTATION_RULES) => {
  const ruled = applyImportationRules(i, r, 'KEEP');
  if (ruled.skip || !('values' in ruled)) throw new Error('not imported');
  return ruled.values;
};

describe('importation rules', () => {
  it('normalises sizes so m, " M " and M are one size', () => {
    expect(new Set(['m', ' M ', 'M'].map(normalizeFeedSize))).toEqual(new Set(['M']));
    expect(valuesOf(item({ size: '  gg ' })).sizes).toEqual(['GG']);
    expect(valuesOf(item({})).sizes).toEqual([]);
  });

  it('applies the link behaviours to the link and the image', () => {
    expect(applyLinkBehavior('http://a.example/x?y=1', 'KEEP')).toBe('http://a.example/x?y=1');
    expect(applyLinkBehavior('HTTP://a.example/x?y=1', 'FORCE_HTTPS')).toBe('https://a.example/x?y=1');
    expect(applyLinkBehavior('http://a.example/x?y=1#z', 'STRIP_QUERY')).toBe('http://a.example/x');
    const ruled = applyImportationRules(
      item({ imageLink: 'http://i.example/1.jpg' }),
      DEFAULT_IMPORTATION_RULES,
      'FORCE_HTTPS',
    );
    expect(ruled).toMatchObject({
      values: { permalink: 'https://loja.example/p/1?utm=x#top', imageUrl: 'https://i.example/1.jpg' },
    });
  });

  it('maps genders and age groups by rule, else by the standard values, in any case and accents', () => {
    const r = rules({
      genders: [{ value: 'Menina', gender: 'f' }],
      ageGroups: [{ value: 'bebê', ageGroup: 'infant' }],
    });
    expect(valuesOf(item({ gender: 'MENINA', ageGroup: 'Bebe' }), r)).toMatchObject({
      gender: 'f',
      ageGroup: 'infant',
    });
    expect(valuesOf(item({ gender: 'Male', ageGroup: 'KIDS' }), r)).toMatchObject({ gender: 'm', ageGroup: 'kids' });
    expect(valuesOf(item({ gender: 'whatever' }), r)).toMatchObject({ gender: 'u', ageGroup: 'adult' });
    expect(valuesOf(item({ gender: 'constructor', ageGroup: 'toString' }), r)).toMatchObject({
      gender: 'u',
      ageGroup: 'adult',
    });
  });

  // Values are folded once each and kept, a thousand at most: a feed with more of them folds the others again.
  it('maps every gender value of a feed that has more of them than are kept folded', () => {
    const r = rules({ genders: [{ value: 'Menina', gender: 'f' }] });
    for (let n = 0; n < 2500; n += 1) {
      expect(valuesOf(item({ gender: `Gênero ${n}` }), r).gender).toBe('u');
      expect(valuesOf(item({ gender: n % 2 ? 'MENINA' : 'Female' }), r).gender).toBe('f');
    }
  });

  it('picks the category by keyword, else names it by the last step of g:product_type', () => {
    const r = rules({ categories: [{ keyword: 'calçados', categoryId: 7 }] });
    expect(valuesOf(item({ googleProductCategory: 'Vestuário > CALCADOS > Tênis' }), r)).toMatchObject({
      categoryId: 7,
      categoryName: null,
    });
    expect(valuesOf(item({ productType: 'Roupas > Blusas ' }), r)).toMatchObject({
      categoryId: null,
      categoryName: 'Blusas',
    });
    expect(valuesOf(item({ productType: ' Blusas' })).categoryName).toBe('Blusas');
    expect(valuesOf(item({ productType: 'Roupas > ' })).categoryName).toBeNull();
  });

  it('picks the product type by keyword and skips items by keyword', () => {
    const r = rules({ productTypes: [{ keyword: 'tênis', productType: 'shoe' }], skip: ['cartão presente'] });
    expect(valuesOf(item({ title: 'Tenis Corrida' }), r).productType).toBe('shoe');
    expect(valuesOf(item({}), r).productType).toBe('clothes');
    expect(applyImportationRules(item({ title: 'Cartão-Presente' }), r, 'KEEP')).toEqual({
      skip: false,
      values: expect.anything(),
    });
    expect(applyImportationRules(item({ title: 'CARTAO PRESENTE R$ 50' }), r, 'KEEP')).toEqual({ skip: true });
  });

  it('groups variants under their item group id and names what an item misses', () => {
    expect(valuesOf(item({ itemGroupId: 'G-9' })).feedProductId).toBe('G-9');
    expect(valuesOf(item({})).feedProductId).toBe('SKU-1');
    expect(applyImportationRules(item({ link: null }), DEFAULT_IMPORTATION_RULES, 'KEEP')).toEqual({
      skip: false,
      missing: 'link',
    });
  });
});
