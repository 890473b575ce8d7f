import { beforeEach, describe, expect, it } from 'vitest';
import { LATE_PAGE_OFFSET } from '../../server/repositories/listQuery.js';
import { useTestApp } from './harness.js';

interface Brand {
  id: number;
  name: string;
  sizeSystem: string | null;
}

const SYSTEMS = [null, 'BR', 'US', 'EU'] as const;
const COUNT = LATE_PAGE_OFFSET + 137;

/** The expected order of a sort, nulls as PostgreSQL places them (last ascending, first descending), ids last. */
function sorted(brands: Brand[], field: 'sizeSystem', direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const rank = (v: string | null) => (v === null ? '\uffff' : v.toLowerCase());
  return [...brands]
    .sort((a, b) => sign * (rank(a[field]).localeCompare(rank(b[field])) || a.id - b.id))
    .map((b) => b.id);
}

describe('late pages of a long list', () => {
  const t = useTestApp();
  let session: string;
  let brands: Brand[];

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const rows = await t.db
      .insertInto('brands')
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          tenant_id: t.fx.tenants.alpha,
          name: `Marca ${i}`,
          size_system: SYSTEMS[i % SYSTEMS.length],
        })),
      )
      .returning(['id', 'name', 'size_system'])
      .execute();
    brands = rows.map((r) => ({ id: r.id, name: r.name, sizeSystem: r.size_system }));
  });

  const page = async (query: string) => {
    const res = await t.call(session, { method: 'GET', url: `/api/v1/brands?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Brand[]; total: number; hasMore?: boolean };
  };

  it.each([
    ['sizeSystem', 'asc'],
    ['sizeSystem', 'desc'],
    ['id', 'desc'],
  ] as const)('answer the same rows read from the end as from the start (sort %s %s)', async (field, direction) => {
    const expected = field === 'id' ? brands.map((b) => b.id).sort((a, b) => b - a) : sorted(brands, field, direction);
    const size = 25;
    // Early pages (read forwards), pages past the middle (read from the end), the last one and one past it.
    for (const n of [0, 39, 40, 41, 44, Math.floor((COUNT - 1) / size), Math.floor((COUNT - 1) / size) + 1]) {
      const body = await page(`sort=${field},${direction}&page=${n}&size=${size}`);
      expect(body.total).toBe(COUNT);
      expect(
        body.data.map((b) => b.id),
        `page ${n}`,
      ).toEqual(expected.slice(n * size, (n + 1) * size));
    }
  });
});
