import { AGE_GROUPS, GENDERS } from '../../domain/enums.js';
import { STRONG_BRAND_NAME_MAX_LENGTH } from '../../domain/limits.js';
import { isHttpUrl } from '../../domain/rules.js';
import { DetailCodes, ErrorCodes } from '../../domain/errorCodes.js';
import type { StrongBrandBody, StrongBrandDetails } from '../../contract/strongBrands.js';
import type { ListPaging } from '../../contract/lists.js';
import type { Db } from '../db/connection.js';
import { conflictOnDuplicate, notFound, refuseIfLinked, validation, type FieldProblem } from '../errors.js';
import { listParams } from '../repositories/listQuery.js';
import {
  STRONG_BRAND_LIST,
  deleteStrongBrand,
  findStrongBrandDetails,
  insertStrongBrand,
  listStrongBrands,
  lockStrongBrand,
  strongBrandLinks,
  updateStrongBrand,
  type StrongBrandValues,
} from '../repositories/strongBrands.js';
import { nameProblems, oneOf } from './fieldRules.js';

const DUPLICATE_NAME = 'A provider brand with this name already exists.';
const NOT_FOUND = 'Provider brand not found.';

/** The rules of a provider brand (spec section 5): a name of at most 25 characters and no comma, an http(s) logo. */
function checkStrongBrand(input: StrongBrandBody): StrongBrandValues {
  const values: StrongBrandValues = {
    ...input,
    name: input.name.trim(),
    logoUrl: input.logoUrl?.trim() || null,
  };
  const problems: FieldProblem[] = [
    ...nameProblems(values.name, 'name', STRONG_BRAND_NAME_MAX_LENGTH),
    ...oneOf('gender', GENDERS, values.gender),
    ...oneOf('ageGroup', AGE_GROUPS, values.ageGroup),
  ];
  if (values.logoUrl !== null && !isHttpUrl(values.logoUrl)) {
    problems.push({ field: 'logoUrl', code: DetailCodes.URL, message: 'logoUrl must start with http:// or https://.' });
  }
  if (problems.length > 0) throw validation(problems);
  return values;
}

/** One page of the provider brands, as the list query asks. */
export const strongBrandsPage = (db: Db, query: ListPaging & { name?: string }) =>
  listStrongBrands(db, query, listParams(query, STRONG_BRAND_LIST));

/** One provider brand with what links to it, of every store. */
export async function strongBrandDetails(db: Db, id: number): Promise<StrongBrandDetails> {
  const details = await findStrongBrandDetails(db, id);
  if (!details) throw notFound(NOT_FOUND);
  return details;
}

export async function createStrongBrand(db: Db, input: StrongBrandBody): Promise<StrongBrandDetails> {
  const id = await conflictOnDuplicate(insertStrongBrand(db, checkStrongBrand(input)), DUPLICATE_NAME);
  return strongBrandDetails(db, id);
}

export async function replaceStrongBrand(db: Db, id: number, input: StrongBrandBody): Promise<StrongBrandDetails> {
  const values = checkStrongBrand(input);
  if (!(await conflictOnDuplicate(updateStrongBrand(db, id, values), DUPLICATE_NAME))) throw notFound(NOT_FOUND);
  return strongBrandDetails(db, id);
}

/**
 * Deletes a provider brand that nothing links to (spec section 5). Products of any store linked to it,
 * or store brands mapped to it, refuse the delete with a 409 saying how many; the row is locked first,
 * so no link can arrive between the count and the delete.
 */
export async function removeStrongBrand(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockStrongBrand(trx, id))) throw notFound(NOT_FOUND);
    const links = await strongBrandLinks(trx, id);
    refuseIfLinked(ErrorCodes.STRONG_BRAND_LINKED, 'The provider brand', [
      { field: 'products', code: DetailCodes.LINKED_PRODUCTS, count: links.products, one: 'product', many: 'products' },
      {
        field: 'brands',
        code: DetailCodes.LINKED_BRANDS,
        count: links.brands,
        one: 'store brand',
        many: 'store brands',
      },
    ]);
    await deleteStrongBrand(trx, id);
  });
}
