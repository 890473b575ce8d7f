import { sql, type Kysely } from 'kysely';

// Features turn storefront calls and screens on (domain/featureGates.ts). Stores made before now had
// every one of them working, so they keep them; a new store starts with the same set (the staff turn
// off what the store has not taken). The list matches DEFAULT_STORE_FEATURES at the time of writing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tenants
      ALTER COLUMN features SET DEFAULT ARRAY['FITTING_ROOM', 'SIZE_CHART', 'ORDER_TRACKING', 'RETURNS_REPORT']::text[];
    UPDATE tenants SET features = ARRAY['FITTING_ROOM', 'SIZE_CHART', 'ORDER_TRACKING', 'RETURNS_REPORT']::text[]
      WHERE features = '{}';
  `.execute(db);
}
