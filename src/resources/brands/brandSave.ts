import type { Brand, BrandBody } from '../../../contract/brands';
import { BRAND_BODY_FIELDS } from './fields';
import type { FieldErrorRules } from '../../providers/saveErrors';

export type BrandPayload = Required<BrandBody>;

// The API rejects unknown body fields, so the read-only ones (id, strongBrandName) must not travel.
export const toBrandPayload = (data: Partial<Brand>): BrandPayload => ({
  name: (data.name ?? '').trim(),
  // An emptied select gives '' (react-admin's empty value); the API's "none" is null.
  sizeSystem: data.sizeSystem || null,
  strongBrandId: data.strongBrandId || null,
});

/** How the brand forms place the server's field errors. */
export const BRAND_SAVE_RULES: FieldErrorRules = {
  resource: 'brands',
  conflict: ['name', 'app.brands.nameTaken'],
  fields: BRAND_BODY_FIELDS,
};
