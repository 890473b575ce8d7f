import { describe, expect, it } from 'vitest';
import { decideReturnRow, returnDateOf, returnReasonOf, returnsColumnOf } from '../../domain/returnsFile.js';

const items = [
  {
    id: 1,
    feedProductId: 'P1',
    sku: 'AB 12',
    permalink: 'https://shop.example/p/blusa-991.html',
    size: 'M',
    returned: false,
  },
  { id: 2, feedProductId: 'P2', sku: 'CD-34', permalink: 'https://shop.example/p/saia-992', size: 'G', returned: true },
];
const byId = { processingType: 'PRODUCT_ID', ignorePurchasedSize: false, ignoreSkuSpaces: false } as const;

describe('returns file rules', () => {
  it('reads headers whatever their case, spaces and underscores', () => {
    expect(['Order ID', 'product_id', 'SKU', 'return-date', 'other'].map(returnsColumnOf)).toEqual([
      'orderId',
      'productId',
      'sku',
      'returnDate',
      undefined,
    ]);
  });

  it('reads reasons as codes or words of the four languages; anything else is other', () => {
    expect(['SMALL', 'too small', 'Pequeno', 'petit'].map(returnReasonOf)).toEqual([
      'SMALL',
      'SMALL',
      'SMALL',
      'SMALL',
    ]);
    expect(['BIG', 'Too Big', 'grande', 'trop grand'].map(returnReasonOf)).toEqual(['BIG', 'BIG', 'BIG', 'BIG']);
    expect(['', 'color', undefined].map(returnReasonOf)).toEqual(['UNKNOWN', 'UNKNOWN', 'UNKNOWN']);
  });

  it('reads dates as days (midday UTC) or ISO date-times; blank is the fallback, other text null', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(returnDateOf('2026-03-12', now)).toEqual(new Date('2026-03-12T12:00:00Z'));
    expect(returnDateOf('2026-03-12T08:30:00Z', now)).toEqual(new Date('2026-03-12T08:30:00Z'));
    expect(returnDateOf(' ', now)).toBe(now);
    expect(returnDateOf('12/03/2026', now)).toBeNull();
    expect(returnDateOf('2026-13-45', now)).toBeNull();
  });

  it('decides one row: returned, already returned, no such order or item, invalid', () => {
    expect(decideReturnRow({ orderId: 'O1', productId: 'p1', size: 'm', reason: 'small' }, items, byId)).toEqual({
      outcome: 'returned',
      itemId: 1,
      reason: 'SMALL',
    });
    expect(decideReturnRow({ orderId: 'O1', productId: 'P2', size: 'G' }, items, byId).outcome).toBe(
      'already returned',
    );
    expect(decideReturnRow({ orderId: 'O1', productId: 'P1', size: 'G' }, items, byId).outcome).toBe('no such item');
    expect(decideReturnRow({ orderId: 'O1', productId: 'P1', size: 'M' }, [], byId).outcome).toBe('no such order');
    expect(decideReturnRow({ orderId: 'O1', productId: 'P1' }, items, byId).outcome).toBe('invalid');
    expect(decideReturnRow({ productId: 'P1', size: 'M' }, items, byId).outcome).toBe('invalid');
  });

  it('matches the id among the permalink words, SKUs without spaces when asked, and any size when asked', () => {
    const permalink = { ...byId, processingType: 'PRODUCT_ID_ON_ORDER_PERMALINK' } as const;
    expect(decideReturnRow({ orderId: 'O1', productId: '991', size: 'M' }, items, permalink).outcome).toBe('returned');
    expect(decideReturnRow({ orderId: 'O1', productId: '99', size: 'M' }, items, permalink).outcome).toBe(
      'no such item',
    );
    const sku = { ...byId, processingType: 'PRODUCT_SKU' } as const;
    expect(decideReturnRow({ orderId: 'O1', sku: 'AB12', size: 'M' }, items, sku).outcome).toBe('no such item');
    expect(
      decideReturnRow({ orderId: 'O1', sku: 'AB12', size: 'M' }, items, { ...sku, ignoreSkuSpaces: true }).outcome,
    ).toBe('returned');
    const anySize = { ...byId, ignorePurchasedSize: true };
    const twins = [items[0]!, { ...items[0]!, id: 3, size: 'G' }];
    expect(decideReturnRow({ orderId: 'O1', productId: 'P1' }, twins, anySize)).toEqual({
      outcome: 'ambiguous',
      detail: { code: 'ambiguous', orderId: 'O1', count: 2 },
    });
  });
});
