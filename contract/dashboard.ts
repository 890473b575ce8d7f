import { Type, type Static } from 'typebox';
import {
  DASHBOARD_LIST_FILTERS as LISTS,
  DASHBOARD_PERIODS,
  DASHBOARD_SORTS,
  INDICATOR_STATES,
  TREND_DAYS,
} from '../domain/dashboard.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NAME_MAX_LENGTH } from '../domain/limits.js';
import { IdSchema, Nullable } from './common.js';
import { countedPageFields } from './lists.js';

/** The health dashboard (spec 2, moderators): `GET /dashboard`, its CSV and a store's details. Pure: no I/O. */

const anyOf = <T extends readonly string[]>(values: T, description: string) =>
  Type.Optional(Type.Array(Type.Enum(values), { maxItems: values.length, uniqueItems: true, description }));

const PRESENCE = ['present', 'active'] as const;

/** The advanced filters (spec 2); each list filter keeps a store whose value is any of those given. */
export const dashboardFilterFields = {
  status: anyOf(LISTS.status, 'Store status.'),
  plan: anyOf(LISTS.plan, 'Plan.'),
  type: anyOf(LISTS.type, 'Store type.'),
  operation: anyOf(LISTS.operation, 'Operation.'),
  profile: anyOf(LISTS.profile, 'Store profile.'),
  segment: anyOf(LISTS.segment, 'Segment.'),
  defaultSizeSystem: anyOf(LISTS.defaultSizeSystem, 'Default size system.'),
  productIntegration: anyOf(LISTS.productIntegration, 'How the catalogue reaches the store.'),
  platform: anyOf(LISTS.platform, 'E-commerce platform.'),
  vfrVersion: anyOf(LISTS.vfrVersion, 'Fitting-room version.'),
  typeModeling: anyOf(LISTS.typeModeling, 'Table type.'),
  reviewStatus: anyOf(LISTS.reviewStatus, 'Review status.'),
  coveredCategories: anyOf(LISTS.coveredCategories, 'Stores covering any of these categories.'),
  coveredIntegrations: anyOf(LISTS.coveredIntegrations, 'Stores covered by any of these integrations.'),
  features: anyOf(LISTS.features, 'Stores with every one of these features.'),
  responsible: Type.Optional(
    Type.Array(IdSchema, { maxItems: MAX_PAGE_SIZE, uniqueItems: true, description: 'Responsible staff (user ids).' }),
  ),
  importSizes: Type.Optional(Type.Boolean({ description: 'Whether the feed import creates sizes automatically.' })),
  appIntegration: Type.Optional(Type.Boolean({ description: 'Whether the store has the app integration.' })),
  store: Type.Optional(
    Type.Array(IdSchema, { maxItems: MAX_PAGE_SIZE, uniqueItems: true, description: 'Only these stores (ids).' }),
  ),
  name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH, description: 'Part of the store name.' })),
  fittingRoom: Type.Optional(
    Type.Enum(PRESENCE, { description: 'present: the FITTING_ROOM feature; active: opened in the period.' }),
  ),
  table: Type.Optional(
    Type.Enum(PRESENCE, { description: 'present: a SIZE_CHART feature; active: a size chart viewed in the period.' }),
  ),
  orderTracker: Type.Optional(
    Type.Enum(PRESENCE, { description: 'present: the ORDER_TRACKING feature; active: its indicator is working.' }),
  ),
  analytics: Type.Optional(
    Type.Enum(PRESENCE, { description: 'present: the GOOGLE_ANALYTICS feature; active: its indicator is working.' }),
  ),
};

export const DashboardQuerySchema = Type.Object(
  {
    ...dashboardFilterFields,
    period: Type.Optional(Type.Enum(DASHBOARD_PERIODS, { description: 'Summary period (default daily).' })),
    sortField: Type.Optional(Type.Enum(DASHBOARD_SORTS, { description: 'Column to order by (default name).' })),
    sortOrder: Type.Optional(Type.Enum(['ASC', 'DESC'] as const)),
    page: Type.Optional(Type.Integer({ minimum: 0, description: 'Page number, from 0.' })),
    size: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE_SIZE,
        description: `Rows per page (default ${DEFAULT_PAGE_SIZE}).`,
      }),
    ),
  },
  { additionalProperties: true },
);
export type DashboardQuery = Static<typeof DashboardQuerySchema>;

const State = Type.Enum(INDICATOR_STATES);
const indicator = (description: string) =>
  Type.Object({ state: State, value: Nullable(Type.Number()) }, { description });

export const DashboardRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  domain: Type.String(),
  status: Type.String(),
  plan: Type.String(),
  coverage: indicator('Covered products among those with the plugin on, in %.'),
  pending: indicator('Products with the plugin on and no size chart.'),
  xml: indicator('The last feed import; value: products read by it.'),
  plugin: indicator('Storefront calls in the period (recommendations, fitting room, size chart).'),
  orderTracker: indicator('Orders tracked in the period.'),
  analytics: indicator('Storefront calls in the period, which the GTM code reports.'),
  usageRate: indicator('Orders in the period placed after using the fitting room, in %.'),
});
export type DashboardRow = Static<typeof DashboardRowSchema>;

export const DashboardOverviewSchema = Type.Object({
  activeStores: Type.Integer({ description: 'Stores in the list whose status is ACTIVE.' }),
  recommendations: Type.Integer(),
  fittingRoomUsage: Nullable(Type.Number({ description: 'Orders placed after using the fitting room, in %.' })),
  sizeChartUsage: Nullable(
    Type.Number({ description: 'Size-chart views among fitting-room openings and size-chart views, in %.' }),
  ),
  activeProducts: Type.Integer({ description: 'Products with the plugin on.' }),
  pendingProducts: Type.Integer(),
});
export type DashboardOverview = Static<typeof DashboardOverviewSchema>;

export const DashboardAnswerSchema = Type.Object({
  ...countedPageFields(DashboardRowSchema),
  hasMore: Type.Boolean(),
  period: Type.Enum(DASHBOARD_PERIODS),
  overview: DashboardOverviewSchema,
  responsibles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: 'Staff responsible for some store, for the responsible filter.',
  }),
  refreshedAt: Nullable(Type.String({ format: 'date-time', description: 'When the figures were last refreshed.' })),
});
export type DashboardAnswer = Static<typeof DashboardAnswerSchema>;

export const DashboardGeneralSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  domain: Type.String(),
  status: Type.String(),
  plan: Type.String(),
  type: Type.String(),
  operation: Type.String(),
  profile: Type.String(),
  segment: Type.String(),
  defaultSizeSystem: Type.String(),
  productIntegration: Type.String(),
  platform: Nullable(Type.String()),
  vfrVersion: Type.String(),
  features: Type.Array(Type.String()),
  responsibleName: Nullable(Type.String()),
  feedUrl: Nullable(Type.String()),
  lastFeed: Nullable(
    Type.Object({
      status: Type.String(),
      at: Type.String({ format: 'date-time' }),
      read: Type.Integer(),
      inserted: Type.Integer(),
      updated: Type.Integer(),
      errors: Type.Integer(),
      message: Nullable(Type.String()),
    }),
  ),
  rules: Type.Unknown({ description: "The store's importation rules." }),
  trackingCode: Type.String({ description: "The store's public storefront key, which its pages send." }),
  gtmCode: Nullable(Type.String()),
  products: Type.Object({
    inactive: Type.Integer(),
    pending: Type.Integer(),
    alert: Type.Integer(),
    covered: Type.Integer(),
  }),
});
export type DashboardGeneral = Static<typeof DashboardGeneralSchema>;

export const DashboardTrendPointSchema = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (UTC)' }),
  recommendations: Type.Integer(),
  orders: Type.Integer(),
  fittingRoomOrders: Type.Integer(),
  fittingRoomOpened: Type.Integer(),
  sizeChartViewed: Type.Integer(),
});
export const DashboardDetailsSchema = Type.Object({
  id: Type.Integer(),
  days: Type.Integer({ description: `The series' length (${TREND_DAYS} days, today included).` }),
  series: Type.Array(DashboardTrendPointSchema),
});
export type DashboardDetails = Static<typeof DashboardDetailsSchema>;
export type DashboardTrendPoint = Static<typeof DashboardTrendPointSchema>;
