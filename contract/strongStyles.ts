import { Type, type Static } from 'typebox';
import { AGE_GROUPS, GENDERS } from '../domain/enums.js';
import { NAME_MAX_LENGTH, STYLE_WEIGHT_MAX, STYLE_WEIGHT_MIN } from '../domain/limits.js';
import { SIZE_TYPES } from '../domain/modeling.js';
import { BulkIdsSchema, IdSchema, Nullable } from './common.js';

/**
 * Size styles (`/strong/styles`): one per brand × category × subcategory × model × gender × age group ×
 * size type met in the products' strong links, with its weight and the provider table it uses.
 */
const union = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** One size style as the list answers it. */
export const StrongStyleSchema = Type.Object({
  id: Type.Integer(),
  strongBrandId: Type.Integer(),
  strongBrandName: Type.String(),
  strongCategoryId: Nullable(Type.Integer()),
  strongCategoryName: Nullable(Type.String()),
  strongSubcategoryId: Nullable(Type.Integer()),
  strongSubcategoryName: Nullable(Type.String()),
  model: Nullable(Type.String()),
  gender: Type.String(),
  ageGroup: Type.String(),
  sizeType: Type.String(),
  weightStyle: Type.Number(),
  modelingId: Nullable(Type.Integer({ description: 'The provider table the style uses.' })),
  modelingName: Nullable(Type.String()),
  productCount: Type.Integer({ description: 'Products of every store in the style at the last sync.' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type StrongStyle = Static<typeof StrongStyleSchema>;

/** The filters of `GET /strong/styles`. */
export const strongStyleFilterFields = {
  name: Type.Optional(
    Type.String({ maxLength: NAME_MAX_LENGTH, description: 'Part of the model, brand, category or subcategory name.' }),
  ),
  strongBrandId: Type.Optional(IdSchema),
  strongCategoryId: Type.Optional(IdSchema),
  gender: Type.Optional(union(GENDERS)),
  ageGroup: Type.Optional(union(AGE_GROUPS)),
  sizeType: Type.Optional(union(SIZE_TYPES)),
  linked: Type.Optional(Type.Boolean({ description: 'true: styles with a provider table; false: without one.' })),
  modelingId: Type.Optional(IdSchema),
};
export const StrongStyleFiltersSchema = Type.Object(strongStyleFilterFields);
export type StrongStyleFilters = Static<typeof StrongStyleFiltersSchema>;

/** `PUT /strong/styles/single/{id}`. */
export const StyleWeightBodySchema = Type.Object(
  {
    weightStyle: Type.Number({
      minimum: STYLE_WEIGHT_MIN,
      maximum: STYLE_WEIGHT_MAX,
      description: `From ${STYLE_WEIGHT_MIN} to ${STYLE_WEIGHT_MAX}, at most two decimals.`,
    }),
  },
  { additionalProperties: false },
);
export type StyleWeightBody = Static<typeof StyleWeightBodySchema>;

/** `PATCH /strong/styles/modeling/`: these styles use this provider table (null: none). All or nothing. */
export const StyleModelingBodySchema = Type.Object(
  { ids: BulkIdsSchema, modelingId: Nullable(IdSchema) },
  { additionalProperties: false },
);
export type StyleModelingBody = Static<typeof StyleModelingBodySchema>;

/** What `POST /strong/styles/sync` did. */
export const StyleSyncSchema = Type.Object({
  styles: Type.Integer({ description: 'Styles that hold products now.' }),
  created: Type.Integer({ description: 'Styles met for the first time.' }),
  emptied: Type.Integer({ description: 'Styles whose products all left them (kept, with their weight and table).' }),
  products: Type.Integer({ description: 'Products with a strong link, in every store.' }),
});
export type StyleSync = Static<typeof StyleSyncSchema>;

/** The filters of `GET /strong/models`. */
export const strongModelFilterFields = {
  name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH, description: 'Start of the model name, any case.' })),
  strongBrandId: Type.Optional(IdSchema),
  strongCategoryId: Type.Optional(IdSchema),
};
export const StrongModelFiltersSchema = Type.Object(strongModelFilterFields);
export type StrongModelFilters = Static<typeof StrongModelFiltersSchema>;

/** One model met in the strong links (`GET /strong/models`). */
export const StrongModelSchema = Type.Object({
  id: Type.String({ description: 'The model name in lower case: one row per name, whatever its spelling.' }),
  name: Type.String(),
  productCount: Type.Integer(),
});
export type StrongModel = Static<typeof StrongModelSchema>;
