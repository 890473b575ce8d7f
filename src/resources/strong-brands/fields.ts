import type { StrongBrandBody } from '../../../contract/strongBrands';
import { everyFieldOf } from '../../../contract/fieldLists';

/** The fields a provider brand's body has; the compiler ties the list to the contract's type. */
export const STRONG_BRAND_BODY_FIELDS = everyFieldOf<StrongBrandBody>()([
  'name',
  'logoUrl',
  'gender',
  'ageGroup',
  'shoe',
  'active',
]);
