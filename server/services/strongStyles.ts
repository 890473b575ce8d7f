import type { Db } from '../db/connection.js';
import { DetailCodes } from '../../domain/errorCodes.js';
import { STYLE_WEIGHT_DECIMALS } from '../../domain/limits.js';
import { notFound, validation } from '../errors.js';
import { linkAllProducts, lockStrongModelings } from '../repositories/strongModelings.js';
import { refreshStatesOf } from '../repositories/productStates.js';
import { listParams, mapRows } from '../repositories/listQuery.js';
import {
  STRONG_MODEL_LIST,
  STRONG_STYLE_LIST,
  findStrongStyle,
  listStrongModels,
  listStrongStyles,
  lockStrongStyles,
  setStyleWeight,
  setStylesModeling,
  syncStrongStyles,
} from '../repositories/strongStyles.js';
import type { ListPaging } from '../../contract/lists.js';
import type { StrongModelFilters, StrongStyleFilters, StyleModelingBody } from '../../contract/strongStyles.js';

const STYLE_NOT_FOUND = 'The size style was not found.';

/** One page of the size styles, as the list query asks. */
export async function strongStylesPage(db: Db, query: ListPaging & StrongStyleFilters) {
  const page = await listStrongStyles(db, query, listParams(query, STRONG_STYLE_LIST));
  return mapRows(page, (s) => ({ ...s, updatedAt: s.updatedAt.toISOString() }));
}

/** One page of the models met in the strong links; models are named, so the list takes no `ids`. */
export function strongModelsPage(db: Db, query: ListPaging & StrongModelFilters) {
  if (query.ids !== undefined) {
    throw validation([{ field: 'ids', code: DetailCodes.INVALID, message: 'Models are named, not numbered.' }]);
  }
  return listStrongModels(db, query, listParams(query, STRONG_MODEL_LIST));
}

/** One style as the API answers it. */
export async function getStrongStyle(db: Db, id: number) {
  const style = await findStrongStyle(db, id);
  if (!style) throw notFound(STYLE_NOT_FOUND);
  return { ...style, updatedAt: style.updatedAt.toISOString() };
}

/** Sets a style's weight: the schema checks the range, this the two decimals the column keeps. */
export async function changeStyleWeight(db: Db, id: number, weight: number) {
  const scale = 10 ** STYLE_WEIGHT_DECIMALS;
  if (Math.abs(Math.round(weight * scale) - weight * scale) > 1e-6) {
    throw validation([
      {
        field: 'weightStyle',
        code: DetailCodes.INVALID,
        message: `weightStyle has at most ${STYLE_WEIGHT_DECIMALS} decimals.`,
      },
    ]);
  }
  if (!(await setStyleWeight(db, id, weight))) throw notFound(STYLE_NOT_FOUND);
  return getStrongStyle(db, id);
}

/**
 * Points every style named at one provider table (or none): all of them or, when one is missing, none; the
 * styles' products are linked again in the same transaction.
 */
export async function associateStylesModeling(db: Db, body: StyleModelingBody) {
  await db.transaction().execute(async (trx) => {
    const found = new Set(await lockStrongStyles(trx, body.ids));
    const missing = body.ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(`Size styles not found: ${missing.join(', ')}.`);
    if (body.modelingId !== null && !(await lockStrongModelings(trx, [body.modelingId]))) {
      throw notFound('The provider table was not found.');
    }
    await setStylesModeling(trx, body.ids, body.modelingId);
    // The styles' products now resolve to that table (or, without one, by their attributes again).
    const changed = await linkAllProducts(trx, { onlyOfStyles: body.ids });
    await refreshStatesOf(trx, changed);
  });
  return { ids: body.ids };
}

/** Builds and refreshes the styles from the products' strong links (one statement, so one transaction). */
export const syncStyles = (db: Db) => syncStrongStyles(db);
