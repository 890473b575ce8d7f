import { describe, expect, it } from 'vitest';
import { namedOptions } from '../../src/components/choices';
import { shellMessages } from './i18nAreas';
import { i18nIn } from './i18nTestUtils';

describe('dropdown options from server records', () => {
  const records = [
    { id: 1, name: 'Nike' },
    { id: 2, name: '' },
    { id: 3, name: '   ' },
    { id: null, name: 'Sem id' },
    { name: 'Sem id' },
    { id: 4, name: null },
    { id: 5 },
    { id: '', name: 'Id vazio' },
  ];

  it("leaves out those without an id or a name, and shows an empty name as 'Sem nome ({id})'", () => {
    const { translate } = i18nIn('ptBR', shellMessages.ptBR);
    expect(namedOptions(records, translate)).toEqual([
      { id: 1, name: 'Nike' },
      { id: 2, name: 'Sem nome (2)' },
      { id: 3, name: 'Sem nome (3)' },
    ]);
  });

  it('words the unnamed option in the interface language, keeping the other fields', () => {
    const { translate } = i18nIn('fr', shellMessages.fr);
    expect(namedOptions([{ id: 7, name: '', sizes: ['P'] }], translate)).toEqual([
      { id: 7, name: 'Sans nom (7)', sizes: ['P'] },
    ]);
  });
});
