import { SIZE_SYSTEMS } from '../../domain/enums.js';
import { NAME_MAX_LENGTH, hasComma } from '../../domain/rules.js';
import type { Db } from '../db/connection.js';
import { conflictOnDuplicate, notFound, validation, type FieldProblem } from '../errors.js';
import {
  deleteBrands,
  findBrand,
  insertBrand,
  updateBrand,
  updateBrands,
  type Brand,
  type BrandValues,
} from '../repositories/brands.js';
import { inBulk } from '../repositories/ownership.js';
import { strongBrandExists } from '../repositories/strongBrands.js';

const DUPLICATE_NAME = 'The store already has a brand with this name.';

export interface BrandInput {
  name: string;
  sizeSystem?: string | null;
  strongBrandId?: number | null;
}
export type BrandChanges = Partial<Omit<BrandValues, 'name'>>;

function nameProblems(name: string): FieldProblem[] {
  if (name.length === 0) return [{ field: 'name', code: 'REQUIRED', message: 'Enter a name.' }];
  const problems: FieldProblem[] = [];
  if (name.length > NAME_MAX_LENGTH) {
    problems.push({ field: 'name', code: 'MAXLENGTH', message: `The name has at most ${NAME_MAX_LENGTH} characters.` });
  }
  if (hasComma(name)) problems.push({ field: 'name', code: 'COMMA', message: 'The name cannot contain a comma.' });
  return problems;
}

// Checked alike by single and bulk writes, so one rule never drifts between them.
async function linkProblems(db: Db, fields: BrandChanges): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  if (fields.sizeSystem != null && !(SIZE_SYSTEMS as readonly string[]).includes(fields.sizeSystem)) {
    problems.push({ field: 'sizeSystem', code: 'ENUM', message: `The size system is one of ${SIZE_SYSTEMS.join(', ')}.` });
  }
  if (fields.strongBrandId != null && !(await strongBrandExists(db, fields.strongBrandId))) {
    problems.push({ field: 'strongBrandId', code: 'NOT_FOUND', message: 'The provider brand does not exist.' });
  }
  return problems;
}

/** The rules every single brand write obeys (create and replace). */
async function checkBrand(db: Db, input: BrandInput): Promise<BrandValues> {
  const values = { name: input.name.trim(), sizeSystem: input.sizeSystem ?? null, strongBrandId: input.strongBrandId ?? null };
  const problems = [...nameProblems(values.name), ...(await linkProblems(db, values))];
  if (problems.length > 0) throw validation(problems);
  return values;
}

export async function createBrand(db: Db, tenantId: number, input: BrandInput): Promise<Brand> {
  const values = await checkBrand(db, input);
  const id = await conflictOnDuplicate(insertBrand(db, tenantId, values), DUPLICATE_NAME);
  return (await findBrand(db, tenantId, id))!;
}

export async function replaceBrand(db: Db, tenantId: number, id: number, input: BrandInput): Promise<Brand> {
  const values = await checkBrand(db, input);
  if (!(await conflictOnDuplicate(updateBrand(db, tenantId, id, values), DUPLICATE_NAME))) throw notFound('Brand not found.');
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
