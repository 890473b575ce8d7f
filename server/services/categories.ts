import { CLOTHES_TYPES, TABLE_TYPES } from '../../domain/modeling.js';
import { DetailCodes } from '../../domain/errorCodes.js';
import type { ListPaging } from '../../contract/lists.js';
import type { Db } from '../db/connection.js';
import { conflictOnDuplicate, notFound, validation, type FieldProblem } from '../errors.js';
import {
  CATEGORY_LIST,
  deleteCategories,
  findCategory,
  insertCategory,
  listCategories,
  parentOfStrongSubcategory,
  strongCategoryExists,
  updateCategories,
  updateCategory,
  type Category,
  type CategoryChanges,
  type CategoryValues,
} from '../repositories/categories.js';
import { listParams } from '../repositories/listQuery.js';
import { inBulk } from '../repositories/ownership.js';
import { nameProblems, oneOf } from './fieldRules.js';

const DUPLICATE_NAME = 'The store already has a category with this name.';
const NOT_FOUND = 'Category not found.';

export interface CategoryInput {
  name: string;
  originalName?: string | null;
  type?: string;
  clothesType?: string | null;
  strongCategoryId?: number | null;
  strongSubcategoryId?: number | null;
  sizeTailor?: boolean;
}

export const categoryNameProblems = (name: string, field = 'name'): FieldProblem[] => nameProblems(name, field);

// Checked alike by single and bulk writes, so one rule never drifts between them.
async function linkProblems(db: Db, fields: CategoryChanges): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  problems.push(...oneOf('type', TABLE_TYPES, fields.type), ...oneOf('clothesType', CLOTHES_TYPES, fields.clothesType));
  const strongCategoryId = fields.strongCategoryId ?? null;
  if (strongCategoryId !== null && !(await strongCategoryExists(db, strongCategoryId))) {
    problems.push({
      field: 'strongCategoryId',
      code: DetailCodes.NOT_FOUND,
      message: 'The provider category does not exist.',
    });
  }
  if (fields.strongSubcategoryId != null) {
    const parent = await parentOfStrongSubcategory(db, fields.strongSubcategoryId);
    if (parent === undefined || parent !== strongCategoryId) {
      problems.push({
        field: 'strongSubcategoryId',
        code: DetailCodes.SUBCATEGORY_MISMATCH,
        message: 'The provider subcategory must belong to the chosen provider category.',
      });
    }
  }
  return problems;
}

async function checkCategory(db: Db, input: CategoryInput): Promise<CategoryValues> {
  const values: CategoryValues = {
    name: input.name.trim(),
    originalName: input.originalName?.trim() || null,
    type: input.type ?? 'clothes',
    clothesType: input.clothesType ?? null,
    strongCategoryId: input.strongCategoryId ?? null,
    strongSubcategoryId: input.strongSubcategoryId ?? null,
    sizeTailor: input.sizeTailor ?? false,
  };
  const problems = [...categoryNameProblems(values.name), ...(await linkProblems(db, values))];
  if (problems.length > 0) throw validation(problems);
  return values;
}

/** One page of the store's categories, as the list query asks. */
export const categoriesPage = (db: Db, tenantId: number, query: ListPaging & { name?: string }) =>
  listCategories(db, tenantId, query, listParams(query, CATEGORY_LIST));

export async function getCategory(db: Db, tenantId: number, id: number): Promise<Category> {
  const category = await findCategory(db, tenantId, id);
  if (!category) throw notFound(NOT_FOUND);
  return category;
}

export async function createCategory(db: Db, tenantId: number, input: CategoryInput): Promise<Category> {
  const values = await checkCategory(db, input);
  const id = await conflictOnDuplicate(insertCategory(db, tenantId, values), DUPLICATE_NAME);
  return (await findCategory(db, tenantId, id))!;
}

export async function replaceCategory(db: Db, tenantId: number, id: number, input: CategoryInput): Promise<Category> {
  const values = await checkCategory(db, input);
  if (!(await conflictOnDuplicate(updateCategory(db, tenantId, id, values), DUPLICATE_NAME))) throw notFound(NOT_FOUND);
  return (await findCategory(db, tenantId, id))!;
}

const BULK_NOT_FOUND = 'Some categories were not found.';

export async function changeCategories(
  db: Db,
  tenantId: number,
  ids: number[],
  changes: CategoryChanges,
): Promise<void> {
  // A new provider category drops the old subcategory, which belonged to the old one.
  const effective =
    changes.strongCategoryId !== undefined && changes.strongSubcategoryId === undefined
      ? { ...changes, strongSubcategoryId: null }
      : changes;
  const problems = await linkProblems(db, effective);
  if (problems.length > 0) throw validation(problems.map((p) => ({ ...p, field: `changes.${p.field}` })));
  await inBulk(db, 'categories', tenantId, ids, BULK_NOT_FOUND, (trx) =>
    updateCategories(trx, tenantId, ids, effective),
  );
}

export async function removeCategories(db: Db, tenantId: number, ids: number[]): Promise<void> {
  await inBulk(db, 'categories', tenantId, ids, BULK_NOT_FOUND, (trx) => deleteCategories(trx, tenantId, ids));
}
