import { describe, expect, it } from 'vitest';
import { sortStores, storeGroup } from '../../src/layout/storeGroups';

describe('storeGroup', () => {
  it('groups digits together as 0-9', () => {
    expect(storeGroup('7 Léguas')).toBe('0-9');
    expect(storeGroup('0800 Moda')).toBe('0-9');
  });

  it('uses the first letter without accent, in upper case', () => {
    expect(storeGroup('ática')).toBe('A');
    expect(storeGroup('Ébano')).toBe('E');
    expect(storeGroup('çeleste')).toBe('C');
    expect(storeGroup('  farm')).toBe('F');
  });

  it('puts names that start with neither a letter nor a digit under #', () => {
    expect(storeGroup('@moda')).toBe('#');
    expect(storeGroup('')).toBe('#');
  });
});

describe('sortStores', () => {
  const store = (id: number, name: string) => ({ id, name });

  it('orders 0-9 first, then letters, then the rest, each group contiguous and sorted by name', () => {
    const sorted = sortStores([
      store(1, 'zeta'),
      store(2, '@loja'),
      store(3, 'Ávila'),
      store(4, '10 Pés'),
      store(5, 'abacate'),
      store(6, 'Beta'),
      store(7, '2 Irmãs'),
      store(8, 'alpha'),
    ]);
    expect(sorted.map((s) => s.name)).toEqual([
      '2 Irmãs',
      '10 Pés',
      'abacate',
      'alpha',
      'Ávila',
      'Beta',
      'zeta',
      '@loja',
    ]);
  });

  it('ignores case and accents when ordering names and keeps the input untouched', () => {
    const input = [store(1, 'ÉLAN'), store(2, 'eco'), store(3, 'Emma')];
    expect(sortStores(input).map((s) => s.id)).toEqual([2, 1, 3]);
    expect(input.map((s) => s.id)).toEqual([1, 2, 3]);
  });
});
