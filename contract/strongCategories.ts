import { Type, type Static } from 'typebox';
import { PRODUCT_TYPES } from '../domain/enums.js';
import { MAX_STRONG_SUBCATEGORIES, STRONG_CATEGORY_NAME_MAX_LENGTH } from '../domain/limits.js';
import { STOREFRONT_LANGUAGES } from '../domain/storefrontLanguages.js';
import { IdSchema } from './common.js';

const Translations = Type.Record(Type.String(), Type.String(), {
  description: 'Name per storefront language (ISO 639-1 code).',
});

/** A provider category with its subcategories, shared by every store. */
export const StrongCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String({ description: 'clothes or shoe' }),
  translations: Translations,
  subcategories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), translations: Translations })),
});

// Lengths and language codes are checked after trimming by the rules, which name the field; the schema
// only bounds what a request may carry.
const TranslationsBody = Type.Record(Type.String({ maxLength: 10 }), Type.String({ maxLength: 1000 }), {
  maxProperties: STOREFRONT_LANGUAGES.length * 2,
  description:
    `Keys among ${STOREFRONT_LANGUAGES.join(', ')}; values 1 to ${STRONG_CATEGORY_NAME_MAX_LENGTH} ` +
    'characters after trimming. A language left out has no translation.',
});

const NAME_RULE = `1 to ${STRONG_CATEGORY_NAME_MAX_LENGTH} characters after trimming, no comma.`;

export const StrongSubcategoryBodySchema = Type.Object(
  {
    id: Type.Optional(
      Type.Union([IdSchema, Type.Null()], {
        description: 'A subcategory of this category to keep and rename; none for a new one.',
      }),
    ),
    name: Type.String({ maxLength: 1000, description: `${NAME_RULE} Unique within the category.` }),
    translations: TranslationsBody,
  },
  { additionalProperties: false },
);

export const StrongCategoryBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: 1000, description: `${NAME_RULE} Unique among provider categories.` }),
    type: Type.String({ maxLength: 20, description: `One of ${PRODUCT_TYPES.join(', ')}.` }),
    translations: TranslationsBody,
    subcategories: Type.Array(StrongSubcategoryBodySchema, {
      maxItems: MAX_STRONG_SUBCATEGORIES,
      description:
        'The whole list: names unique within the category; a subcategory left out is deleted, refused with 409 ' +
        '`STRONG_SUBCATEGORY_LINKED` while anything links to it.',
    }),
  },
  { additionalProperties: false },
);

export type StrongCategory = Static<typeof StrongCategorySchema>;
export type StrongCategoryBody = Static<typeof StrongCategoryBodySchema>;
export type StrongSubcategoryBody = Static<typeof StrongSubcategoryBodySchema>;
