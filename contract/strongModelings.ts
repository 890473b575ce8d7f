import { Type, type Static } from 'typebox';
import { AGE_GROUPS, GENDERS, SIZE_SYSTEMS } from '../domain/enums.js';
import { NAME_MAX_LENGTH } from '../domain/limits.js';
import { SIZE_TYPES, STRONG_MODELING_KINDS, TABLE_TYPES } from '../domain/modeling.js';
import { IdSchema, Nullable } from './common.js';
import { ModelingBodySchema, ModelingSchema, RowSchema } from './modelings.js';

/**
 * The provider's own tables ("strong modelings", `/strong/modelings`): a store table's shape without a
 * store, plus its kind (STATIC drawn by hand, ORGANIC learned), per size confidence and sample count
 * (read only: learning writes them) and the attributes a product's strong link is matched on.
 */
const union = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const SLUG_MAX_LENGTH = 200;
const NullableId = Nullable(IdSchema);

/** The link attributes a strong table is found by (besides its gender, age group, size type and type). */
const linkFields = {
  strongBrandId: Type.Optional(NullableId),
  strongCategoryId: Type.Optional(NullableId),
  strongSubcategoryId: Type.Optional(NullableId),
  model: Type.Optional(Nullable(Type.String({ maxLength: NAME_MAX_LENGTH }))),
  slugs: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH }), { maxItems: 50 })),
  slugWeight: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
};

const { static: _static, brandId: _brandId, ...tableFields } = ModelingBodySchema.properties;

/** What a moderator sends to create or replace a strong table. Values in centimetres (weight in kg). */
export const StrongModelingBodySchema = Type.Object({ ...tableFields, ...linkFields }, { additionalProperties: false });
export type StrongModelingBody = Static<typeof StrongModelingBodySchema>;

/** A size row as answered: the drawn or learned ranges, and what learning measured for that size. */
export const StrongRowSchema = Type.Object({
  ...RowSchema.properties,
  confidence: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  sampleCount: Type.Integer({ minimum: 0 }),
});

const answerLinkFields = {
  kind: union(STRONG_MODELING_KINDS),
  strongBrandId: Nullable(Type.Integer()),
  strongBrandName: Nullable(Type.String()),
  strongCategoryId: Nullable(Type.Integer()),
  strongCategoryName: Nullable(Type.String()),
  strongSubcategoryId: Nullable(Type.Integer()),
  strongSubcategoryName: Nullable(Type.String()),
  model: Nullable(Type.String()),
  sizeType: Type.String(),
  slugs: Type.Array(Type.String()),
  slugWeight: Type.Integer(),
  sampleCount: Type.Integer({ description: 'Shoppers learned from, all sizes together.' }),
};

const { brandId: _b, brandName: _bn, static: _s, rows: _r, ...modelingAnswerFields } = ModelingSchema.properties;

/** One strong table with its sizes. */
export const StrongModelingSchema = Type.Object({
  ...modelingAnswerFields,
  ...answerLinkFields,
  rows: Type.Array(StrongRowSchema),
});
export type StrongModeling = Static<typeof StrongModelingSchema>;

/** A row of the strong table list. */
export const StrongModelingSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  clothesType: Nullable(Type.String()),
  ageGroup: Type.String(),
  gender: Type.String(),
  sizeSystem: Type.String(),
  sizes: Type.Array(Type.String()),
  updatedAt: Type.String({ format: 'date-time' }),
  ...answerLinkFields,
});
export type StrongModelingSummary = Static<typeof StrongModelingSummarySchema>;

/** The filters of `GET /strong/modelings`. */
export const strongModelingFilterFields = {
  name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH, description: 'Part of the name, any case.' })),
  kind: Type.Optional(union(STRONG_MODELING_KINDS)),
  type: Type.Optional(union(TABLE_TYPES)),
  gender: Type.Optional(union(GENDERS)),
  ageGroup: Type.Optional(union(AGE_GROUPS)),
  sizeType: Type.Optional(union(SIZE_TYPES)),
  sizeSystem: Type.Optional(union(SIZE_SYSTEMS)),
  strongBrandId: Type.Optional(IdSchema),
  strongCategoryId: Type.Optional(IdSchema),
  strongSubcategoryId: Type.Optional(IdSchema),
  model: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
};
export const StrongModelingFiltersSchema = Type.Object(strongModelingFilterFields);
export type StrongModelingFilters = Static<typeof StrongModelingFiltersSchema>;

/** `GET /strong/modelings/simplified`: every strong table's id and name, for pickers. */
export const StrongModelingChoicesSchema = Type.Array(
  Type.Object({ id: Type.Integer(), name: Type.String(), sizes: Type.Array(Type.String()) }),
);

/** `POST /strong/modelings/sync/create-strong-modeling?sizeSystem=`. */
export const CreateFromStoresQuery = Type.Object({ sizeSystem: union(SIZE_SYSTEMS) }, { additionalProperties: true });

/** `POST /strong/modelings/sync/brands`: create strong tables from the current store's tables of these brands. */
export const CreateFromBrandsBody = Type.Object(
  { ids: Type.Array(IdSchema, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);

/** What a creating sync did: the strong tables created, and the store tables skipped with why. */
export const CreatedStrongModelingsSchema = Type.Object({
  created: Type.Integer(),
  ids: Type.Array(Type.Integer()),
  skippedWithoutStrongBrand: Type.Integer({ description: 'Store tables whose brand links to no provider brand.' }),
});
export type CreatedStrongModelings = Static<typeof CreatedStrongModelingsSchema>;

/** The attributes of a product's strong link, as the product editor sends them to find its strong table. */
export const StrongLinkQuery = Type.Object(
  {
    strongBrandId: IdSchema,
    strongCategoryId: Type.Optional(IdSchema),
    strongSubcategoryId: Type.Optional(IdSchema),
    strongType: Type.Optional(union(TABLE_TYPES)),
    model: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
    slug: Type.Optional(Type.String({ maxLength: SLUG_MAX_LENGTH })),
    slugWeight: Type.Optional(Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 })),
    gender: Type.Optional(union(GENDERS)),
    ageGroup: Type.Optional(union(AGE_GROUPS)),
    sizeType: Type.Optional(union(SIZE_TYPES)),
  },
  { additionalProperties: true },
);
export type StrongLink = Static<typeof StrongLinkQuery>;

/** The strong table a strong link resolves to, or null when none matches. */
export const StrongLinkMatchSchema = Type.Object({
  match: Nullable(
    Type.Object({ id: Type.Integer(), name: Type.String(), kind: Type.String(), sizes: Type.Array(Type.String()) }),
  ),
});
export type StrongLinkMatch = Static<typeof StrongLinkMatchSchema>;
