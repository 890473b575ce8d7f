import type { ListPaging } from '../../../../contract/lists.js';
import type { Db } from '../../../../server/db/connection.js';
import { conflictOnDuplicate, notFound, validation } from '../../../../server/errors.js';
import { listParams } from '../../../../server/repositories/listQuery.js';
import { nameProblems } from '../../../../server/services/fieldRules.js';
import type { RecipeSample, RecipeSampleBody } from '../../contract/recipeSamples.js';
import {
  RECIPE_SAMPLE_LIST,
  deleteRecipeSample,
  findRecipeSample,
  insertRecipeSample,
  listRecipeSamples,
  updateRecipeSample,
} from '../repositories/recipeSamples.js';

const DUPLICATE_NAME = 'A recipe sample with this name already exists.';
const NOT_FOUND = 'Recipe sample not found.';

/** A name of 1 to 100 characters after trimming, no comma. */
function checkRecipeSample(input: RecipeSampleBody): RecipeSampleBody {
  const values = { ...input, name: input.name.trim() };
  const problems = nameProblems(values.name);
  if (problems.length > 0) throw validation(problems);
  return values;
}

export const recipeSamplesPage = (db: Db, query: ListPaging & { name?: string }) =>
  listRecipeSamples(db, query, listParams(query, RECIPE_SAMPLE_LIST));

export async function recipeSample(db: Db, id: number): Promise<RecipeSample> {
  const sample = await findRecipeSample(db, id);
  if (!sample) throw notFound(NOT_FOUND);
  return sample;
}

export async function createRecipeSample(db: Db, input: RecipeSampleBody): Promise<RecipeSample> {
  const id = await conflictOnDuplicate(insertRecipeSample(db, checkRecipeSample(input)), DUPLICATE_NAME);
  return recipeSample(db, id);
}

export async function replaceRecipeSample(db: Db, id: number, input: RecipeSampleBody): Promise<RecipeSample> {
  const values = checkRecipeSample(input);
  if (!(await conflictOnDuplicate(updateRecipeSample(db, id, values), DUPLICATE_NAME))) throw notFound(NOT_FOUND);
  return recipeSample(db, id);
}

export async function removeRecipeSample(db: Db, id: number): Promise<void> {
  if (!(await deleteRecipeSample(db, id))) throw notFound(NOT_FOUND);
}
