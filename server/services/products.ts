import { isDeleteConfirmation } from '../../domain/confirmation.js';
import type { Db } from '../db/connection.js';
import { badRequest, conflict, isUniqueViolation, notFound, validation } from '../errors.js';
import { listParams, mapRows } from '../repositories/listQuery.js';
import { inBulk } from '../repositories/ownership.js';
import { refreshProductStates } from '../repositories/productStates.js';
import { relinkProduct } from '../repositories/strongModelings.js';
import {
  PRODUCT_LIST,
  countProducts,
  deleteAllProducts,
  deleteProducts,
  findProduct,
  insertProduct,
  listProducts,
  updateProduct,
  updateProducts,
  type ProductValues,
} from '../repositories/products.js';
import { enumProblems, productValuesOf, storeLinkProblems, strongLinkProblems } from './productRules.js';
import type { ListPaging } from '../../contract/lists.js';
import type { ProductBody, ProductChanges, ProductSearch } from '../../contract/products.js';
import type { ProductStateParams } from '../../domain/productState.js';
import { productFiltersOf } from './productFilters.js';

const NOT_FOUND = 'Product not found.';

/** One page of the store's products, as the list query asks. */
export async function productsPage(db: Db, tenantId: number, query: ListPaging & ProductSearch & ProductStateParams) {
  const page = await listProducts(db, tenantId, productFiltersOf(query), listParams(query, PRODUCT_LIST));
  return mapRows(page, (p) => ({ ...p, updatedAt: p.updatedAt.toISOString() }));
}

/** How many of the store's products are in each state, within a search. */
export const productCounts = (db: Db, tenantId: number, search: ProductSearch) => countProducts(db, tenantId, search);

export async function getProduct(db: Db, tenantId: number, id: number) {
  const product = await findProduct(db, tenantId, id);
  if (!product) throw notFound(NOT_FOUND);
  return { ...product, updatedAt: product.updatedAt.toISOString() };
}

/** The rules every single product write obeys (create and replace). */
async function checkProduct(db: Db, tenantId: number, input: ProductBody): Promise<ProductValues> {
  const { values, problems } = productValuesOf(input);
  problems.push(...(await storeLinkProblems(db, tenantId, values)), ...(await strongLinkProblems(db, values)));
  if (problems.length > 0) throw validation(problems);
  return values;
}

// The unique indexes are the real guard (two requests may race); this names the value that collided.
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const { constraint, message } = error as { constraint?: string; message?: string };
    const feedId = (constraint ?? message ?? '').includes('products_feed_id_key');
    throw conflict('CONFLICT', `The store already has a product with this ${feedId ? 'feedProductId' : 'permalink'}.`);
  }
}

/** Creates a product; `alongside` runs in the same transaction (moving an unknown product in, say). */
export async function createProduct(
  db: Db,
  tenantId: number,
  input: ProductBody,
  alongside?: (trx: Db) => Promise<void>,
) {
  const values = await checkProduct(db, tenantId, input);
  const id = await unique(() =>
    db.transaction().execute(async (trx) => {
      const created = await insertProduct(trx, tenantId, values);
      await relinkProduct(trx, tenantId, created, values.strongType);
      await refreshProductStates(trx, tenantId, { productIds: [created] });
      await alongside?.(trx);
      return created;
    }),
  );
  return getProduct(db, tenantId, id);
}

export async function replaceProduct(db: Db, tenantId: number, id: number, input: ProductBody) {
  const values = await checkProduct(db, tenantId, input);
  const found = await unique(() =>
    db.transaction().execute(async (trx) => {
      if (!(await updateProduct(trx, tenantId, id, values))) return false;
      await relinkProduct(trx, tenantId, id, values.strongType);
      await refreshProductStates(trx, tenantId, { productIds: [id] });
      return true;
    }),
  );
  if (!found) throw notFound(NOT_FOUND);
  return getProduct(db, tenantId, id);
}

// Bulk writes are all or nothing: one id that is not the store's own product changes nothing.
const BULK_NOT_FOUND = 'Some products were not found.';

export async function changeProducts(db: Db, tenantId: number, ids: number[], changes: ProductChanges): Promise<void> {
  const problems = [
    ...enumProblems({ gender: changes.gender, ageGroup: changes.ageGroup }).map((p) => ({
      ...p,
      field: `changes.${p.field}`,
    })),
    ...(await storeLinkProblems(db, tenantId, changes, 'changes.')),
  ];
  if (problems.length > 0) throw validation(problems);
  await inBulk(db, 'products', tenantId, ids, BULK_NOT_FOUND, async (trx) => {
    await updateProducts(trx, tenantId, ids, changes);
    await refreshProductStates(trx, tenantId, { productIds: ids });
  });
}

export function removeProducts(db: Db, tenantId: number, ids: number[]): Promise<void> {
  return inBulk(db, 'products', tenantId, ids, BULK_NOT_FOUND, (trx) => deleteProducts(trx, tenantId, ids));
}

/** Deletes the whole catalogue (or its pending products) only when the delete word was typed. */
export async function removeAllProducts(
  db: Db,
  tenantId: number,
  confirmation: unknown,
  onlyPending: boolean,
): Promise<number> {
  if (!isDeleteConfirmation(confirmation)) {
    throw badRequest('CONFIRMATION_REQUIRED', 'Type the delete word of your language to confirm.');
  }
  return deleteAllProducts(db, tenantId, onlyPending ? 'pending' : undefined);
}
