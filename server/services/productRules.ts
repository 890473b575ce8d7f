import { AGE_GROUPS, GENDERS, PRODUCT_TYPES, SIZE_SYSTEMS } from '../../domain/enums.js';
import { SIZE_TYPES } from '../../domain/modeling.js';
import { normalizeSize } from '../../domain/productState.js';
import { DetailCodes } from '../../domain/errorCodes.js';
import { isHttpUrl } from '../../domain/rules.js';
import { MAX_PRODUCT_SIZES, PRODUCT_NAME_MAX_LENGTH } from '../../domain/limits.js';
import type { Db } from '../db/connection.js';
import type { FieldProblem } from '../errors.js';
import type { ProductValues } from '../repositories/products.js';
import type { ProductBody } from '../../contract/products.js';
import { isOwnRow } from '../repositories/ownership.js';
import { strongBrandExists } from '../repositories/strongBrands.js';
import { parentOfStrongSubcategory, strongCategoryExists } from '../repositories/categories.js';
import { nameProblems, oneOf } from './fieldRules.js';

const optionalText = (value: string | null | undefined) => value?.trim() || null;

/** Sizes as stored: trimmed, without blanks, each once (compared as a table compares them). */
export function cleanSizes(sizes: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of sizes) {
    const size = raw.trim();
    if (!size) continue;
    const key = normalizeSize(size);
    if (!seen.has(key)) {
      seen.add(key);
      kept.push(size);
    }
  }
  return kept;
}

/** The checks on the values of gender, age group and the like, shared by single and bulk writes. */
export function enumProblems(v: {
  gender?: string;
  ageGroup?: string;
  sizeType?: string;
  productType?: string;
  sizeSystem?: string | null;
}) {
  return [
    ...oneOf('gender', GENDERS, v.gender),
    ...oneOf('ageGroup', AGE_GROUPS, v.ageGroup),
    ...oneOf('sizeType', SIZE_TYPES, v.sizeType),
    ...oneOf('productType', PRODUCT_TYPES, v.productType),
    ...oneOf('sizeSystem', SIZE_SYSTEMS, v.sizeSystem),
  ];
}

function urlProblems(field: string, value: string | null): FieldProblem[] {
  if (value === null)
    return field === 'permalink' ? [{ field, code: DetailCodes.REQUIRED, message: 'Enter the product link.' }] : [];
  return isHttpUrl(value)
    ? []
    : [{ field, code: DetailCodes.URL, message: 'The link must start with http:// or https://.' }];
}

/** Trims and defaults a product and checks the rules that need no database. */
export function productValuesOf(input: ProductBody): { values: ProductValues; problems: FieldProblem[] } {
  const values: ProductValues = {
    permalink: input.permalink.trim(),
    name: input.name.trim(),
    code: optionalText(input.code),
    feedProductId: optionalText(input.feedProductId),
    imageUrl: optionalText(input.imageUrl),
    brandId: input.brandId ?? null,
    categoryId: input.categoryId ?? null,
    gender: input.gender,
    ageGroup: input.ageGroup,
    sizeType: input.sizeType ?? 'regular',
    productType: input.productType,
    sizeSystem: input.sizeSystem ?? null,
    sizes: cleanSizes(input.sizes),
    pluginActive: input.pluginActive,
    modelingId: input.modelingId ?? null,
    strongBrandId: input.strongBrandId ?? null,
    strongCategoryId: input.strongCategoryId ?? null,
    strongSubcategoryId: input.strongSubcategoryId ?? null,
    strongModel: optionalText(input.strongModel),
    strongSlug: optionalText(input.strongSlug),
    strongSlugWeight: input.strongSlugWeight ?? null,
    strongLinkActive: input.strongLinkActive ?? false,
    strongType: input.strongType ?? null,
  };
  const problems = [
    ...urlProblems('permalink', values.permalink || null),
    ...nameProblems(values.name, 'name', PRODUCT_NAME_MAX_LENGTH),
    ...urlProblems('imageUrl', values.imageUrl),
    ...enumProblems(values),
  ];
  if (values.sizes.length > MAX_PRODUCT_SIZES) {
    problems.push({
      field: 'sizes',
      code: DetailCodes.MAXITEMS,
      message: `A product has at most ${MAX_PRODUCT_SIZES} sizes.`,
      params: { max: MAX_PRODUCT_SIZES },
    });
  }
  return { values, problems };
}

const STORE_LINKS = [
  { field: 'brandId', table: 'brands', message: 'The brand does not exist in this store.' },
  { field: 'categoryId', table: 'categories', message: 'The category does not exist in this store.' },
  { field: 'modelingId', table: 'modelings', message: 'The size table does not exist in this store.' },
] as const;

/** Brand, category and table (modeling) must be the store's own; `prefix` names bulk fields (`changes.`). */
export async function storeLinkProblems(
  db: Db,
  tenantId: number,
  links: { brandId?: number | null; categoryId?: number | null; modelingId?: number | null },
  prefix = '',
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const { field, table, message } of STORE_LINKS) {
    const id = links[field];
    if (id == null) continue;
    if (!(await isOwnRow(db, table, tenantId, id)))
      problems.push({ field: `${prefix}${field}`, code: DetailCodes.NOT_FOUND, message });
  }
  return problems;
}

/** The provider brand, category and subcategory must exist, and the subcategory be the category's. */
export async function strongLinkProblems(
  db: Db,
  v: Pick<ProductValues, 'strongBrandId' | 'strongCategoryId' | 'strongSubcategoryId'>,
) {
  const problems: FieldProblem[] = [];
  if (v.strongBrandId !== null && !(await strongBrandExists(db, v.strongBrandId))) {
    problems.push({
      field: 'strongBrandId',
      code: DetailCodes.NOT_FOUND,
      message: 'The provider brand does not exist.',
    });
  }
  if (v.strongCategoryId !== null && !(await strongCategoryExists(db, v.strongCategoryId))) {
    problems.push({
      field: 'strongCategoryId',
      code: DetailCodes.NOT_FOUND,
      message: 'The provider category does not exist.',
    });
  }
  if (v.strongSubcategoryId !== null) {
    const parentId = await parentOfStrongSubcategory(db, v.strongSubcategoryId);
    if (parentId === undefined)
      problems.push({
        field: 'strongSubcategoryId',
        code: DetailCodes.NOT_FOUND,
        message: 'The provider subcategory does not exist.',
      });
    else if (v.strongCategoryId !== null && parentId !== v.strongCategoryId) {
      problems.push({
        field: 'strongSubcategoryId',
        code: DetailCodes.MISMATCH,
        message: 'The provider subcategory belongs to another category.',
      });
    }
  }
  return problems;
}
