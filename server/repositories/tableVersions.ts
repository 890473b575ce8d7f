import { sql, type ColumnType, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection.js';
import type { DiffSummary, TableSnapshot, VersionOrigin } from '../../domain/tableHistory.js';

type Json<T> = ColumnType<T, string, never>;
type SavedAt = ColumnType<Date, Date | string | undefined, never>;

interface VersionColumns {
  version: number;
  origin: VersionOrigin;
  user_id: number | null;
  user_name: string | null;
  saved_at: SavedAt;
  snapshot: Json<TableSnapshot>;
  summary: Json<DiffSummary>;
}
/** Every save of a store table (migration 025), keyed by its store. */
export interface ModelingVersionsTable extends VersionColumns {
  tenant_id: number;
  modeling_id: number;
}
/** Every save of a provider table (migration 025). */
export interface StrongModelingVersionsTable extends VersionColumns {
  strong_modeling_id: number;
}
declare module '../db/schema.js' {
  interface Database {
    modeling_versions: ModelingVersionsTable;
    strong_modeling_versions: StrongModelingVersionsTable;
  }
}

/** Whose tables: one store's, or the provider's. Every query below is bound to one. */
export type TableScope = { tenantId: number } | 'strong';

// A table as saved, in the shape of its body (plus names and kind shown beside ids): what a version keeps.
const storeSnapshot = sql`jsonb_build_object(
  'name', m.name, 'type', m.type, 'clothesType', m.clothes_type, 'ageGroup', m.age_group,
  'brandId', m.brand_id, 'brandName', b.name, 'gender', m.gender, 'sizeType', m.size_type,
  'sizeSystem', m.size_system, 'composedMeasure', m.composed_measure,
  'composedMeasureOrder', m.composed_order, 'accessory', m.accessory, 'observation', m.observation,
  'static', m.static, 'measures', to_jsonb(m.measures), 'sizeSystems', to_jsonb(m.size_systems),
  'variations', m.variations, 'rows', m.rows)`;
const strongSnapshot = sql`jsonb_build_object(
  'name', s.name, 'kind', s.kind, 'type', s.type, 'clothesType', s.clothes_type,
  'ageGroup', s.age_group, 'gender', s.gender, 'sizeType', s.size_type, 'sizeSystem', s.size_system,
  'strongBrandId', s.strong_brand_id, 'strongBrandName', sb.name, 'strongCategoryId', s.strong_category_id,
  'strongCategoryName', sc.name, 'strongSubcategoryId', s.strong_subcategory_id, 'strongSubcategoryName', ss.name,
  'model', s.model, 'slugs', to_jsonb(s.slugs),
  'slugWeight', s.slug_weight, 'composedMeasure', s.composed_measure,
  'composedMeasureOrder', s.composed_order, 'accessory', s.accessory, 'observation', s.observation,
  'measures', to_jsonb(s.measures), 'sizeSystems', to_jsonb(s.size_systems),
  'variations', s.variations, 'rows', s.rows)`;

const idList = (ids: number[]) => sql`ANY(${ids}::int[])`;

/** The tables as they are now: id, version and snapshot. */
export async function currentSnapshots(db: Db, scope: TableScope, ids: number[]) {
  const query: RawBuilder<{ id: number; version: number; snapshot: TableSnapshot }> =
    scope === 'strong'
      ? sql`SELECT s.id, s.version, ${strongSnapshot} AS snapshot FROM strong_modelings s
          LEFT JOIN strong_brands sb ON sb.id = s.strong_brand_id
          LEFT JOIN strong_categories sc ON sc.id = s.strong_category_id
          LEFT JOIN strong_subcategories ss ON ss.id = s.strong_subcategory_id
          WHERE s.id = ${idList(ids)}`
      : sql`SELECT m.id, m.version, ${storeSnapshot} AS snapshot FROM modelings m
          LEFT JOIN brands b ON b.id = m.brand_id AND b.tenant_id = m.tenant_id
          WHERE m.tenant_id = ${scope.tenantId} AND m.id = ${idList(ids)}`;
  return (await query.execute(db)).rows;
}

/** Each table's latest kept snapshot (the one a new version is compared with). */
export async function latestSnapshots(db: Db, scope: TableScope, ids: number[]) {
  const query: RawBuilder<{ id: number; snapshot: TableSnapshot }> =
    scope === 'strong'
      ? sql`SELECT DISTINCT ON (strong_modeling_id) strong_modeling_id AS id, snapshot FROM strong_modeling_versions
          WHERE strong_modeling_id = ${idList(ids)} ORDER BY strong_modeling_id, version DESC`
      : sql`SELECT DISTINCT ON (modeling_id) modeling_id AS id, snapshot FROM modeling_versions
          WHERE tenant_id = ${scope.tenantId} AND modeling_id = ${idList(ids)} ORDER BY modeling_id, version DESC`;
  return new Map((await query.execute(db)).rows.map((r) => [r.id, r.snapshot]));
}

export interface NewVersion {
  id: number;
  version: number;
  origin: VersionOrigin;
  userId: number | null;
  userName: string | null;
  snapshot: TableSnapshot;
  summary: DiffSummary;
}

export async function insertVersions(db: Db, scope: TableScope, versions: NewVersion[]): Promise<void> {
  if (versions.length === 0) return;
  const common = (v: NewVersion) => ({
    version: v.version,
    origin: v.origin,
    user_id: v.userId,
    user_name: v.userName,
    snapshot: JSON.stringify(v.snapshot),
    summary: JSON.stringify(v.summary),
  });
  if (scope === 'strong') {
    await db
      .insertInto('strong_modeling_versions')
      .values(versions.map((v) => ({ strong_modeling_id: v.id, ...common(v) })))
      .execute();
  } else {
    await db
      .insertInto('modeling_versions')
      .values(versions.map((v) => ({ tenant_id: scope.tenantId, modeling_id: v.id, ...common(v) })))
      .execute();
  }
}

// The versions of one table of the scope: its store's key as well as the table's.
const versionsOf = (scope: TableScope, id: number) =>
  scope === 'strong'
    ? sql`strong_modeling_versions WHERE strong_modeling_id = ${id}`
    : sql`modeling_versions WHERE tenant_id = ${scope.tenantId} AND modeling_id = ${id}`;

const VERSION_COLUMNS = sql`version, origin, user_id AS "userId", user_name AS "userName", saved_at AS "savedAt"`;

interface VersionRow {
  version: number;
  origin: VersionOrigin;
  userId: number | null;
  userName: string | null;
  savedAt: Date;
}

/** The versions of one table of the scope, newest first, with the page's rows and the total. */
export async function listVersions(db: Db, scope: TableScope, id: number, offset: number, limit: number) {
  const from = versionsOf(scope, id);
  const rows = await sql<VersionRow & { summary: DiffSummary }>`
    SELECT ${VERSION_COLUMNS}, summary FROM ${from} ORDER BY version DESC OFFSET ${offset} LIMIT ${limit}`.execute(db);
  const count = await sql<{ n: string }>`SELECT count(*) AS n FROM ${from}`.execute(db);
  return { rows: rows.rows, total: Number(count.rows[0]!.n) };
}

/** One version of a table of the scope and the snapshot of the version before it (null for the first). */
export async function findVersion(db: Db, scope: TableScope, id: number, version: number) {
  const from = versionsOf(scope, id);
  const found = await sql<VersionRow & { snapshot: TableSnapshot; previous: TableSnapshot | null }>`
    SELECT ${VERSION_COLUMNS}, snapshot,
      (SELECT snapshot FROM ${from} AND version < ${version} ORDER BY version DESC LIMIT 1) AS previous
    FROM ${from} AND version = ${version}`.execute(db);
  return found.rows[0];
}

/** The table's current version; undefined when the scope has no such table (another store's is not there). */
export async function currentVersion(db: Db, scope: TableScope, id: number): Promise<number | undefined> {
  const row =
    scope === 'strong'
      ? await db.selectFrom('strong_modelings').select('version').where('id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('modelings')
          .select('version')
          .where('tenant_id', '=', scope.tenantId)
          .where('id', '=', id)
          .executeTakeFirst();
  return row?.version;
}
