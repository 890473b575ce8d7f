import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/registry/endpoints';

// Each resource's declaration says where it lives in the API; the data provider's table is gathered from them.
describe('the endpoints table gathered from the declarations', () => {
  it('holds every resource the data provider serves, each with the paths of its API', () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual([
      'brands',
      'categories',
      'integrations',
      'modelings',
      'orders',
      'products',
      'size-styles',
      'strong-brands',
      'strong-categories',
      'strong-modelings',
      'unknown-products',
    ]);
    const brands = ENDPOINTS.brands!;
    expect([
      brands.list,
      brands.one?.(7),
      brands.create,
      brands.update?.(7),
      brands.updateMany,
      brands.deleteMany,
    ]).toEqual(['/brands', '/brands/single/7', '/brands/', '/brands/single/7', '/brands/', '/brands/bulk/some']);
    expect(brands.fields).toEqual(['name', 'sizeSystem', 'strongBrandId']);
    expect(ENDPOINTS.modelings!.updateMany).toBeUndefined();
    expect(ENDPOINTS['unknown-products']).toEqual({ list: '/products/unknown', searchParam: 'search' });
    const strongCategories = ENDPOINTS['strong-categories']!;
    expect([
      strongCategories.list,
      strongCategories.one?.(7),
      strongCategories.create,
      strongCategories.update?.(7),
      strongCategories.remove?.(7),
      strongCategories.deleteMany,
    ]).toEqual([
      '/strong/categories',
      '/strong/categories/single/7',
      '/strong/categories',
      '/strong/categories/single/7',
      '/strong/categories/single/7',
      undefined,
    ]);
    const styles = ENDPOINTS['size-styles']!;
    expect([styles.list, styles.update?.(7), styles.fields, styles.create]).toEqual([
      '/strong/styles',
      '/strong/styles/single/7',
      ['weightStyle'],
      undefined,
    ]);
    expect(ENDPOINTS.integrations!.remove?.(3)).toBe('/importations/queue/3');
    const strongBrands = ENDPOINTS['strong-brands']!;
    expect([strongBrands.list, strongBrands.one?.(7), strongBrands.create, strongBrands.update?.(7)]).toEqual([
      '/strong/brands',
      '/strong/brands/single/7',
      '/strong/brands/',
      '/strong/brands/single/7',
    ]);
    expect([strongBrands.remove?.(7), strongBrands.deleteMany, strongBrands.updateMany]).toEqual([
      '/strong/brands/single/7',
      undefined,
      undefined,
    ]);
    expect(strongBrands.fields).toEqual(['name', 'logoUrl', 'gender', 'ageGroup', 'shoe', 'active']);
  });
});
