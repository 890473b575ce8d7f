import { Type, type Static } from 'typebox';
import { AGE_GROUPS, GENDERS } from '../domain/enums.js';
import { STRONG_BRAND_NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../domain/limits.js';
import { Nullable } from './common.js';

/** A provider brand, shared by every store. */
export const StrongBrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logoUrl: Nullable(Type.String()),
  gender: Type.String({ description: 'm, f or u.' }),
  ageGroup: Type.String(),
  shoe: Type.Boolean(),
  active: Type.Boolean(),
});

/** A store's brand linked to a provider brand, with its store: what a moderator sees on the provider brand. */
export const LinkedStoreBrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tenantId: Type.Integer(),
  tenantName: Type.String(),
});

/** One provider brand as its editor shows it: what links to it, of every store. */
export const StrongBrandDetailsSchema = Type.Object({
  ...StrongBrandSchema.properties,
  linkedProductCount: Type.Integer({ description: 'Products of any store linked to it.' }),
  linkedBrandCount: Type.Integer({ description: 'Store brands of any store linked to it.' }),
  linkedBrands: Type.Array(LinkedStoreBrandSchema, {
    description: 'The first 100 of those store brands, by store name and brand name.',
  }),
});

export const StrongBrandBodySchema = Type.Object(
  {
    // Length and commas are checked after trimming by the rules, which name the field.
    name: Type.String({
      maxLength: 1000,
      description: `1 to ${STRONG_BRAND_NAME_MAX_LENGTH} characters after trimming, no comma; unique.`,
    }),
    logoUrl: Type.Optional(
      Nullable(Type.String({ maxLength: URL_MAX_LENGTH, description: 'An http or https address.' })),
    ),
    gender: Type.String({ maxLength: 20, description: `One of ${GENDERS.join(', ')}.` }),
    ageGroup: Type.String({ maxLength: 20, description: `One of ${AGE_GROUPS.join(', ')}.` }),
    shoe: Type.Boolean(),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

export type StrongBrand = Static<typeof StrongBrandSchema>;
export type StrongBrandDetails = Static<typeof StrongBrandDetailsSchema>;
export type StrongBrandBody = Static<typeof StrongBrandBodySchema>;
