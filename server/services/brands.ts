import { SIZE_SYSTEMS } from '../../domain/enums.js';
import { DetailCodes } from '../../domain/errorCodes.js';
import type { ListPaging } from '../../contract/lists.js';
import type { Db } from '../db/connection.js';
import { conflictOnDuplicate, notFound, validation, type FieldProblem } from '../errors.js';
import {
  BRAND_LIST,
  deleteBrands,
  findBrand,
  insertBrand,
  listBrands,
  updateBrand,
  updateBrands,
  type Brand,
  type BrandValues,
} from '../repositories/brands.js';
import { listParams } from '../repositories/listQuery.js';
import { inBulk } from '../repositories/ownership.js';
import { strongBrandExists } from '../repositories/strongBrands.js';
import { nameProblems, oneOf } from './fieldRules.js';

const DUPLICATE_NAME = 'The store already has a brand with this name.';
const NOT_FOUND = 'Brand not found.';

export interface BrandInput {
  name: string;
  sizeSystem?: string | null;
  strongBrandId?: number | null;
}
export type BrandChanges = Partial<Omit<BrandValues, 'name'>>;

// Checked alike by single and bulk writes, so one rule never drifts between them.
async function linkProblems(db: Db, fields: BrandChanges): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  problems.push(...oneOf('sizeSystem', SIZE_SYSTEMS, fields.sizeSystem));
  if (fields.strongBrandId != null && !(await strongBrandExists(db, fields.strongBrandId))) {
    problems.push({
      field: 'strongBrandId',
      code: DetailCodes.NOT_FOUND,
      message: 'The provider brand does not exist.',
    });
  }
  return problems;
}

/** The rules every single brand write obeys (create and replace). */
async function checkBrand(db: Db, input: BrandInput): Promise<BrandValues> {
  const values = {
    name: input.name.trim(),
    sizeSystem: input.sizeSystem ?? null,
    strongBrandId: input.strongBrandId ?? null,
  };
  const problems = [...nameProblems(values.name), ...(await linkProblems(db, values))];
  if (problems.length > 0) throw validation(problems);
  return values;
}

/** One page of the store's brands, as the list query asks. */
export const brandsPage = (db: Db, tenantId: number, query: ListPaging & { name?: string }) =>
  listBrands(db, tenantId, query, listParams(query, BRAND_LIST));

export async function getBrand(db: Db, tenantId: number, id: number): Promise<Brand> {
  const brand = await findBrand(db, tenantId, id);
  if (!brand) throw notFound(NOT_FOUND);
  return brand;
}

export async function createBrand(db: Db, tenantId: number, input: BrandInput): Promise<Brand> {
  const values = await checkBrand(db, input);
  const id = await conflictOnDuplicate(insertBrand(db, tenantId, values), DUPLICATE_NAME);
  return (await findBrand(db, tenantId, id))!;
}

export async function replaceBrand(db: Db, tenantId: number, id: number, input: BrandInput): Promise<Brand> {
  const values = await checkBrand(db, input);
  if (!(await conflictOnDuplicate(updateBrand(db, tenantId, id, values), DUPLICATE_NAME))) throw notFound(NOT_FOUND);
  return (await findBrand(db, tenantId, id))!;
}

// Bulk writes are all or nothing: one id that is not the store's own brand changes nothing.
const BULK_NOT_FOUND = 'Some brands were not found.';

export async function changeBrands(db: Db, tenantId: number, ids: number[], changes: BrandChanges): Promise<void> {
  const problems = await linkProblems(db, changes);
  if (problems.length > 0) throw validation(problems.map((p) => ({ ...p, field: `changes.${p.field}` })));
  await inBulk(db, 'brands', tenantId, ids, BULK_NOT_FOUND, (trx) => updateBrands(trx, tenantId, ids, changes));
}

export async function removeBrands(db: Db, tenantId: number, ids: number[]): Promise<void> {
  await inBulk(db, 'brands', tenantId, ids, BULK_NOT_FOUND, (trx) => deleteBrands(trx, tenantId, ids));
}
