import type { BrandBody, BrandChanges } from '../../../contract/brands';
import { everyFieldOf } from '../../../contract/fieldLists';

/** The fields of a brand's body and of a bulk change; the compiler ties each list to the contract's type. */
export const BRAND_BODY_FIELDS = everyFieldOf<BrandBody>()(['name', 'sizeSystem', 'strongBrandId']);
export const BRAND_CHANGE_FIELDS = everyFieldOf<BrandChanges>()(['sizeSystem', 'strongBrandId']);
