import { describe, expect, it } from 'vitest';
import { BrandBodySchema, BrandBulkChangeSchema } from '../../contract/brands';
import { CategoryBodySchema, CategoryBulkChangeSchema } from '../../contract/categories';
import { fieldsOf } from '../../contract/common';
import * as lists from '../../contract/fieldLists';
import { IntegrationSettingsSchema } from '../../contract/feeds';
import { ModelingBodySchema } from '../../contract/modelings';
import { ProductBodySchema, ProductChangesSchema } from '../../contract/products';

// The web app reads these plain lists instead of the schemas; they must name the same fields.
describe('the field lists of contract/fieldLists.ts', () => {
  it.each([
    ['BRAND_BODY_FIELDS', fieldsOf(BrandBodySchema)],
    ['BRAND_CHANGE_FIELDS', fieldsOf(BrandBulkChangeSchema.properties.changes)],
    ['CATEGORY_BODY_FIELDS', fieldsOf(CategoryBodySchema)],
    ['CATEGORY_CHANGE_FIELDS', fieldsOf(CategoryBulkChangeSchema.properties.changes)],
    ['MODELING_BODY_FIELDS', fieldsOf(ModelingBodySchema)],
    ['PRODUCT_BODY_FIELDS', fieldsOf(ProductBodySchema)],
    ['PRODUCT_CHANGE_FIELDS', fieldsOf(ProductChangesSchema)],
    ['INTEGRATION_SETTINGS_FIELDS', fieldsOf(IntegrationSettingsSchema)],
  ] as const)('%s names the fields of its schema, in its order', (name, schemaFields) => {
    expect(lists[name]).toEqual(schemaFields);
  });
});
