import { expect } from 'vitest';
import type { Db } from '../../server/db/connection.js';

/**
 * After a database was moved or restored with two brands of a store ("Maré" and one more): its identity
 * counters and unique indexes came along, so a new row gets the next id and a duplicate name is refused.
 */
export async function expectBrandKeysKept(db: Db, tenantId: number): Promise<void> {
  const next = await db
    .insertInto('brands')
    .values({ tenant_id: tenantId, name: 'Nova' })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(next.id).toBe(3);
  await expect(db.insertInto('brands').values({ tenant_id: tenantId, name: 'MARÉ' }).execute()).rejects.toThrow(
    /brands_name_key/,
  );
}
