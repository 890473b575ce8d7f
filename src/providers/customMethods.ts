import { fetchUtils, type DataProvider, type Identifier } from 'react-admin';
import type { CsvImportSummary, CsvRow } from '../components/CsvImportDialog';
import type { Report, ReportRequest } from '../custom/reports/reportTypes';
import type { OrderDetail, OrderItem, DevolutionBody } from '../resources/orders/orderTypes';
import type { ReturnsJob } from '../../contract/returns';
import type { ReturnsUploadOptions } from '../../domain/returnsFile';
import type { Person, Responsibles } from '../../contract/tenantUsers';
import type { StorefrontKey } from '../../contract/storefront';
import type { LearningProposal } from '../../contract/strongLearning';
import type { TableHistory, TableVersion } from '../../contract/tableHistory';
import type { ProviderSyncJob } from '../../contract/providerSync';
import type { CreatedStrongModelings, StrongLink, StrongLinkMatch } from '../../contract/strongModelings';
import type { StrongModel, StrongModelFilters, StyleSync } from '../../contract/strongStyles';
import type { DashboardAnswer, DashboardDetails, DashboardGeneral, DashboardQuery } from '../../contract/dashboard';
import type { ModelingChoice, ImportRun, ProductCounts } from '../resources/products/productTypes';
import type {
  FeedJob,
  ImportationRules,
  IntegrationSettings,
  MerchantFeedState,
  QueueEntry,
} from '../../contract/feeds';
import type { AdminSettings, AdminSettingsBody, CacheInvalidation } from '../../contract/adminSettings';
import type {
  NewTenantBody,
  SettingsHistory,
  TenantDetails,
  TenantDetailsBody,
  TenantOptions,
} from '../../contract/tenants';
import { INTEGRATION_SETTINGS_FIELDS } from '../../contract/fieldLists';
import type { AccountMethods } from './accountMethods';

/** The integration fields with the store's version, which their save names. */
export type VersionedIntegrationSettings = IntegrationSettings & { version: number };
/** The integration tab's reading: the settings it saves, and the read-only hash of the last imported feed. */
export type IntegrationTabSettings = VersionedIntegrationSettings & { hashXML: string | null };
import { downloadFile } from './download';
import type { ApiOptions, ApiResponse } from './httpClient';

type HttpClient = (path: string, options?: ApiOptions) => Promise<ApiResponse>;
export type Query = Record<string, string | number | boolean | undefined>;

export interface CreateStrongBrandsResult {
  created: number;
  linked: number;
  skipped: { id: Identifier; reason: string }[];
}

export interface LinkStrongBrandsResult {
  linked: number;
  notFound: Identifier[];
}

/**
 * The API calls that are not one of react-admin's record operations, next to the endpoints table of
 * those that are. Components reach them through `useDataProvider<AppDataProvider>()` inside react-query
 * (`useQuery` / `useMutation`), so they are cached, deduplicated and cancelled like record calls.
 */
/** A store the user may work in. */
export interface Store {
  id: number;
  name: string;
}

/** What the crash page reports: the text (opening line, location, stack) and where it happened. */
export interface CrashReport {
  text: string;
  location: string;
}

export interface AppInfo {
  version?: string;
  supportEmail?: string;
}

export interface CustomMethods {
  /** The server's version and support address; asked without a session, as the login page needs it. */
  getAppInfo(signal?: AbortSignal): Promise<AppInfo>;
  /** Stores the user may work in, sorted by name (store users: theirs; staff: all). */
  getStores(signal?: AbortSignal): Promise<Store[]>;
  /** Reports a crash of the web app; sent without a session, as the crash may be the session's fault. */
  sendCrashReport(report: CrashReport): Promise<void>;
  /** How many products each filter option holds (GET /products/count); only the search narrows them. */
  getProductCounts(query: Query, signal?: AbortSignal): Promise<ProductCounts>;
  /** id, name and sizes of every size table of the store, for pickers. */
  getModelingChoices(signal?: AbortSignal): Promise<ModelingChoice[]>;
  /** The last feed sync of the store, or null before the first. */
  getLatestImport(signal?: AbortSignal): Promise<ImportRun | null>;
  /** DELETE /products or /products/pending with the delete word the user typed; answers how many went. */
  deleteProducts(which: 'all' | 'pending', confirmation: string): Promise<number>;
  importProducts(rows: CsvRow[]): Promise<CsvImportSummary>;
  /** Mails the CSV export to the signed-in user; answers the address. */
  emailProductExport(query: Query): Promise<string>;
  /** Downloads the CSV export of the products the query selects; answers the file name. */
  downloadProductExport(query: Query): Promise<string>;
  /** Downloads one day's unknown products (YYYY-MM-DD); answers the file name. */
  downloadUnknownProductExport(date: string): Promise<string>;
  /** Adds the unknown product to the catalogue (plugin inactive); the API forgets it as unknown on every day. */
  adoptUnknownProduct(permalink: string): Promise<void>;
  /** Links each brand to the provider brand of the same name, where there is one. */
  linkStrongBrands(ids: Identifier[]): Promise<LinkStrongBrandsResult>;
  /** Staff only: makes provider brands named after the store brands (or reuses one of that name) and links them. */
  createStrongBrands(ids: Identifier[]): Promise<CreateStrongBrandsResult>;
  /** Moderators: a static copy of a provider table; answers the copy's id. */
  duplicateStrongModeling(id: Identifier): Promise<Identifier>;
  /** Moderators: converts a static provider table to organic. */
  convertStrongModeling(id: Identifier): Promise<void>;
  /** The provider table a product's strong link resolves to (`match` null when none). */
  findStrongLink(link: StrongLink, signal?: AbortSignal): Promise<StrongLinkMatch>;
  /** Moderators: provider tables made from the current store's tables of these brands. */
  createStrongModelingsFromBrands(ids: Identifier[]): Promise<CreatedStrongModelings>;
  /** Moderators: queues the job creating provider tables from every store's tables of a size system. */
  startStrongTablesFromStores(sizeSystem: string): Promise<ProviderSyncJob>;
  /** Moderators: queues the job linking every store's products to their provider table again. */
  startProductsRelink(): Promise<ProviderSyncJob>;
  /** Moderators: the latest provider sync job of each kind. */
  getProviderSyncJobs(signal?: AbortSignal): Promise<ProviderSyncJob[]>;
  /** Moderators: id, name and sizes of every provider table (GET /strong/modelings/simplified), for pickers. */
  getStrongModelingChoices(signal?: AbortSignal): Promise<ModelingChoice[]>;
  /** Moderators: builds and refreshes the size styles from the products' strong links. */
  syncStyles(): Promise<StyleSync>;
  /** Moderators: these size styles use this provider table (null: none); all or nothing. */
  associateStylesModeling(ids: Identifier[], modelingId: Identifier | null): Promise<void>;
  /** The models met in the strong links, for the product editor's model input (at most 20). */
  getStrongModels(filters: StrongModelFilters, signal?: AbortSignal): Promise<StrongModel[]>;
  /** Moderators: copies tables of the current store into another store; answers the new ids. */
  copyModelingsToStore(tenantId: number, ids: Identifier[]): Promise<Identifier[]>;
  /** Moderators: moves a queue entry one place up or down, or to the top of the import queue. */
  moveQueueEntry(id: Identifier, option: QueueMove): Promise<void>;
  /** Queues a feed import of the current store (or, for moderators, of the store named). */
  enqueueImport(tenantId?: number): Promise<QueueEntry>;
  /** Whether the merchant-feed worker is alive. */
  getMerchantFeedState(signal?: AbortSignal): Promise<MerchantFeedState>;
  /** Administrators: stops a stuck import and restarts the merchant-feed worker. */
  restartMerchantFeed(): Promise<void>;
  /** The integration fields of the current store's details. */
  getIntegrationSettings(signal?: AbortSignal): Promise<IntegrationTabSettings>;
  saveIntegrationSettings(settings: VersionedIntegrationSettings): Promise<void>;
  /** The current store's settings, with the version a save names. */
  getTenantDetails(signal?: AbortSignal): Promise<TenantDetails>;
  /** Moderators: any store's settings (GET /tenants/single/{id}), without switching to it. */
  getStoreSettings(id: number, signal?: AbortSignal): Promise<TenantDetails>;
  /** Moderators: saves any store's settings (PUT /tenants/single/{id}), without switching to it. */
  saveStoreSettings(id: number, body: TenantDetailsBody): Promise<TenantDetails>;
  /** Saves the fields given; a stale version fails with 409 STALE_VERSION (its body names what changed). */
  saveTenantDetails(body: TenantDetailsBody): Promise<TenantDetails>;
  /** Saves the current store's settings back as they were after save `version`; `current` is the version read. */
  restoreSettingsVersion(version: number, current: number): Promise<TenantDetails>;
  /** Every store enumeration, as codes. */
  getTenantOptions(signal?: AbortSignal): Promise<TenantOptions>;
  /** Moderators: a new store. */
  createTenant(body: NewTenantBody): Promise<TenantDetails>;
  /** The current store's catalogue as a Google Merchant XML file. */
  downloadCatalogueXml(): Promise<string>;
  getImportationRules(signal?: AbortSignal): Promise<ImportationRules>;
  saveImportationRules(rules: ImportationRules): Promise<ImportationRules>;
  /** Starts a feed check of an address or a file, without writing anything; answers the job to poll. */
  startFeedCheck(source: FeedSource): Promise<number>;
  /** Moderators: imports a feed file once into the current store; answers the job to poll. */
  uploadFeed(file: File): Promise<number>;
  /** A feed job (import or check) as it runs. */
  getFeedJob(id: number, signal?: AbortSignal): Promise<FeedJob>;
  /** One order of the store with its items (GET /orders/detail); the id is the store's order id. */
  getOrder(orderId: string, signal?: AbortSignal): Promise<OrderDetail>;
  /** Records that one item came back and why (POST /devolution); answers the item as it is now. */
  returnOrderItem(request: DevolutionBody): Promise<OrderItem>;
  /** Sends a returns file to process (POST /report/returns); answers the job to poll. */
  uploadReturnsFile(file: File, options: ReturnsUploadOptions): Promise<number>;
  /** A returns file job as it runs, and its counts once finished. */
  getReturnsJob(id: number, signal?: AbortSignal): Promise<ReturnsJob>;
  /** Downloads a finished returns job's result file; answers the file name. */
  downloadReturnsResult(id: number): Promise<string>;
  /** Downloads the returns file template; answers the file name. */
  downloadReturnsTemplate(): Promise<string>;
  /** What learning proposes for an organic provider table against its drawn ranges. */
  getStrongLearning(modelingId: Identifier, signal?: AbortSignal): Promise<LearningProposal>;
  /** Accepts the proposal: saves the table with the learned ranges. */
  acceptStrongLearning(modelingId: Identifier): Promise<void>;
  /** A table's versions, newest first; `base` is where its kind lives ('/modelings', '/strong/modelings'). */
  getTableHistory(base: string, id: Identifier, page: number, signal?: AbortSignal): Promise<TableHistory>;
  /** One version of a table and its changes against the one before. */
  getTableVersion(base: string, id: Identifier, version: number, signal?: AbortSignal): Promise<TableVersion>;
  /** Saves a version again as a new one; `current` is the table's version as read (409 STALE_VERSION if not). */
  restoreTableVersion(base: string, id: Identifier, version: number, current: number): Promise<void>;
  /** The current store's settings saves, newest first (moderators). */
  getSettingsHistory(page: number, signal?: AbortSignal): Promise<SettingsHistory>;
  /** The figures of a period, optionally of some countries only (GET /reports/summarize). */
  getReport(query: ReportRequest, signal?: AbortSignal): Promise<Report>;
  /** Staff: the service-wide settings, their environment defaults and latest changes. */
  getAdminSettings(signal?: AbortSignal): Promise<AdminSettings>;
  /** Staff: saves the fields given against the version read (409 when someone saved since). */
  saveAdminSettings(body: AdminSettingsBody): Promise<AdminSettings>;
  /** Staff: every server process drops its cached stores and settings. */
  invalidateCaches(): Promise<CacheInvalidation>;
  /** Moderators: the staff who may be a store's responsible. */
  getResponsibles(signal?: AbortSignal): Promise<Person[]>;
  /** The key the store's site calls the storefront API with. */
  getStorefrontKey(signal?: AbortSignal): Promise<string>;
  /** Moderators: replaces the storefront key `currentKey`; answers the new key. */
  rotateStorefrontKey(currentKey: string): Promise<string>;
  /** Moderators: every store's health indicators, filtered, ordered and paged, with the overview (GET /dashboard). */
  getDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<DashboardAnswer>;
  /** Moderators: downloads the filtered dashboard list as CSV; answers the file name. */
  downloadDashboard(query: DashboardQuery): Promise<string>;
  /** Moderators: a store's domain, feed, rules and tracking code. */
  getDashboardGeneral(id: number, signal?: AbortSignal): Promise<DashboardGeneral>;
  /** Moderators: a store's daily trend. */
  getDashboardDetails(id: number, signal?: AbortSignal): Promise<DashboardDetails>;
}

export type QueueMove = 'UP' | 'DOWN' | 'TOP';
/** What a feed check reads: the address typed, or a file the user chose. */
export type FeedSource = { url: string } | { file: File };

export type AppDataProvider = DataProvider & CustomMethods & AccountMethods;

export const withQuery = (path: string, query: Query) => {
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  const text = fetchUtils.queryParameters(defined);
  return text ? `${path}?${text}` : path;
};

/** A path with a query whose lists repeat their parameter (`status=A&status=B`), as the API reads them. */
export const withListQuery = (path: string, query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
    }
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** A multipart form carrying one file as `file`, as the feed upload and check take it. */
const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

const post = (body: unknown): ApiOptions => ({ method: 'POST', body: JSON.stringify(body) });

export function customMethods(httpClient: HttpClient): CustomMethods {
  const json = async <T>(path: string, options?: ApiOptions) => (await httpClient(path, options)).json as T;
  return {
    getAppInfo: async (signal) => (await json<AppInfo | null>('/app-info', { session: false, signal })) ?? {},
    getStores: async (signal) => (await json<{ data?: Store[] } | null>('/me/tenants', { signal }))?.data ?? [],
    sendCrashReport: async (report) => {
      await httpClient('/crash-reports', { ...post(report), session: false });
    },
    getProductCounts: (query, signal) => json<ProductCounts>(withQuery('/products/count', query), { signal }),
    getModelingChoices: async (signal) =>
      (await json<ModelingChoice[] | null>('/modelings/simplified/all', { signal })) ?? [],
    getLatestImport: async (signal) => (await json<ImportRun | null>('/importations/latest', { signal })) ?? null,
    deleteProducts: async (which, confirmation) => {
      const path = which === 'all' ? '/products' : '/products/pending';
      const answer = await json<{ deleted?: number } | null>(path, {
        method: 'DELETE',
        body: JSON.stringify({ confirmation }),
      });
      return Number(answer?.deleted ?? 0);
    },
    importProducts: (rows) => json<CsvImportSummary>('/products/import', post({ rows })),
    emailProductExport: async (query) =>
      String(
        (await json<{ email?: string } | null>(withQuery('/products/export/email', query), { method: 'POST' }))
          ?.email ?? '',
      ),
    downloadProductExport: (query) => downloadFile(withQuery('/products/export', query), 'products.csv'),
    downloadUnknownProductExport: (date) =>
      downloadFile(withQuery('/products/unknown/export', { date }), `unknown-products-${date}.csv`),
    adoptUnknownProduct: async (permalink) => {
      await httpClient(withQuery('/products/mock', { permalink }), { method: 'POST' });
    },
    linkStrongBrands: (ids) =>
      json<LinkStrongBrandsResult>('/brands/sync/associate-brand-with-strong-brand', post({ ids })),
    createStrongBrands: (ids) => json<CreateStrongBrandsResult>('/brands/sync/create-strong-brand', post({ ids })),
    duplicateStrongModeling: async (id) =>
      (await json<{ id: Identifier }>(`/strong/modelings/single/${encodeURIComponent(id)}/duplicate`, post({}))).id,
    convertStrongModeling: async (id) => {
      await json(`/strong/modelings/single/${encodeURIComponent(id)}/convert`, post({}));
    },
    findStrongLink: (link, signal) => json<StrongLinkMatch>(withQuery('/strong/modelings/link', link), { signal }),
    createStrongModelingsFromBrands: (ids) =>
      json<CreatedStrongModelings>('/strong/modelings/sync/brands', post({ ids })),
    startStrongTablesFromStores: (sizeSystem) =>
      json<ProviderSyncJob>(withQuery('/strong/modelings/sync/create-strong-modeling', { sizeSystem }), post({})),
    startProductsRelink: () => json<ProviderSyncJob>('/strong/modelings/sync', post({})),
    getProviderSyncJobs: async (signal) =>
      (await json<{ data: ProviderSyncJob[] }>('/strong/modelings/sync/jobs', { signal })).data,
    getStrongModelingChoices: (signal) => json<ModelingChoice[]>('/strong/modelings/simplified', { signal }),
    syncStyles: () => json<StyleSync>('/strong/styles/sync', post({})),
    associateStylesModeling: async (ids, modelingId) => {
      await httpClient('/strong/styles/modeling/', { method: 'PATCH', body: JSON.stringify({ ids, modelingId }) });
    },
    getStrongModels: async (filters, signal) =>
      (await json<{ data: StrongModel[] }>(withQuery('/strong/models', { ...filters, size: 20 }), { signal })).data,
    copyModelingsToStore: async (tenantId, ids) =>
      (await json<{ ids?: Identifier[] } | null>(`/modelings/duplicate/${encodeURIComponent(tenantId)}`, post({ ids })))
        ?.ids ?? [],
    moveQueueEntry: async (id, option) => {
      await httpClient(withQuery(`/importations/queue/${encodeURIComponent(id)}`, { option }), { method: 'PUT' });
    },
    enqueueImport: (tenantId) =>
      json<QueueEntry>('/importations/queue', post(tenantId === undefined ? {} : { tenantId })),
    getMerchantFeedState: (signal) => json<MerchantFeedState>('/gmerchant/state', { signal }),
    restartMerchantFeed: async () => {
      await httpClient('/gmerchant/restart', { method: 'POST' });
    },
    getIntegrationSettings: async (signal) => {
      const details = await json<Record<string, unknown>>('/tenants/details', { signal });
      return Object.fromEntries(
        [...INTEGRATION_SETTINGS_FIELDS, 'version', 'hashXML'].map((f) => [f, details?.[f] ?? null]),
      ) as IntegrationTabSettings;
    },
    getTenantDetails: (signal) => json<TenantDetails>('/tenants/details', { signal }),
    getStoreSettings: (id, signal) => json<TenantDetails>(`/tenants/single/${encodeURIComponent(id)}`, { signal }),
    saveStoreSettings: (id, body) =>
      json<TenantDetails>(`/tenants/single/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(body) }),
    saveTenantDetails: (body) => json<TenantDetails>('/tenants/details', { method: 'PUT', body: JSON.stringify(body) }),
    restoreSettingsVersion: (version, current) =>
      json<TenantDetails>(`/tenants/details/history/${version}/restore`, post({ version: current })),
    getTenantOptions: (signal) => json<TenantOptions>('/tenants/details/options', { signal }),
    createTenant: (body) => json<TenantDetails>('/tenants', post(body)),
    downloadCatalogueXml: () => downloadFile('/tenants/catalogue/xml', 'catalogue.xml'),
    saveIntegrationSettings: async (settings) => {
      await httpClient('/tenants/details', { method: 'PUT', body: JSON.stringify(settings) });
    },
    getImportationRules: (signal) => json<ImportationRules>('/tenants/importation-rules', { signal }),
    saveImportationRules: (rules) =>
      json<ImportationRules>('/tenants/importation-rules', { method: 'PATCH', body: JSON.stringify(rules) }),
    startFeedCheck: async (source) => {
      const body = 'file' in source ? fileForm(source.file) : JSON.stringify({ url: source.url });
      return (await json<{ jobId: number }>('/importations/dry-run', { method: 'POST', body })).jobId;
    },
    uploadFeed: async (file) =>
      (await json<{ jobId: number }>('/importations/upload', { method: 'POST', body: fileForm(file) })).jobId,
    getFeedJob: (id, signal) => json<FeedJob>(`/importations/jobs/${encodeURIComponent(id)}`, { signal }),
    getOrder: (orderId, signal) => json<OrderDetail>(withQuery('/orders/detail', { orderId }), { signal }),
    returnOrderItem: (request) => json<OrderItem>('/devolution', post(request)),
    uploadReturnsFile: async (file, options) =>
      (
        await json<{ jobId: number }>(withQuery('/report/returns', { ...options }), {
          method: 'POST',
          body: fileForm(file),
        })
      ).jobId,
    getReturnsJob: (id, signal) => json<ReturnsJob>(`/report/returns/${encodeURIComponent(id)}`, { signal }),
    downloadReturnsResult: (id) =>
      downloadFile(`/report/returns/${encodeURIComponent(id)}/result`, `returns-result-${id}.csv`),
    downloadReturnsTemplate: () => downloadFile('/report/returns/template', 'returns-template.csv'),
    getStrongLearning: (modelingId, signal) =>
      json<LearningProposal>(`/strong/modelings/single/${encodeURIComponent(modelingId)}/learning`, { signal }),
    acceptStrongLearning: async (modelingId) => {
      await httpClient(`/strong/modelings/single/${encodeURIComponent(modelingId)}/learning/accept`, {
        method: 'POST',
        body: '{}',
      });
    },
    getTableHistory: (base, id, page, signal) =>
      json<TableHistory>(withQuery(`${base}/single/${encodeURIComponent(id)}/history`, { page }), { signal }),
    getTableVersion: (base, id, version, signal) =>
      json<TableVersion>(`${base}/single/${encodeURIComponent(id)}/history/${version}`, { signal }),
    restoreTableVersion: async (base, id, version, current) => {
      await httpClient(
        `${base}/single/${encodeURIComponent(id)}/history/${version}/restore`,
        post({ version: current }),
      );
    },
    getSettingsHistory: (page, signal) =>
      json<SettingsHistory>(withQuery('/tenants/details/history', { page }), { signal }),
    getReport: ({ startDate, endDate, countries }, signal) =>
      json<Report>(
        withQuery('/reports/summarize', { startDate, endDate, countries: countries.join(',') || undefined }),
        { signal },
      ),
    getAdminSettings: (signal) => json<AdminSettings>('/admin-settings', { signal }),
    saveAdminSettings: (body) => json<AdminSettings>('/admin-settings', { method: 'PUT', body: JSON.stringify(body) }),
    invalidateCaches: () => json<CacheInvalidation>('/tenants/invalidation', { method: 'POST' }),
    getResponsibles: async (signal) => (await json<Responsibles>('/tenants/responsible', { signal })).data,
    getStorefrontKey: async (signal) =>
      (await json<StorefrontKey>('/tenants/storefront-key', { signal })).storefrontKey,
    rotateStorefrontKey: async (currentKey) =>
      (await json<StorefrontKey>('/tenants/storefront-key/rotation', post({ currentKey }))).storefrontKey,
    getDashboard: (query, signal) => json<DashboardAnswer>(withListQuery('/dashboard', query), { signal }),
    downloadDashboard: (query) => downloadFile(withListQuery('/dashboard/export', query), 'dashboard.csv'),
    getDashboardGeneral: (id, signal) =>
      json<DashboardGeneral>(`/dashboard/analytical/general/${encodeURIComponent(id)}`, { signal }),
    getDashboardDetails: (id, signal) =>
      json<DashboardDetails>(`/dashboard/analytical/details/${encodeURIComponent(id)}`, { signal }),
  };
}
