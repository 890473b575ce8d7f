import type { StrongBrandsAssociation, StrongBrandsCreation } from '../../contract/brandSync.js';
import { STRONG_BRAND_NAME_MAX_LENGTH } from '../../domain/limits.js';
import type { Db } from '../db/connection.js';
import { brandLinksOf, linkBrandToStrongBrand, matchStrongBrands } from '../repositories/brands.js';
import { lockOwnRows } from '../repositories/ownership.js';
import { insertStrongBrandUnlessNamed, strongBrandIdByName } from '../repositories/strongBrands.js';

const BULK_NOT_FOUND = 'Some brands were not found.';

/**
 * A store brand's name as a provider brand name (at most 25 characters, counted as PostgreSQL does).
 * Only spaces are dropped after the cut, like btrim in the matching query below.
 */
export const strongNameOf = (name: string) =>
  Array.from(name.trim()).slice(0, STRONG_BRAND_NAME_MAX_LENGTH).join('').replace(/ +$/, '');

/**
 * Gives each selected brand a provider brand of its name, creating it when the provider has none
 * (names compare without regard to case). Brands already linked are left alone. All or nothing.
 */
export function createStrongBrandsFor(db: Db, tenantId: number, ids: number[]): Promise<StrongBrandsCreation> {
  return db.transaction().execute(async (trx) => {
    await lockOwnRows(trx, 'brands', tenantId, ids, BULK_NOT_FOUND);
    const result: StrongBrandsCreation = { created: 0, linked: 0, skipped: [] };
    for (const brand of await brandLinksOf(trx, tenantId, ids)) {
      if (brand.strong_brand_id !== null) {
        result.skipped.push({ id: brand.id, reason: 'ALREADY_LINKED' });
        continue;
      }
      const name = strongNameOf(brand.name);
      // ON CONFLICT: another request may create the same provider brand at the same moment.
      const insertedId = await insertStrongBrandUnlessNamed(trx, name);
      const strongId = insertedId ?? (await strongBrandIdByName(trx, name.toLowerCase()));
      if (insertedId !== undefined) result.created += 1;
      await linkBrandToStrongBrand(trx, tenantId, brand.id, strongId);
      result.linked += 1;
    }
    return result;
  });
}

/**
 * Links each selected brand to the provider brand of the same name (compared without regard to
 * case, on the first 25 characters, as provider names are cut there). All or nothing.
 */
export function associateStrongBrands(db: Db, tenantId: number, ids: number[]): Promise<StrongBrandsAssociation> {
  return db.transaction().execute(async (trx) => {
    await lockOwnRows(trx, 'brands', tenantId, ids, BULK_NOT_FOUND);
    const matches = await matchStrongBrands(trx, tenantId, ids, STRONG_BRAND_NAME_MAX_LENGTH);
    for (const match of matches) {
      await linkBrandToStrongBrand(trx, tenantId, match.id, match.strongBrandId);
    }
    const found = new Set(matches.map((m) => m.id));
    return { linked: found.size, notFound: ids.filter((id) => !found.has(id)) };
  });
}
