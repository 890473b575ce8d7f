import { Type, type Static } from 'typebox';
import { MAX_PRODUCT_SIZES, PRODUCT_NAME_MAX_LENGTH, SEARCH_MAX_LENGTH, URL_MAX_LENGTH } from '../domain/limits.js';
import { PRODUCT_STATES } from '../domain/productState.js';
import { BulkIdsSchema, IdSchema, Nullable, OpenQuery } from './common.js';

const NullableId = Nullable(IdSchema);
const Text = (maxLength: number) => Type.String({ maxLength });

/** The search of the product list, its counts and its export. */
export const productSearchFields = {
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH, description: 'What to look for; see searchBy.' })),
  searchBy: Type.Optional(
    Type.Union([Type.Literal('name'), Type.Literal('feedProductId'), Type.Literal('id')], {
      description: 'name (default): part of the name or permalink, any case; feedProductId and id: the exact value.',
    }),
  ),
};

export const ProductSearchSchema = Type.Object(productSearchFields);

/** The list filters (spec section 4): booleans combined with AND; see PRODUCT_FILTER_OPTIONS. */
export const productFilterFields = {
  ...productSearchFields,
  productsAvailable: Type.Optional(
    Type.Boolean({ description: 'true: products with a size table (alert or covered).' }),
  ),
  productsAvailableWithError: Type.Optional(
    Type.Boolean({ description: 'true: a size table lacking some of the sizes (alert).' }),
  ),
  productsThatShouldBeFixed: Type.Optional(
    Type.Boolean({ description: 'true: plugin on and no size table (pending).' }),
  ),
  status: Type.Optional(Type.Boolean({ description: 'The plugin flag.' })),
};

const State = Type.Union(
  [Type.Literal('inactive'), Type.Literal('pending'), Type.Literal('alert'), Type.Literal('covered')],
  {
    description: `One of ${PRODUCT_STATES.join(', ')} (domain/productState.ts).`,
  },
);

const listFields = {
  id: Type.Integer(),
  name: Type.String(),
  permalink: Type.String(),
  feedProductId: Nullable(Type.String()),
  imageUrl: Nullable(Type.String()),
  brandId: Nullable(Type.Integer()),
  brandName: Nullable(Type.String()),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  gender: Type.String(),
  ageGroup: Type.String(),
  productType: Type.String(),
  sizes: Type.Array(Type.String()),
  modelingId: Nullable(Type.Integer()),
  modelingName: Nullable(Type.String()),
  pluginActive: Type.Boolean(),
  state: State,
  updatedAt: Type.String({ format: 'date-time' }),
};
export const ProductSummarySchema = Type.Object(listFields);

export const ProductSchema = Type.Object({
  ...listFields,
  code: Nullable(Type.String()),
  feedBrand: Nullable(Type.String()),
  sizeType: Type.String(),
  sizeSystem: Nullable(Type.String()),
  strongBrandId: Nullable(Type.Integer()),
  strongCategoryId: Nullable(Type.Integer()),
  strongSubcategoryId: Nullable(Type.Integer()),
  strongModel: Nullable(Type.String()),
  strongSlug: Nullable(Type.String()),
  strongSlugWeight: Nullable(Type.Integer()),
  strongLinkActive: Type.Boolean(),
  strongType: Nullable(Type.String()),
  strongModelingId: Nullable(Type.Integer({ description: 'The provider table the strong link resolved to.' })),
  strongModelingName: Nullable(Type.String()),
});

export const ProductCountsSchema = Type.Object({
  all: Type.Integer(),
  inactive: Type.Integer(),
  pending: Type.Integer(),
  alert: Type.Integer(),
  covered: Type.Integer(),
  pluginActive: Type.Integer(),
  pluginInactive: Type.Integer(),
});

// Values of enumerations, URLs and names are checked by the product rules, which name the field once.
export const ProductBodySchema = Type.Object(
  {
    permalink: Type.String({
      maxLength: URL_MAX_LENGTH,
      description: 'http(s) link of the product page; unique in the store.',
    }),
    name: Type.String({
      maxLength: 1000,
      description: `1 to ${PRODUCT_NAME_MAX_LENGTH} characters after trimming, no comma.`,
    }),
    code: Type.Optional(Nullable(Text(200))),
    feedProductId: Type.Optional(Nullable(Type.String({ maxLength: 200, description: 'Unique in the store.' }))),
    imageUrl: Type.Optional(Nullable(Text(URL_MAX_LENGTH))),
    brandId: Type.Optional(NullableId),
    categoryId: Type.Optional(NullableId),
    gender: Text(5),
    ageGroup: Text(20),
    sizeType: Type.Optional(Nullable(Text(20))),
    productType: Text(20),
    sizeSystem: Type.Optional(Nullable(Text(20))),
    sizes: Type.Array(Text(50), {
      maxItems: 1000,
      description: `Trimmed, repeated sizes dropped; at most ${MAX_PRODUCT_SIZES}.`,
    }),
    pluginActive: Type.Boolean(),
    modelingId: Type.Optional(NullableId),
    strongBrandId: Type.Optional(NullableId),
    strongCategoryId: Type.Optional(NullableId),
    strongSubcategoryId: Type.Optional(NullableId),
    strongModel: Type.Optional(Nullable(Text(200))),
    strongSlug: Type.Optional(Nullable(Text(200))),
    strongSlugWeight: Type.Optional(Nullable(Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 }))),
    strongLinkActive: Type.Optional(Type.Boolean()),
    strongType: Type.Optional(
      Nullable(
        Type.Unsafe<'clothes' | 'shoe'>({
          type: 'string',
          enum: ['clothes', 'shoe'],
          description: 'The provider type (clothes or shoe) of the strong link.',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

export const ProductChangesSchema = Type.Object(
  {
    modelingId: Type.Optional(NullableId),
    brandId: Type.Optional(NullableId),
    categoryId: Type.Optional(NullableId),
    gender: Type.Optional(Text(5)),
    ageGroup: Type.Optional(Text(20)),
    pluginActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** `PATCH /products/`: the same changes for every product named. */
export const ProductBulkChangeSchema = Type.Object(
  { ids: BulkIdsSchema, changes: ProductChangesSchema },
  { additionalProperties: false },
);

/** `PUT /products/single/:id`: `isAutomaticUpdate` is accepted for the feed's callers and has no effect. */
export const ProductReplaceQuery = OpenQuery({ isAutomaticUpdate: Type.Optional(Type.Boolean()) });

/** What deleting every product, or every pending one, answers. */
export const DeletedProductsSchema = Type.Object({ deleted: Type.Integer() });

export const ConfirmationBody = Type.Object(
  {
    confirmation: Type.Optional(
      Type.String({ maxLength: 100, description: 'The delete word: EXCLUIR, DELETE, ELIMINAR or SUPPRIMER.' }),
    ),
  },
  { additionalProperties: false },
);

export type ProductSummary = Static<typeof ProductSummarySchema>;
export type ProductCounts = Static<typeof ProductCountsSchema>;
export type Product = Static<typeof ProductSchema>;
export type ProductBody = Static<typeof ProductBodySchema>;
export type ProductChanges = Static<typeof ProductChangesSchema>;
export type ProductSearch = Static<typeof ProductSearchSchema>;

// The CSV columns are a plain list, beside the other field lists the web app reads without the schemas.
export { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from './fieldLists.js';
