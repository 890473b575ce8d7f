import type { IntegrationSettings, ImportationRules } from '../../../contract/feeds';
import type { Responsibles } from '../../../contract/tenantUsers';
import type { StorefrontKey } from '../../../contract/storefront';
import type {
  NewTenantBody,
  SettingsHistory,
  TenantDetails,
  TenantDetailsBody,
  TenantOptions,
} from '../../../contract/tenants';
import { INTEGRATION_SETTINGS_FIELDS } from '../../../contract/fieldLists';
import { downloadFile } from '../../providers/download';
import { call, getJson, send, withQuery } from '../../providers/apiCalls';

/** The integration fields with the store's version, which their save names. */
export type VersionedIntegrationSettings = IntegrationSettings & { version: number };
/** The integration tab's reading: the settings it saves, and the read-only hash of the last imported feed. */
export type IntegrationTabSettings = VersionedIntegrationSettings & { hashXML: string | null };

const DETAILS = '/tenants/details';
const store = (id: number) => `/tenants/single/${encodeURIComponent(id)}`;

/** The store settings' calls: details, integration, rules, history, responsibles, storefront key, new stores. */
export const tenantsApi = {
  /** The current store's settings, with the version a save names. */
  getTenantDetails: (signal?: AbortSignal) => getJson<TenantDetails>(DETAILS, { signal }),
  /** Saves the fields given; a stale version fails with 409 STALE_VERSION (its body names what changed). */
  saveTenantDetails: (body: TenantDetailsBody) => getJson<TenantDetails>(DETAILS, send('PUT', body)),
  /** Moderators: any store's settings (GET /tenants/single/{id}), without switching to it. */
  getStoreSettings: (id: number, signal?: AbortSignal) => getJson<TenantDetails>(store(id), { signal }),
  /** Moderators: saves any store's settings (PUT /tenants/single/{id}), without switching to it. */
  saveStoreSettings: (id: number, body: TenantDetailsBody) => getJson<TenantDetails>(store(id), send('PUT', body)),
  /** Saves the current store's settings back as they were after save `version`; `current` is the version read. */
  restoreSettingsVersion: (version: number, current: number) =>
    getJson<TenantDetails>(`${DETAILS}/history/${version}/restore`, send('POST', { version: current })),
  /** The current store's settings saves, newest first (moderators). */
  getSettingsHistory: (page: number, signal?: AbortSignal) =>
    getJson<SettingsHistory>(withQuery(`${DETAILS}/history`, { page }), { signal }),
  /** Every store enumeration, as codes. */
  getTenantOptions: (signal?: AbortSignal) => getJson<TenantOptions>(`${DETAILS}/options`, { signal }),
  /** Moderators: a new store. */
  createTenant: (body: NewTenantBody) => getJson<TenantDetails>('/tenants', send('POST', body)),
  /** The integration fields of the current store's details. */
  getIntegrationSettings: async (signal?: AbortSignal) => {
    const details = await getJson<Record<string, unknown>>(DETAILS, { signal });
    return Object.fromEntries(
      [...INTEGRATION_SETTINGS_FIELDS, 'version', 'hashXML'].map((f) => [f, details?.[f] ?? null]),
    ) as IntegrationTabSettings;
  },
  saveIntegrationSettings: (settings: VersionedIntegrationSettings) => call(DETAILS, send('PUT', settings)),
  getImportationRules: (signal?: AbortSignal) => getJson<ImportationRules>('/tenants/importation-rules', { signal }),
  saveImportationRules: (rules: ImportationRules) =>
    getJson<ImportationRules>('/tenants/importation-rules', send('PATCH', rules)),
  /** The current store's catalogue as a Google Merchant XML file. */
  downloadCatalogueXml: () => downloadFile('/tenants/catalogue/xml', 'catalogue.xml'),
  /** Moderators: the staff who may be a store's responsible. */
  getResponsibles: async (signal?: AbortSignal) =>
    (await getJson<Responsibles>('/tenants/responsible', { signal })).data,
  /** The key the store's site calls the storefront API with. */
  getStorefrontKey: async (signal?: AbortSignal) =>
    (await getJson<StorefrontKey>('/tenants/storefront-key', { signal })).storefrontKey,
  /** Moderators: replaces the storefront key `currentKey`; answers the new key. */
  rotateStorefrontKey: async (currentKey: string) =>
    (await getJson<StorefrontKey>('/tenants/storefront-key/rotation', send('POST', { currentKey }))).storefrontKey,
};
