import { Type, type Static } from 'typebox';
import { NAME_MAX_LENGTH } from '../domain/limits.js';
import { CLOTHES_TYPES, TABLE_TYPES } from '../domain/modeling.js';
import { BulkIdsSchema, IdSchema, Nullable } from './common.js';

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  originalName: Nullable(Type.String()),
  type: Type.String({ description: TABLE_TYPES.join(' or ') }),
  clothesType: Nullable(Type.String()),
  strongCategoryId: Nullable(Type.Integer()),
  strongCategoryName: Nullable(Type.String()),
  strongSubcategoryId: Nullable(Type.Integer()),
  strongSubcategoryName: Nullable(Type.String()),
  sizeTailor: Type.Boolean(),
});

// Enumerated values are checked by the category rules, which answer one clear problem per field.
const linkFields = {
  type: Type.Optional(Type.String({ maxLength: 20, description: `${TABLE_TYPES.join(' or ')} (default clothes).` })),
  clothesType: Type.Optional(
    Nullable(Type.String({ maxLength: 40, description: `One of ${CLOTHES_TYPES.join(', ')}.` })),
  ),
  strongCategoryId: Type.Optional(Nullable(IdSchema)),
  strongSubcategoryId: Type.Optional(Nullable(IdSchema)),
  sizeTailor: Type.Optional(Type.Boolean()),
};

export const CategoryBodySchema = Type.Object(
  {
    name: Type.String({
      maxLength: 1000,
      description: `1 to ${NAME_MAX_LENGTH} characters after trimming, no comma; unique in the store.`,
    }),
    originalName: Type.Optional(
      Nullable(Type.String({ maxLength: 1000, description: "The name in the store's own catalogue." })),
    ),
    ...linkFields,
  },
  { additionalProperties: false },
);

export const CategoryBulkChangeSchema = Type.Object(
  {
    ids: BulkIdsSchema,
    changes: Type.Object(linkFields, {
      additionalProperties: false,
      minProperties: 1,
      description: 'A new strongCategoryId without strongSubcategoryId clears the subcategory.',
    }),
  },
  { additionalProperties: false },
);

export type Category = Static<typeof CategorySchema>;
export type CategoryBody = Static<typeof CategoryBodySchema>;
export type CategoryChanges = Static<typeof CategoryBulkChangeSchema>['changes'];
