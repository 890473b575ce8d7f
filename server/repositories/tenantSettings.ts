import { sql } from 'kysely';
import type { TenantDetails } from '../../contract/tenants.js';
import type { Db } from '../db/connection.js';
import type { TenantsTable } from '../db/schema.js';

/** The settings fields of a store as the API names them (top level and coverage details), and their columns. */
export const TOP_COLUMNS = {
  name: 'name',
  domain: 'domain',
  subdomains: 'subdomains',
  tenantLogoUrl: 'logo_url',
  country: 'country',
  currency: 'currency',
  language: 'language',
  sizeSystem: 'default_size_system',
  plan: 'plan',
  status: 'status',
  type: 'type',
  tenantProfile: 'profile',
  segment: 'segment',
  tenantOperation: 'operation',
  monitored: 'monitored',
  monitoredReturns: 'monitored_returns',
  multipleCurrencies: 'multiple_currencies',
  reportCountries: 'report_countries',
  forceHttps: 'force_https',
  memorizeSizes: 'memorize_sizes',
  vfrVersion: 'vfr_version',
  features: 'features',
  gtmCode: 'gtm_code',
  addToCartSelector: 'add_to_cart_selector',
  shoppingTracking: 'shopping_tracking',
  appIntegration: 'app_integration',
  customerRulesObservation: 'customer_rules_observation',
  productIntegration: 'product_integration',
  productIntegrationXmlLink: 'product_integration_xml_link',
  feedRSS: 'feed_rss',
  automaticallyImportSize: 'automatically_import_size',
  httpLinkBehavior: 'http_link_behavior',
  linkReturnsFile: 'link_returns_file',
} as const satisfies Partial<Record<keyof TenantDetails, keyof TenantsTable>>;

export const COVERAGE_COLUMNS = {
  responsibleId: 'responsible_user_id',
  reviewStatus: 'review_status',
  coveredCategories: 'covered_categories',
  coveredIntegrations: 'covered_integrations',
  ecommercePlatform: 'ecommerce_platform',
  typeModeling: 'type_modeling',
  observation: 'coverage_observation',
} as const satisfies Record<string, keyof TenantsTable>;

export type TopField = keyof typeof TOP_COLUMNS;
export type CoverageField = keyof typeof COVERAGE_COLUMNS;
/** Column values of a save, keyed by column. */
export type SettingsColumns = Partial<
  Record<(typeof TOP_COLUMNS)[TopField] | (typeof COVERAGE_COLUMNS)[CoverageField], unknown>
>;

/** A store's settings as the API answers them; undefined for an unknown store. `forUpdate` locks its row. */
export async function findTenantDetails(
  db: Db,
  tenantId: number,
  forUpdate = false,
): Promise<TenantDetails | undefined> {
  const row = await db
    .selectFrom('tenants as t')
    .leftJoin('users as u', 'u.id', 't.responsible_user_id')
    .selectAll('t')
    .select(sql<string | null>`nullif(u.name, '')`.as('responsible_name'))
    .select('u.email as responsible_email')
    .where('t.id', '=', tenantId)
    .$if(forUpdate, (qb) => qb.forUpdate('t'))
    .executeTakeFirst();
  if (!row) return undefined;
  const top = Object.fromEntries(Object.entries(TOP_COLUMNS).map(([field, column]) => [field, row[column]]));
  const coverage = Object.fromEntries(Object.entries(COVERAGE_COLUMNS).map(([field, column]) => [field, row[column]]));
  return {
    tenantId: row.id,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    active: row.active,
    hashXML: row.hash_xml,
    ...top,
    coverageDetails: { ...coverage, responsibleName: row.responsible_name ?? row.responsible_email ?? null },
  } as TenantDetails;
}

/** Writes a save's columns and moves the version on by one; the caller holds the row's lock. */
export async function updateTenantSettings(db: Db, tenantId: number, columns: SettingsColumns): Promise<number> {
  const { version } = await db
    .updateTable('tenants')
    .set({ ...(columns as Record<string, never>), version: sql<number>`version + 1` })
    .where('id', '=', tenantId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return version;
}

export async function insertTenantChange(
  db: Db,
  change: {
    tenantId: number;
    version: number;
    fields: string[];
    values: Record<string, { before: unknown; after: unknown }>;
    userId: number;
  },
): Promise<void> {
  await db
    .insertInto('tenant_changes')
    .values({
      tenant_id: change.tenantId,
      version: change.version,
      fields: change.fields,
      changes: JSON.stringify(change.values),
      user_id: change.userId,
    })
    .execute();
}

/** The store's saves, newest first, with their author's name (null once the user is gone) and the total. */
export async function listTenantChanges(db: Db, tenantId: number, offset: number, limit: number) {
  const base = db.selectFrom('tenant_changes as c').where('c.tenant_id', '=', tenantId);
  const rows = await base
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.version', 'c.fields', 'c.changes', 'c.user_id as userId', 'c.changed_at as changedAt'])
    .select(sql<string | null>`coalesce(nullif(u.name, ''), u.email)`.as('userName'))
    .orderBy('c.version', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** The saves after `version`, oldest first: the fields each changed and, when kept, their values. */
export const changesAfter = (db: Db, tenantId: number, version: number) =>
  db
    .selectFrom('tenant_changes')
    .select(['version', 'fields', 'changes'])
    .where('tenant_id', '=', tenantId)
    .where('version', '>', version)
    .orderBy('version')
    .execute();

/** The fields saved after `version`, each once, in the order they were first changed. */
export async function fieldsChangedSince(db: Db, tenantId: number, version: number): Promise<string[]> {
  const rows = await changesAfter(db, tenantId, version);
  return [...new Set(rows.flatMap((row) => row.fields))];
}

/** Whether the store has a save of this version. */
export async function hasTenantChange(db: Db, tenantId: number, version: number): Promise<boolean> {
  const row = await db
    .selectFrom('tenant_changes')
    .select('version')
    .where('tenant_id', '=', tenantId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether this user is customer-success staff (a moderator or an administrator). */
export async function isStaffUser(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', 'in', ['moderator', 'administrator'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTenant(db: Db, columns: SettingsColumns & { name: string }): Promise<number> {
  const { id } = await db
    .insertInto('tenants')
    .values(columns as { name: string })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
