import type { ImportationRules, IntegrationSettings } from '../../contract/feeds.js';
import type { ProductIntegration, HttpLinkBehavior } from '../../domain/enums.js';
import { FEED_INTEGRATIONS } from '../../domain/enums.js';
import { statusesWith } from '../../domain/storeStatus.js';
import type { Db } from '../db/connection.js';

/** A store's integration settings (spec 3), as the API names them; undefined for an unknown store. */
export async function findIntegrationSettings(db: Db, tenantId: number): Promise<IntegrationSettings | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select([
      'product_integration',
      'product_integration_xml_link',
      'feed_rss',
      'automatically_import_size',
      'http_link_behavior',
      'link_returns_file',
    ])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    productIntegration: row.product_integration as ProductIntegration,
    productIntegrationXmlLink: row.product_integration_xml_link,
    feedRSS: row.feed_rss,
    automaticallyImportSize: row.automatically_import_size,
    httpLinkBehavior: row.http_link_behavior as HttpLinkBehavior,
    linkReturnsFile: row.link_returns_file,
  };
}

/** The store's hashXML: the SHA-256 (hex) of the last feed an import read whole. */
export async function recordFeedHash(db: Db, tenantId: number, hash: string): Promise<void> {
  await db.updateTable('tenants').set({ hash_xml: hash }).where('id', '=', tenantId).execute();
}

export async function findImportationRules(db: Db, tenantId: number): Promise<ImportationRules | undefined> {
  const row = await db.selectFrom('tenants').select('importation_rules').where('id', '=', tenantId).executeTakeFirst();
  return row?.importation_rules as ImportationRules | undefined;
}

export async function updateImportationRules(db: Db, tenantId: number, rules: ImportationRules): Promise<void> {
  await db
    .updateTable('tenants')
    .set({ importation_rules: JSON.stringify(rules) })
    .where('id', '=', tenantId)
    .execute();
}

/** Stores the schedule imports: XML integration, a feed URL and a status under which the schedule runs. */
export async function feedStores(db: Db): Promise<{ id: number; url: string }[]> {
  const rows = await db
    .selectFrom('tenants')
    .select(['id', 'product_integration_xml_link as url'])
    .where('product_integration', 'in', [...FEED_INTEGRATIONS])
    .where('product_integration_xml_link', 'is not', null)
    .where('active', '=', true)
    .where('status', 'in', statusesWith('feedSchedule'))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, url: r.url as string }));
}
