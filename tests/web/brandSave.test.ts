import { describe, expect, it } from 'vitest';
import { toBrandPayload } from '../../src/resources/brands/brandSave';

describe('brand payload', () => {
  it('sends null for an emptied select and leaves read-only fields out', () => {
    expect(
      toBrandPayload({
        id: 3,
        name: ' Farm ',
        sizeSystem: '' as never,
        strongBrandId: '' as never,
        strongBrandName: 'Farm Rio',
      }),
    ).toEqual({
      name: 'Farm',
      sizeSystem: null,
      strongBrandId: null,
    });
  });
});
