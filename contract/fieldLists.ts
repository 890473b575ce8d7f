import type { IntegrationSettings } from './feeds.js';
import type { NewTenantBody, TenantDetailsBody } from './tenants.js';

/**
 * The fields of a request body as a plain list for the web app: it needs the names, not the validator,
 * and importing a schema would bring the schema library into the browser. A resource's lists live in its
 * `src/resources/<resource>/index.ts`, `everyFieldOf<XxxBody>()([...])` with a type-only import of the
 * contract: a field missing from a list, or one the schema lacks, does not compile (and
 * tests/domain/fieldLists.test.ts compares them with the schemas at run time).
 */
type Keys<T> = keyof T & string;
export const everyFieldOf =
  <T>() =>
  <const F extends readonly Keys<T>[]>(
    fields: F & ([Exclude<Keys<T>, F[number]>] extends [never] ? unknown : { missing: Exclude<Keys<T>, F[number]> }),
  ): F =>
    fields;

/** The store's integration settings, read and saved with the store's details (no resource of their own). */
export const INTEGRATION_SETTINGS_FIELDS = everyFieldOf<IntegrationSettings>()([
  'productIntegration',
  'productIntegrationXmlLink',
  'feedRSS',
  'automaticallyImportSize',
  'httpLinkBehavior',
  'linkReturnsFile',
]);

/** How a store is classed, with its default size system: set when it is created, changed on its identification tab. */
export const STORE_CLASS_FIELDS = [
  'sizeSystem',
  'plan',
  'status',
  'type',
  'tenantProfile',
  'segment',
  'tenantOperation',
] as const satisfies readonly (keyof NewTenantBody & keyof TenantDetailsBody)[];

/** The columns of a product CSV, in file order: what the export writes and the import reads (server too). */
export const PRODUCT_CSV_COLUMNS = [
  'feedProductId',
  'permalink',
  'name',
  'code',
  'imageUrl',
  'brand',
  'category',
  'gender',
  'ageGroup',
  'sizeType',
  'productType',
  'sizeSystem',
  'sizes',
  'pluginActive',
  'chart',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
