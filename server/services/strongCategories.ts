import { PRODUCT_TYPES } from '../../domain/enums.js';
import { STRONG_CATEGORY_NAME_MAX_LENGTH } from '../../domain/limits.js';
import { isStorefrontLanguage, STOREFRONT_LANGUAGES } from '../../domain/storefrontLanguages.js';
import { DetailCodes, ErrorCodes } from '../../domain/errorCodes.js';
import type { StrongCategory, StrongCategoryBody } from '../../contract/strongCategories.js';
import type { ListPaging } from '../../contract/lists.js';
import type { Db } from '../db/connection.js';
import {
  conflictOnDuplicate,
  notFound,
  refuseIfLinked,
  validation,
  type FieldProblem,
  type LinkCount,
} from '../errors.js';
import { listParams } from '../repositories/listQuery.js';
import {
  STRONG_CATEGORY_LIST,
  deleteStrongCategory,
  deleteStrongSubcategories,
  findStrongCategory,
  insertStrongCategory,
  listStrongCategories,
  lockStrongCategory,
  lockStrongSubcategoryIds,
  saveStrongSubcategories,
  strongCategoryLinks,
  updateStrongCategory,
  type StrongCategoryValues,
  type StrongLinks,
  type StrongSubcategoryValues,
} from '../repositories/strongCategories.js';
import { nameProblems, tooLong } from './fieldRules.js';

const DUPLICATE_NAME = 'A provider category with this name already exists.';
const NOT_FOUND = 'Provider category not found.';

interface CheckedCategory {
  category: StrongCategoryValues;
  subcategories: StrongSubcategoryValues[];
}

/** Translations keyed by a storefront language, each a trimmed text of 1 to the name's length (docs/decisions/0078). */
function checkTranslations(input: Record<string, string>, field: string, problems: FieldProblem[]) {
  const translations: Record<string, string> = {};
  for (const [code, raw] of Object.entries(input)) {
    const at = `${field}.${code}`;
    if (!isStorefrontLanguage(code)) {
      problems.push({
        field: at,
        code: DetailCodes.ENUM,
        message: `${code} is not a storefront language.`,
        params: { values: STOREFRONT_LANGUAGES.join(', ') },
      });
      continue;
    }
    const text = raw.trim();
    if (text === '') problems.push({ field: at, code: DetailCodes.REQUIRED, message: 'Enter the translation.' });
    else if (text.length > STRONG_CATEGORY_NAME_MAX_LENGTH) problems.push(tooLong(at, STRONG_CATEGORY_NAME_MAX_LENGTH));
    else translations[code] = text;
  }
  return translations;
}

/**
 * The rules of a provider category: a name (unique, no comma), a type, translations in storefront
 * languages, and subcategories whose names are unique within it and whose ids are its own.
 */
function checkStrongCategory(input: StrongCategoryBody, ownSubcategoryIds: number[]): CheckedCategory {
  const problems: FieldProblem[] = [];
  const name = input.name.trim();
  problems.push(...nameProblems(name, 'name', STRONG_CATEGORY_NAME_MAX_LENGTH));
  if (!(PRODUCT_TYPES as readonly string[]).includes(input.type)) {
    problems.push({
      field: 'type',
      code: DetailCodes.ENUM,
      message: `type is one of ${PRODUCT_TYPES.join(', ')}.`,
      params: { values: PRODUCT_TYPES.join(', ') },
    });
  }
  const translations = checkTranslations(input.translations, 'translations', problems);
  const seenNames = new Set<string>();
  const seenIds = new Set<number>();
  const subcategories = input.subcategories.map((sub, index): StrongSubcategoryValues => {
    const at = `subcategories.${index}`;
    const subName = sub.name.trim();
    problems.push(...nameProblems(subName, `${at}.name`, STRONG_CATEGORY_NAME_MAX_LENGTH));
    if (subName !== '' && seenNames.has(subName.toLowerCase())) {
      problems.push({
        field: `${at}.name`,
        code: DetailCodes.DUPLICATE,
        message: 'Another subcategory has this name.',
      });
    }
    seenNames.add(subName.toLowerCase());
    const id = sub.id ?? null;
    if (id !== null && (!ownSubcategoryIds.includes(id) || seenIds.has(id))) {
      problems.push({ field: `${at}.id`, code: DetailCodes.NOT_FOUND, message: 'Not a subcategory of this category.' });
    }
    if (id !== null) seenIds.add(id);
    return { id, name: subName, translations: checkTranslations(sub.translations, `${at}.translations`, problems) };
  });
  if (problems.length > 0) throw validation(problems);
  return { category: { name, type: input.type, translations }, subcategories };
}

/** One page of the provider categories with their subcategories, as the list query asks. */
export const strongCategoriesPage = (db: Db, query: ListPaging & { name?: string }) =>
  listStrongCategories(db, query, listParams(query, STRONG_CATEGORY_LIST));

export async function strongCategory(db: Db, id: number): Promise<StrongCategory> {
  const found = await findStrongCategory(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

export async function createStrongCategory(db: Db, input: StrongCategoryBody): Promise<StrongCategory> {
  const checked = checkStrongCategory(input, []);
  const id = await conflictOnDuplicate(
    db.transaction().execute(async (trx) => {
      const created = await insertStrongCategory(trx, checked.category);
      await saveStrongSubcategories(trx, created, checked.subcategories);
      return created;
    }),
    DUPLICATE_NAME,
  );
  return strongCategory(db, id);
}

/** How many products, store categories and provider tables link to a category or subcategory, as refusal details. */
const linkCounts = (links: StrongLinks): LinkCount[] => [
  { field: 'products', code: DetailCodes.LINKED_PRODUCTS, count: links.products, one: 'product', many: 'products' },
  {
    field: 'categories',
    code: DetailCodes.LINKED_CATEGORIES,
    count: links.categories,
    one: 'store category',
    many: 'store categories',
  },
  {
    field: 'tables',
    code: DetailCodes.LINKED_TABLES,
    count: links.tables,
    one: 'provider table',
    many: 'provider tables',
  },
];

/**
 * Replaces a provider category and its list of subcategories in one transaction. A subcategory left out
 * is deleted, unless products, store categories or provider tables link to it: then nothing changes
 * (409 `STRONG_SUBCATEGORY_LINKED` with the counts).
 */
export async function replaceStrongCategory(db: Db, id: number, input: StrongCategoryBody): Promise<StrongCategory> {
  await conflictOnDuplicate(
    db.transaction().execute(async (trx) => {
      if (!(await lockStrongCategory(trx, id))) throw notFound(NOT_FOUND);
      const own = await lockStrongSubcategoryIds(trx, id);
      const checked = checkStrongCategory(input, own);
      const keptIds = new Set(checked.subcategories.map((s) => s.id));
      const removed = own.filter((subId) => !keptIds.has(subId));
      if (removed.length > 0) {
        const links = await strongCategoryLinks(trx, { subcategoryIds: removed });
        refuseIfLinked(ErrorCodes.STRONG_SUBCATEGORY_LINKED, 'A removed subcategory', linkCounts(links));
      }
      await updateStrongCategory(trx, id, checked.category);
      await deleteStrongSubcategories(trx, removed);
      await saveStrongSubcategories(trx, id, checked.subcategories);
    }),
    DUPLICATE_NAME,
  );
  return strongCategory(db, id);
}

/**
 * Deletes a provider category and its subcategories when nothing links to either (spec section 5);
 * otherwise 409 `STRONG_CATEGORY_LINKED` saying how many. The rows are locked first, so no link can
 * arrive between the count and the delete.
 */
export async function removeStrongCategory(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockStrongCategory(trx, id))) throw notFound(NOT_FOUND);
    const subcategoryIds = await lockStrongSubcategoryIds(trx, id);
    const links = await strongCategoryLinks(trx, { categoryId: id, subcategoryIds });
    refuseIfLinked(ErrorCodes.STRONG_CATEGORY_LINKED, 'The provider category', linkCounts(links));
    await deleteStrongCategory(trx, id);
  });
}
