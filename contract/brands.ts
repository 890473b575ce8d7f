import { Type, type Static } from 'typebox';
import { SIZE_SYSTEMS } from '../domain/enums.js';
import { NAME_MAX_LENGTH } from '../domain/limits.js';
import { BulkIdsSchema, IdSchema } from './common.js';

// Values are checked by the brand rules, which answer one clear problem instead of one per allowed value.
const SizeSystem = Type.Union([Type.String({ maxLength: 20 }), Type.Null()], {
  description: `One of ${SIZE_SYSTEMS.join(', ')}.`,
});
const StrongBrandLink = Type.Union([IdSchema, Type.Null()], { description: 'The provider brand this brand is.' });

export const BrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sizeSystem: Type.Union([Type.String(), Type.Null()]),
  strongBrandId: Type.Union([Type.Integer(), Type.Null()]),
  strongBrandName: Type.Union([Type.String(), Type.Null()]),
});

export const BrandBodySchema = Type.Object(
  {
    // Length and commas are checked after trimming by the brand rules, which name the field.
    name: Type.String({
      maxLength: 1000,
      description: `1 to ${NAME_MAX_LENGTH} characters after trimming, no comma; unique in the store.`,
    }),
    sizeSystem: Type.Optional(SizeSystem),
    strongBrandId: Type.Optional(StrongBrandLink),
  },
  { additionalProperties: false },
);

export const BrandBulkChangeSchema = Type.Object(
  {
    ids: BulkIdsSchema,
    changes: Type.Object(
      { sizeSystem: Type.Optional(SizeSystem), strongBrandId: Type.Optional(StrongBrandLink) },
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false },
);

export type Brand = Static<typeof BrandSchema>;
export type BrandBody = Static<typeof BrandBodySchema>;
export type BrandChanges = Static<typeof BrandBulkChangeSchema>['changes'];
