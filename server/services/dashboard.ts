import type {
  DashboardAnswer,
  DashboardDetails,
  DashboardGeneral,
  DashboardQuery,
  DashboardRow,
} from '../../contract/dashboard.js';
import { INDICATORS, TREND_DAYS, type DashboardPeriod } from '../../domain/dashboard.js';
import { DEFAULT_PAGE_SIZE } from '../../domain/limits.js';
import type { Db } from '../db/connection.js';
import { notFound } from '../errors.js';
import {
  dashboardPage,
  dashboardResponsibles,
  dashboardTrend,
  findDashboardGeneral,
  listDashboard,
  type DashboardDbRow,
  type DashboardOrdering,
} from '../repositories/dashboard.js';
import { csvLine } from './csv.js';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

const periodOf = (query: DashboardQuery): DashboardPeriod => query.period ?? 'daily';

const orderingOf = (query: DashboardQuery): DashboardOrdering => ({
  field: query.sortField ?? 'name',
  order: query.sortOrder ?? 'ASC',
});

const toRow = (row: DashboardDbRow): DashboardRow => ({
  id: row.id,
  name: row.name,
  domain: row.domain,
  status: row.status,
  plan: row.plan,
  ...row.indicators,
});

/** `GET /dashboard`: one page of the filtered stores with their indicators, and the overview of all of them. */
export async function getDashboard(db: Db, query: DashboardQuery): Promise<DashboardAnswer> {
  const period = periodOf(query);
  const page = query.page ?? 0;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const [{ rows, total, overview }, responsibles] = await Promise.all([
    dashboardPage(db, query, period, { ...orderingOf(query), offset: page * size, limit: size }),
    dashboardResponsibles(db),
  ]);
  return {
    data: rows.map(toRow),
    page,
    size,
    total,
    hasMore: (page + 1) * size < total,
    period,
    overview: {
      activeStores: overview.active_stores,
      recommendations: overview.recommendations,
      fittingRoomUsage: percent(overview.fitting_room_orders, overview.orders),
      sizeChartUsage: percent(overview.viewed, overview.opened + overview.viewed),
      activeProducts: overview.active_products,
      pendingProducts: overview.pending_products,
    },
    responsibles,
    refreshedAt: overview.refreshed_at ? new Date(overview.refreshed_at).toISOString() : null,
  };
}

/** The CSV of the whole filtered list, in the asked order: one line per store, state and value per indicator. */
export async function dashboardCsv(db: Db, query: DashboardQuery): Promise<string> {
  const rows = await listDashboard(db, query, periodOf(query), orderingOf(query));
  const header = ['id', 'name', 'domain', 'status', 'plan', ...INDICATORS.flatMap((i) => [`${i}State`, `${i}Value`])];
  const lines = rows.map((r) =>
    csvLine([
      r.id,
      r.name,
      r.domain,
      r.status,
      r.plan,
      ...INDICATORS.flatMap((i) => [r.indicators[i].state, r.indicators[i].value]),
    ]),
  );
  return `${[csvLine(header), ...lines].join('\r\n')}\r\n`;
}

/** `GET /dashboard/analytical/general/{id}`: the store's domain, feed, rules, tracking code and products. */
export async function getDashboardGeneral(db: Db, tenantId: number): Promise<DashboardGeneral> {
  const found = await findDashboardGeneral(db, tenantId);
  if (!found) throw notFound('Tenant not found');
  const { store, lastRun, counts, responsibleName } = found;
  const count = (state: string) => Number(counts.find((c) => c.state === state)?.n ?? 0);
  return {
    id: store.id,
    name: store.name,
    domain: store.domain,
    status: store.status,
    plan: store.plan,
    type: store.type,
    operation: store.operation,
    profile: store.profile,
    segment: store.segment,
    defaultSizeSystem: store.default_size_system,
    productIntegration: store.product_integration,
    platform: store.ecommerce_platform,
    vfrVersion: store.vfr_version,
    features: store.features,
    responsibleName,
    feedUrl: store.product_integration_xml_link,
    lastFeed: lastRun
      ? {
          status: lastRun.status,
          at: (lastRun.finished_at ?? lastRun.started_at).toISOString(),
          read: lastRun.read_count,
          inserted: lastRun.inserted_count,
          updated: lastRun.updated_count,
          errors: lastRun.error_count,
          message: lastRun.error_message,
        }
      : null,
    rules: store.importation_rules,
    trackingCode: store.storefront_key,
    gtmCode: store.gtm_code,
    products: {
      inactive: count('inactive'),
      pending: count('pending'),
      alert: count('alert'),
      covered: count('covered'),
    },
  };
}

/** `GET /dashboard/analytical/details/{id}`: the store's daily trend over the last TREND_DAYS days. */
export async function getDashboardDetails(db: Db, tenantId: number): Promise<DashboardDetails> {
  const exists = await findDashboardGeneral(db, tenantId);
  if (!exists) throw notFound('Tenant not found');
  const rows = await dashboardTrend(db, tenantId);
  return {
    id: tenantId,
    days: TREND_DAYS,
    series: rows.map((r) => ({
      day: r.day,
      recommendations: r.recommendations,
      orders: r.orders,
      fittingRoomOrders: r.fitting_room_orders,
      fittingRoomOpened: r.opened,
      sizeChartViewed: r.viewed,
    })),
  };
}
