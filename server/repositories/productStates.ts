import { sql } from 'kysely';
import type { ProductState } from '../../domain/productState.js';
import type { Db } from '../db/connection.js';

/**
 * Recomputes the stored state of some of a store's products (domain/productState.ts says what each
 * state means; this is the same rule in SQL, so whole sets update in one statement). Call it in the
 * transaction of every write that changes a product's plugin flag, table, strong link or sizes, or a
 * table's sizes (a strong table's: refreshStrongLinkedStates).
 */
export async function refreshProductStates(
  db: Db,
  tenantId: number,
  which: { productIds?: number[]; modelingIds?: number[]; strongModelingIds?: number[]; all?: boolean },
): Promise<void> {
  if (!which.all && !which.productIds?.length && !which.modelingIds?.length && !which.strongModelingIds?.length) return;
  // Rows whose state stays as it is are not rewritten: a table edit touches only the products it moves.
  const state = sql<ProductState>`CASE
    WHEN NOT p.plugin_active THEN 'inactive'
    WHEN p.modeling_id IS NULL AND (NOT p.strong_link_active OR p.strong_modeling_id IS NULL) THEN 'pending'
    WHEN EXISTS (
      SELECT 1 FROM unnest(p.available_sizes) AS s(size)
      WHERE upper(btrim(s.size)) <> ALL (
        SELECT upper(btrim(n)) FROM modelings m, unnest(m.size_names) AS n
        WHERE m.id = p.modeling_id AND m.tenant_id = p.tenant_id
        UNION ALL
        SELECT upper(btrim(n)) FROM strong_modelings sm, unnest(sm.size_names) AS n
        WHERE p.modeling_id IS NULL AND sm.id = p.strong_modeling_id)
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
          ...(which.strongModelingIds?.length
            ? [eb('p.strong_modeling_id', '=', sql<number>`ANY(${which.strongModelingIds}::int[])`)]
            : []),
        ]),
      ),
    )
    .execute();
}

/** Re-rates, in every store, the products linked to these strong tables (after their sizes changed). */
export async function refreshStrongLinkedStates(db: Db, strongModelingIds: number[]): Promise<void> {
  if (strongModelingIds.length === 0) return;
  const tenants = await db
    .selectFrom('products')
    .select('tenant_id')
    .distinct()
    .where('strong_modeling_id', '=', sql<number>`ANY(${strongModelingIds}::int[])`)
    .orderBy('tenant_id')
    .execute();
  for (const { tenant_id } of tenants) await refreshProductStates(db, tenant_id, { strongModelingIds });
}

/** Re-rates products of several stores, given as store and product id. */
export async function refreshStatesOf(db: Db, products: { tenantId: number; id: number }[]): Promise<void> {
  const byTenant = new Map<number, number[]>();
  for (const p of products) byTenant.set(p.tenantId, [...(byTenant.get(p.tenantId) ?? []), p.id]);
  for (const [tenantId, ids] of [...byTenant].sort((a, b) => a[0] - b[0])) {
    for (let i = 0; i < ids.length; i += 5000) {
      await refreshProductStates(db, tenantId, { productIds: ids.slice(i, i + 5000) });
    }
  }
}
