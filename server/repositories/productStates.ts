import { sql } from 'kysely';
import type { ProductState } from '../../domain/productState.js';
import type { Db } from '../db/connection.js';

/**
 * Recomputes the stored state of some of a store's products (domain/productState.ts says what each
 * state means; this is the same rule in SQL, so whole sets update in one statement). Call it in the
 * transaction of every write that changes a product's plugin flag, table or sizes, or a table's sizes.
 */
export async function refreshProductStates(
  db: Db,
  tenantId: number,
  which: { productIds?: number[]; modelingIds?: number[]; all?: boolean },
): Promise<void> {
  if (!which.all && !which.productIds?.length && !which.modelingIds?.length) return;
  // Rows whose state stays as it is are not rewritten: a table edit touches only the products it moves.
  const state = sql<ProductState>`CASE
    WHEN NOT p.plugin_active THEN 'inactive'
    WHEN p.modeling_id IS NULL THEN 'pending'
    WHEN EXISTS (
      SELECT 1 FROM unnest(p.available_sizes) AS s(size)
      WHERE upper(btrim(s.size)) <> ALL (
        SELECT upper(btrim(n)) FROM modelings m, unnest(m.size_names) AS n
        WHERE m.id = p.modeling_id AND m.tenant_id = p.tenant_id)
    ) THEN 'alert'
    ELSE 'covered' END`;
  await db
    .updateTable('products as p')
    .set({ state })
    .where('p.tenant_id', '=', tenantId)
    .where(sql<boolean>`p.state IS DISTINCT FROM ${state}`)
    .$if(!which.all, (qb) =>
      qb.where((eb) =>
        eb.or([
          // Arrays as single parameters, however many ids.
          ...(which.productIds?.length ? [eb('p.id', '=', sql<number>`ANY(${which.productIds}::int[])`)] : []),
          ...(which.modelingIds?.length
            ? [eb('p.modeling_id', '=', sql<number>`ANY(${which.modelingIds}::int[])`)]
            : []),
        ]),
      ),
    )
    .execute();
}
