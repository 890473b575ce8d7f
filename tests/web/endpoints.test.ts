import { describe, expect, it } from 'vitest';
import { DECLARATIONS } from '../../src/registry';
import { ENDPOINTS } from '../../src/registry/endpoints';

// Each resource's declaration says where it lives in the API; the data provider's table is gathered from them.
describe('the endpoints table gathered from the declarations', () => {
  it('serves every declared react-admin resource, and only declared ones', () => {
    const resources = DECLARATIONS.filter((d) => d.views).map((d) => d.name);
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.filter((name) => !ENDPOINTS[name])).toEqual([]);
    const withApi = DECLARATIONS.filter((d) => d.api).map((d) => d.name);
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...withApi].sort());
  });

  it.each(Object.entries(ENDPOINTS))('%s names only absolute API paths and distinct fields', (_, endpoints) => {
    const { list, one, create, update, updateMany, deleteMany, remove, fields, bulkFields } = endpoints;
    const paths = [list, one?.(7), create, update?.(7), updateMany, deleteMany, remove?.(7)];
    expect(paths.some(Boolean)).toBe(true);
    for (const path of paths.filter((p) => p !== undefined)) expect(path).toMatch(/^\/[\w/-]+$/);
    for (const list of [fields, bulkFields].filter((l) => l !== undefined)) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('gives each resource the paths of its API', () => {
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
