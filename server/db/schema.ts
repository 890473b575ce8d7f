import type { ColumnType, Generated } from 'kysely';
import type { DetailParams } from '../../domain/errorCodes.js';
import type { Role } from '../../domain/enums.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type { Role };

export interface TenantsTable {
  id: Generated<number>;
  name: string;
  domain: Generated<string>;
  plan: Generated<string>;
  status: Generated<string>;
  type: Generated<string>;
  operation: Generated<string>;
  profile: Generated<string>;
  segment: Generated<string>;
  country: Generated<string>;
  currency: Generated<string>;
  default_size_system: Generated<string>;
  logo_url: ColumnType<string | null, string | null | undefined, string | null>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  /** Integration settings (migration 010). */
  product_integration: Generated<string>;
  product_integration_xml_link: ColumnType<string | null, string | null | undefined, string | null>;
  feed_rss: Generated<boolean>;
  automatically_import_size: Generated<boolean>;
  http_link_behavior: Generated<string>;
  link_returns_file: ColumnType<string | null, string | null | undefined, string | null>;
  importation_rules: ColumnType<unknown, string | undefined, string>;
  storefront_key: Generated<string>;
  /** Store settings (migration 017). */
  subdomains: ColumnType<string[], string[] | undefined, string[]>;
  language: Generated<string>;
  monitored: Generated<boolean>;
  monitored_returns: Generated<boolean>;
  multiple_currencies: Generated<boolean>;
  report_countries: ColumnType<string[], string[] | undefined, string[]>;
  force_https: Generated<boolean>;
  memorize_sizes: Generated<boolean>;
  vfr_version: Generated<string>;
  features: ColumnType<string[], string[] | undefined, string[]>;
  gtm_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 042: where the fitting room's button goes when the page has no element of its own for it. */
  add_to_cart_selector: ColumnType<string | null, string | null | undefined, string | null>;
  shopping_tracking: Generated<boolean>;
  app_integration: Generated<boolean>;
  customer_rules_observation: ColumnType<string | null, string | null | undefined, string | null>;
  responsible_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  review_status: ColumnType<string | null, string | null | undefined, string | null>;
  covered_categories: ColumnType<string[], string[] | undefined, string[]>;
  covered_integrations: ColumnType<string[], string[] | undefined, string[]>;
  ecommerce_platform: ColumnType<string | null, string | null | undefined, string | null>;
  type_modeling: ColumnType<string | null, string | null | undefined, string | null>;
  coverage_observation: ColumnType<string | null, string | null | undefined, string | null>;
  /** Incremented by every save of the store's settings (optimistic concurrency). */
  version: Generated<number>;
  /** SHA-256 (hex) of the last feed an import read whole (migration 041). */
  hash_xml: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Each save of a store's settings: the version it made and the API fields it changed (migration 017). */
export interface TenantChangesTable {
  tenant_id: number;
  version: number;
  fields: ColumnType<string[], string[], string[]>;
  user_id: number | null;
  changed_at: CreatedAt;
  /** Per field, its value before and after the save (migration 025; null for older saves). */
  changes: ColumnType<Record<string, { before: unknown; after: unknown }> | null, string | null | undefined, never>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  /** Null while the account is invited and has not set its password yet (migration 036). */
  password_hash: string | null;
  role: Role;
  accepted_privacy_policy_at: Timestamp | null;
  accepted_use_terms_at: Timestamp | null;
  created_at: CreatedAt;
  /** Set while an administrator has disabled the account (migration 036). */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One-time links that set a password: invitations and resets; only a hash of the token (migration 036). */
export interface PasswordLinksTable {
  token_hash: string;
  user_id: number;
  purpose: 'invitation' | 'reset';
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface TenantUsersTable {
  tenant_id: number;
  user_id: number;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  tenant_id: number | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface SignInFailuresTable {
  email: string;
  ip: string;
  failures: number;
  last_failure_at: Timestamp;
  blocked_until: Timestamp | null;
}

/** Crash reports counted per sending address and window (migration 008). */
export interface CrashReportSendersTable {
  ip: string;
  window_started_at: Timestamp;
  reports: number;
}

/** Failed sign-ins per client address, across e-mails (migration 009). */
export interface SignInAddressFailuresTable {
  ip: string;
  failures: number;
  last_failure_at: Timestamp;
  blocked_until: Timestamp | null;
}

export interface StrongBrandsTable {
  id: Generated<number>;
  name: string;
  logo_url: ColumnType<string | null, string | null | undefined, string | null>;
  gender: Generated<string>;
  age_group: Generated<string>;
  shoe: Generated<boolean>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface StrongCategoriesTable {
  id: Generated<number>;
  name: string;
  type: string;
  translations: ColumnType<Record<string, string>, string, string>;
  created_at: CreatedAt;
}

export interface StrongSubcategoriesTable {
  id: Generated<number>;
  strong_category_id: number;
  name: string;
  translations: ColumnType<Record<string, string>, string, string>;
  created_at: CreatedAt;
}

export interface BrandsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  size_system: string | null;
  strong_brand_id: number | null;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  original_name: string | null;
  type: string;
  clothes_type: string | null;
  strong_category_id: number | null;
  strong_subcategory_id: number | null;
  size_tailor: Generated<boolean>;
  created_at: CreatedAt;
}

/** Kept by triggers on products (migration 006); read only. */
export interface ProductStateCountsTable {
  tenant_id: number;
  state: string;
  n: ColumnType<number, never, never>;
}

export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  tenant_users: TenantUsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  crash_report_senders: CrashReportSendersTable;
  sign_in_address_failures: SignInAddressFailuresTable;
  password_links: PasswordLinksTable;
  password_reset_requests: SignInFailuresTable;
  password_reset_address_requests: SignInAddressFailuresTable;
  strong_brands: StrongBrandsTable;
  strong_categories: StrongCategoriesTable;
  strong_subcategories: StrongSubcategoriesTable;
  brands: BrandsTable;
  categories: CategoriesTable;
  modelings: ModelingsTable;
  strong_modelings: StrongModelingsTable;
  products: ProductsTable;
  product_state_counts: ProductStateCountsTable;
  unknown_products: UnknownProductsTable;
  import_runs: ImportRunsTable;
  feed_jobs: FeedJobsTable;
  feed_workers: FeedWorkersTable;
  returns_result_parts: ReturnsResultPartsTable;
  feed_stages: FeedStagesTable;
  feed_stage_items: FeedStageItemsTable;
  recommendations: RecommendationsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  storefront_usage: StorefrontUsageTable;
  store_daily_stats: StoreDailyStatsTable;
  store_monthly_returns: StoreMonthlyReturnsTable;
  admin_settings: AdminSettingsTable;
  admin_settings_changes: AdminSettingsChangesTable;
  tenant_changes: TenantChangesTable;
  strong_modeling_proposals: StrongModelingProposalsTable;
  store_health: StoreHealthTable;
  provider_sync_jobs: ProviderSyncJobsTable;
}

/** The provider tables' syncs over every store, as jobs (migration 040). */
export interface ProviderSyncJobsTable {
  id: Generated<number>;
  kind: 'create_tables' | 'link_products';
  size_system: string | null;
  status: Generated<'waiting' | 'running' | 'finished' | 'failed'>;
  author_id: number | null;
  author_name: string;
  stores_total: Generated<number>;
  stores_done: Generated<number>;
  /** The last store done: a job run again goes on after it. */
  last_tenant_id: Generated<number>;
  created_count: Generated<number>;
  skipped_count: Generated<number>;
  linked_count: Generated<number>;
  unmatched_count: Generated<number>;
  failure: string | null;
  created_at: CreatedAt;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  heartbeat_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Each answer of the size engine to a shopper (migration 012). */
export interface RecommendationsTable {
  id: Generated<number>;
  tenant_id: number;
  product_id: number | null;
  permalink: string;
  profile_code: string;
  measures: ColumnType<Record<string, number>, string, string>;
  recommended_size: string | null;
  created_at: CreatedAt;
}

/** Orders the storefront tracked; order_id is the store's own. */
export interface OrdersTable {
  tenant_id: number;
  order_id: string;
  ordered_at: Timestamp;
  country: string;
  currency: string;
  fitting_room_used: boolean;
  profile_code: string | null;
  shopper_age: number | null;
  total: ColumnType<string, number | string, number | string>;
  created_at: CreatedAt;
}

export interface OrderItemsTable {
  id: Generated<number>;
  tenant_id: number;
  order_id: string;
  ordered_at: Timestamp;
  country: string;
  fitting_room_used: boolean;
  product_id: number | null;
  feed_product_id: string | null;
  sku: string | null;
  permalink: string;
  name: string;
  size: string;
  price: ColumnType<string, number | string, number | string>;
  quantity: number;
  recommendation_id: number | null;
  recommended_size: string | null;
  size_offset: number | null;
  returned_at: Timestamp | null;
  return_reason: 'SMALL' | 'BIG' | 'UNKNOWN' | null;
}

/** Storefront usage per product per day. */
export interface StorefrontUsageTable {
  tenant_id: number;
  day: ColumnType<string, string, string>;
  permalink: string;
  product_id: number | null;
  fitting_room_opened: Generated<number>;
  size_chart_viewed: Generated<number>;
  /** Migration 043. */
  recommendation_shown: Generated<number>;
  size_chosen: Generated<number>;
}

/** Report figures per store, day and order country, kept by triggers (migration 012) in stripes summed on read (015). */
export interface StoreDailyStatsTable {
  tenant_id: number;
  day: ColumnType<string, string, string>;
  country: string;
  stripe: Generated<number>;
  orders: Generated<number>;
  fitting_room_orders: Generated<number>;
  items: Generated<number>;
  fitting_room_items: Generated<number>;
  returns: Generated<number>;
  fitting_room_returns: Generated<number>;
  recommended_items: Generated<number>;
  recommended_returns: Generated<number>;
  followed_items: Generated<number>;
  followed_returns: Generated<number>;
  reason_small: Generated<number>;
  reason_big: Generated<number>;
  reason_unknown: Generated<number>;
  offset_smaller: Generated<number>;
  offset_equal: Generated<number>;
  offset_larger: Generated<number>;
  recommendations: Generated<number>;
}

/** Returned items per store, month of the order (UTC), country and permalink, kept by triggers (migration 032). */
export interface StoreMonthlyReturnsTable {
  tenant_id: number;
  month: ColumnType<string, string, string>;
  country: string;
  permalink: string;
  returns: number;
}

export interface ModelingsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  type: string;
  clothes_type: string | null;
  age_group: Generated<string>;
  brand_id: number | null;
  gender: Generated<string>;
  size_type: Generated<string>;
  size_system: Generated<string>;
  composed_measure: string | null;
  composed_order: Generated<string>;
  accessory: Generated<boolean>;
  observation: Generated<string>;
  static: Generated<boolean>;
  measures: string[];
  size_systems: string[];
  variations: ColumnType<Record<string, unknown>, string | undefined, string>;
  rows: ColumnType<unknown[], string | undefined, string>;
  size_names: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Moved on by every save (migration 025): a save names the version it read. */
  version: Generated<number>;
}

/** Per size name, what learning found (migration 021). */
export type StrongSizeStats = Record<string, { confidence: number; samples: number }>;

/** The provider's own tables (migration 021): the columns of `modelings` without a store, plus kind and link. */
export interface StrongModelingsTable {
  id: Generated<number>;
  name: string;
  kind: Generated<'STATIC' | 'ORGANIC'>;
  type: string;
  clothes_type: string | null;
  age_group: Generated<string>;
  gender: Generated<string>;
  size_type: Generated<string>;
  size_system: Generated<string>;
  strong_brand_id: number | null;
  strong_category_id: number | null;
  strong_subcategory_id: number | null;
  model: string | null;
  slugs: ColumnType<string[], string[] | undefined, string[]>;
  slug_weight: Generated<number>;
  composed_measure: string | null;
  composed_order: Generated<string>;
  accessory: Generated<boolean>;
  observation: Generated<string>;
  measures: string[];
  size_systems: string[];
  variations: ColumnType<Record<string, unknown>, string | undefined, string>;
  rows: ColumnType<unknown[], string | undefined, string>;
  size_names: ColumnType<string[], string[] | undefined, string[]>;
  size_stats: ColumnType<StrongSizeStats, string | undefined, string>;
  source_modeling_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Moved on by every save (migration 025). */
  version: Generated<number>;
}

export type ProductState = 'inactive' | 'pending' | 'alert' | 'covered';

export interface ProductsTable {
  id: Generated<number>;
  tenant_id: number;
  feed_product_id: string | null;
  permalink: string;
  name: string;
  code: string | null;
  image_url: string | null;
  brand_id: number | null;
  feed_brand: string | null;
  category_id: number | null;
  gender: Generated<string>;
  age_group: Generated<string>;
  size_type: Generated<string>;
  product_type: Generated<string>;
  size_system: string | null;
  available_sizes: ColumnType<string[], string[] | undefined, string[]>;
  plugin_active: Generated<boolean>;
  modeling_id: number | null;
  strong_brand_id: number | null;
  strong_category_id: number | null;
  strong_subcategory_id: number | null;
  strong_model: string | null;
  strong_slug: string | null;
  strong_slug_weight: number | null;
  strong_link_active: Generated<boolean>;
  /** The provider "type" of the strong link: 'clothes' or 'shoe' (migration 021). */
  strong_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** The strong table the link resolved to (migration 021). */
  strong_modeling_id: ColumnType<number | null, number | null | undefined, number | null>;
  state: Generated<ProductState>;
  /** Switched off by a feed that no longer listed it, on before: a feed listing it again switches it on (migration 035). */
  feed_switched_off: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UnknownProductsTable {
  id: Generated<number>;
  tenant_id: number;
  permalink: string;
  name: string | null;
  day: ColumnType<string, string, string>;
  hits: Generated<number>;
  first_seen_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ImportRunsTable {
  id: Generated<number>;
  tenant_id: number;
  source: 'feed' | 'csv';
  status: Generated<'running' | 'finished' | 'failed'>;
  started_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  read_count: Generated<number>;
  updated_count: Generated<number>;
  inserted_count: Generated<number>;
  unknown_count: Generated<number>;
  error_message: string | null;
  errors: ColumnType<unknown[], string | undefined, string>;
  error_count: Generated<number>;
  deactivated_count: Generated<number>;
  bytes_read: Generated<number>;
  bytes_total: number | null;
  failure_code: string | null;
  failed_line: number | null;
  /** The params of the failure's text (migration 035). */
  failure_params: ColumnType<DetailParams | null, string | null | undefined, string | null>;
  /** Why a finished run switched nothing off, and its text's params (migration 035). */
  notice_code: string | null;
  notice_params: ColumnType<DetailParams | null, string | null | undefined, string | null>;
}

/** A feed import's or dry run's stage, touched while its run is alive (migration 045). */
export interface FeedStagesTable {
  id: Generated<number>;
  touched_at: Generated<Date>;
}

/** A feed item read by one import or dry run (scratch rows, grouped by feed_product_id once the feed is read). */
export interface FeedStageItemsTable {
  stage_id: number;
  position: number;
  feed_product_id: string;
  permalink: string;
  name: string;
  image_url: string | null;
  brand: string | null;
  category_id: number | null;
  category_name: string | null;
  gender: string;
  age_group: string;
  size_type: string;
  product_type: string;
  size_system: string | null;
  sizes: string[];
}

/** Queued imports, uploads and dry runs (migration 010). */
export interface FeedJobsTable {
  id: Generated<number>;
  tenant_id: number;
  kind: 'import' | 'dry_run' | 'returns';
  status: Generated<'waiting' | 'running' | 'finished' | 'failed'>;
  position: ColumnType<number, number | undefined, number>;
  url: string | null;
  file: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  run_id: number | null;
  report: ColumnType<unknown, string | null | undefined, string | null>;
  failure: string | null;
  failure_detail: ColumnType<unknown, string | null | undefined, string | null>;
  dismissed: Generated<boolean>;
  created_at: CreatedAt;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  claimed_by: string | null;
  heartbeat_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Returns files (migration 013): who sent it, what was asked, progress, counts and the result. */
  user_id: number | null;
  returns_options: ColumnType<unknown, string | null | undefined, string | null>;
  rows_read: Generated<number>;
  returned_count: Generated<number>;
  already_returned_count: Generated<number>;
  invalid_count: Generated<number>;
  /** Runs cut short by a lost connection or a crash, each run again (migration 034). */
  attempts: Generated<number>;
}

/** A returns job's result file, a part per batch of rows (migration 034); `first_row` 0 is the header. */
export interface ReturnsResultPartsTable {
  job_id: number;
  first_row: number;
  lines: string;
}

/** One row per feed worker process, its heartbeat and the job it runs (migration 010). */
export interface FeedWorkersTable {
  id: string;
  started_at: CreatedAt;
  heartbeat_at: Timestamp;
  running_job_id: number | null;
}

/** The one row of service-wide settings overriding the environment (migration 020); null: the environment's. */
export interface AdminSettingsTable {
  id: Generated<number>;
  support_email: string | null;
  crash_webhook_url: string | null;
  feed_schedule_hours: number | null;
  session_idle_minutes: number | null;
  session_max_hours: number | null;
  sign_in_max_failures: number | null;
  version: Generated<number>;
  cache_generation: Generated<number>;
  updated_at: Timestamp | null;
}

/** Who saved which admin settings, and when (migration 020). */
export interface AdminSettingsChangesTable {
  id: Generated<number>;
  version: number;
  changed_at: CreatedAt;
  user_id: number | null;
  user_name: string;
  user_email: string;
  fields: string[];
}

/** What learning proposes for an organic provider table (migration 022): domain/learning.ts LearnedSize[]. */
export interface StrongModelingProposalsTable {
  strong_modeling_id: number;
  sizes: ColumnType<unknown[], string, string>;
  observations: number;
  table_updated_at: ColumnType<Date, Date | string, Date | string>;
  learned_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Migration 044; null for proposals made before it. */
  expected_effect: ColumnType<unknown, string | null | undefined, string | null>;
}

/** The health dashboard's figures per store and summary period, refreshed by the worker (migration 019). */
export interface StoreHealthTable {
  tenant_id: number;
  period: 'daily' | 'weekly' | 'monthly';
  recommendations: Generated<number>;
  fitting_room_opened: Generated<number>;
  size_chart_viewed: Generated<number>;
  unknown_hits: Generated<number>;
  orders: Generated<number>;
  fitting_room_orders: Generated<number>;
  items: Generated<number>;
  matched_items: Generated<number>;
  last_feed_status: string | null;
  last_feed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_feed_error: string | null;
  refreshed_at: Generated<Date>;
}
