import { describe, expect, it } from 'vitest';
import { BrandBodySchema, BrandBulkChangeSchema } from '../../contract/brands';
import { CategoryBodySchema, CategoryBulkChangeSchema } from '../../contract/categories';
import { fieldsOf } from '../../contract/common';
import { INTEGRATION_SETTINGS_FIELDS } from '../../contract/fieldLists';
import { IntegrationSettingsSchema } from '../../contract/feeds';
import { ModelingBodySchema } from '../../contract/modelings';
import { ProductBodySchema, ProductChangesSchema } from '../../contract/products';
import { StrongBrandBodySchema } from '../../contract/strongBrands';
import { StrongModelingBodySchema } from '../../contract/strongModelings';
import { STRONG_MODELING_BODY_FIELDS } from '../../src/resources/strong-modelings/fields';
import { BRAND_BODY_FIELDS, BRAND_CHANGE_FIELDS } from '../../src/resources/brands/fields';
import { CATEGORY_BODY_FIELDS, CATEGORY_CHANGE_FIELDS } from '../../src/resources/categories/fields';
import { MODELING_BODY_FIELDS } from '../../src/resources/modelings/fields';
import { PRODUCT_BODY_FIELDS, PRODUCT_CHANGE_FIELDS } from '../../src/resources/products/fields';
import { STRONG_BRAND_BODY_FIELDS } from '../../src/resources/strong-brands/fields';

// The web app reads these plain lists (in each resource's fields.ts) instead of the schemas; they must name
// the same fields.
describe('the field lists of the web app', () => {
  it.each([
    ['BRAND_BODY_FIELDS', BRAND_BODY_FIELDS, fieldsOf(BrandBodySchema)],
    ['BRAND_CHANGE_FIELDS', BRAND_CHANGE_FIELDS, fieldsOf(BrandBulkChangeSchema.properties.changes)],
    ['CATEGORY_BODY_FIELDS', CATEGORY_BODY_FIELDS, fieldsOf(CategoryBodySchema)],
    ['CATEGORY_CHANGE_FIELDS', CATEGORY_CHANGE_FIELDS, fieldsOf(CategoryBulkChangeSchema.properties.changes)],
    ['MODELING_BODY_FIELDS', MODELING_BODY_FIELDS, fieldsOf(ModelingBodySchema)],
    ['PRODUCT_BODY_FIELDS', PRODUCT_BODY_FIELDS, fieldsOf(ProductBodySchema)],
    ['PRODUCT_CHANGE_FIELDS', PRODUCT_CHANGE_FIELDS, fieldsOf(ProductChangesSchema)],
    ['INTEGRATION_SETTINGS_FIELDS', INTEGRATION_SETTINGS_FIELDS, fieldsOf(IntegrationSettingsSchema)],
    ['STRONG_BRAND_BODY_FIELDS', STRONG_BRAND_BODY_FIELDS, fieldsOf(StrongBrandBodySchema)],
    ['STRONG_MODELING_BODY_FIELDS', STRONG_MODELING_BODY_FIELDS, fieldsOf(StrongModelingBodySchema)],
  ] as const)('%s names the fields of its schema, in its order', (_name, list, schemaFields) => {
    expect(list).toEqual(schemaFields);
  });
});
