import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { refreshStoreHealth } from '../../server/repositories/storeHealth.js';
import type { DashboardRow } from '../../contract/dashboard.js';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

type Stores = Record<'quiet' | 'idle' | 'working' | 'failing' | 'waiting', number>;

async function store(t: TestContext, name: string, values: Record<string, unknown> = {}) {
  const row = await t.db
    .insertInto('tenants')
    .values({ name: `Health ${name}`, domain: `${name}.example`, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function products(t: TestContext, tenantId: number, states: string[]) {
  await t.db
    .insertInto('products')
    .values(
      states.map((state, i) => ({
        tenant_id: tenantId,
        permalink: `https://s${tenantId}.example/p${i}`,
        name: `P${i}`,
        plugin_active: state !== 'inactive',
        state: state as 'inactive',
      })),
    )
    .execute();
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'permalink'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows;
}

async function order(
  t: TestContext,
  tenantId: number,
  id: string,
  at: Date,
  fittingRoom: boolean,
  productId: number | null,
) {
  await t.db
    .insertInto('orders')
    .values({
      tenant_id: tenantId,
      order_id: id,
      ordered_at: at,
      country: 'BR',
      currency: 'BRL',
      fitting_room_used: fittingRoom,
      profile_code: null,
      shopper_age: null,
      total: 10,
    })
    .execute();
  await t.db
    .insertInto('order_items')
    .values({
      tenant_id: tenantId,
      order_id: id,
      ordered_at: at,
      country: 'BR',
      fitting_room_used: fittingRoom,
      product_id: productId,
      permalink: `https://s${tenantId}.example/x`,
      name: 'x',
      size: 'M',
      price: 10,
      quantity: 1,
    })
    .execute();
}

async function feedRun(t: TestContext, tenantId: number, status: 'finished' | 'failed') {
  await t.db
    .insertInto('import_runs')
    .values({
      tenant_id: tenantId,
      source: 'feed',
      status,
      finished_at: new Date(),
      error_message: status === 'failed' ? 'HTTP 500' : null,
    })
    .execute();
}

const XML = {
  product_integration: 'INTEGRATION_WITH_XML',
  product_integration_xml_link: 'https://feeds.example/f.xml',
};

/**
 * Five stores whose data give each indicator a known state (docs/decisions/, "Health dashboard"):
 * quiet: nothing at all; idle: only inactive products, XML set but never imported;
 * working: covered products, an imported feed, storefront use and a fitting-room order matched today;
 * failing: an alert and a pending product, a failed feed, only unknown-product hits, an unmatched order without the fitting room;
 * waiting: one pending product, XML without a link, an order 60 days ago only.
 */
async function seedStores(t: TestContext): Promise<Stores> {
  const tracking = ['ORDER_TRACKING', 'GOOGLE_ANALYTICS'];
  // A store starts with the default features (migration 018); quiet and idle have none.
  const quiet = await store(t, 'quiet', {
    status: 'TRIAL',
    plan: 'FREE',
    segment: 'KIDS',
    vfr_version: 'V2',
    features: [],
  });
  const idle = await store(t, 'idle', {
    status: 'ACTIVE',
    plan: 'P',
    segment: 'ADULT',
    covered_categories: ['SHOES'],
    automatically_import_size: false,
    features: [],
    ...XML,
  });
  const working = await store(t, 'working', {
    status: 'ACTIVE',
    plan: 'M',
    segment: 'KIDS',
    operation: 'INTERNATIONAL',
    ecommerce_platform: 'VTEX',
    type_modeling: 'OWN',
    covered_categories: ['CLOTHES', 'SHOES'],
    features: [...tracking, 'FITTING_ROOM', 'SIZE_CHART'],
    gtm_code: 'GTM-ABC123',
    responsible_user_id: t.fx.users.moderator,
    ...XML,
  });
  const failing = await store(t, 'failing', {
    status: 'CHURN',
    plan: 'M',
    profile: 'MULTIBRAND',
    type: 'HIGH_TOUCH',
    ecommerce_platform: 'SHOPIFY',
    review_status: 'MANUAL_INTEGRATION',
    covered_integrations: ['XML'],
    features: tracking,
    ...XML,
  });
  const waiting = await store(t, 'waiting', {
    status: 'PAUSED',
    plan: 'G',
    product_integration: 'INTEGRATION_WITH_XML',
    features: [...tracking, 'SIZE_CHART_V2'],
    gtm_code: 'GTM-XYZ',
    app_integration: true,
  });

  await products(t, idle, ['inactive', 'inactive']);
  const [covered] = await products(t, working, ['covered', 'covered']);
  await products(t, failing, ['alert', 'pending']);
  await products(t, waiting, ['pending']);

  await feedRun(t, working, 'finished');
  await feedRun(t, failing, 'failed');

  const today = dayOf(new Date());
  await t.db
    .insertInto('storefront_usage')
    .values({
      tenant_id: working,
      day: today,
      permalink: covered!.permalink,
      product_id: covered!.id,
      fitting_room_opened: 3,
      size_chart_viewed: 1,
    })
    .execute();
  await t.db
    .insertInto('unknown_products')
    .values({ tenant_id: failing, permalink: 'https://f.example/u', day: today, hits: 4 })
    .execute();
  await order(t, working, 'W1', new Date(), true, covered!.id);
  await order(t, working, 'W2', daysAgo(3), false, covered!.id);
  await order(t, failing, 'F1', new Date(), false, null);
  await order(t, waiting, 'Q1', daysAgo(60), true, null);
  await refreshStoreHealth(t.db);
  return { quiet, idle, working, failing, waiting };
}

describe('health dashboard', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let moderator: string;
  let s: Stores;

  const dashboard = async (query = '') => {
    const res = await t.call(moderator, { method: 'GET', url: `/api/v1/dashboard?name=Health&size=100${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: DashboardRow[];
      total: number;
      overview: Record<string, unknown>;
      refreshedAt: string;
    };
  };
  const names = (rows: DashboardRow[]) => rows.map((r) => r.name.replace('Health ', ''));

  beforeEach(async () => {
    moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    s = await seedStores(t);
  });

  it('gives each indicator the state its data produce', async () => {
    const { data } = await dashboard();
    const states = Object.fromEntries(
      data.map((r) => [
        r.name.replace('Health ', ''),
        [r.coverage, r.pending, r.xml, r.plugin, r.orderTracker, r.analytics, r.usageRate]
          .map((i) => i.state)
          .join(' '),
      ]),
    );
    expect(states).toEqual({
      quiet: 'disabled disabled disabled disabled disabled disabled disabled',
      idle: 'noData noData noData disabled disabled disabled disabled',
      working: 'working working working working working working working',
      failing: 'error error error error error error error',
      waiting: 'noData error disabled noData noData noData noData',
    });
    const working = data.find((r) => r.id === s.working)!;
    expect(working.coverage.value).toBe(100);
    expect(working.plugin.value).toBe(4);
    expect(working.orderTracker.value).toBe(1);
    expect(working.usageRate.value).toBe(100);
  });

  it('sums the chosen period: weekly counts the order of three days ago, daily does not', async () => {
    const daily = (await dashboard('&period=daily')).data.find((r) => r.id === s.working)!;
    const weekly = (await dashboard('&period=weekly')).data.find((r) => r.id === s.working)!;
    expect(daily.orderTracker.value).toBe(1);
    expect(weekly.orderTracker.value).toBe(2);
    expect(weekly.usageRate.value).toBe(50);
  });

  it('fills the overview cards from the filtered stores', async () => {
    const { overview, refreshedAt } = await dashboard('&period=weekly');
    expect(overview).toEqual({
      activeStores: 2,
      recommendations: 0,
      fittingRoomUsage: 33.3,
      sizeChartUsage: 25,
      activeProducts: 5,
      pendingProducts: 2,
    });
    expect(Date.parse(refreshedAt)).toBeGreaterThan(Date.now() - 60_000);
    const { responsibles } = (await dashboard()) as unknown as { responsibles: { id: number }[] };
    expect(responsibles.map((r) => r.id)).toEqual([t.fx.users.moderator]);
    expect((await dashboard('&status=ACTIVE')).overview.activeProducts).toBe(2);
  });

  it('filters on every store field and indicator, alone and combined', async () => {
    const cases: [string, string[]][] = [
      ['&status=ACTIVE', ['idle', 'working']],
      ['&status=ACTIVE&status=CHURN', ['failing', 'idle', 'working']],
      ['&plan=M', ['failing', 'working']],
      ['&segment=KIDS', ['quiet', 'working']],
      ['&operation=INTERNATIONAL', ['working']],
      ['&profile=MULTIBRAND', ['failing']],
      ['&type=HIGH_TOUCH', ['failing']],
      ['&defaultSizeSystem=BR', ['failing', 'idle', 'quiet', 'waiting', 'working']],
      ['&productIntegration=INTEGRATION_WITH_XML', ['failing', 'idle', 'waiting', 'working']],
      [`&store=${s.quiet}&store=${s.failing}`, ['failing', 'quiet']],
      ['&platform=VTEX&platform=SHOPIFY', ['failing', 'working']],
      ['&vfrVersion=V2', ['quiet']],
      ['&typeModeling=OWN', ['working']],
      ['&reviewStatus=MANUAL_INTEGRATION', ['failing']],
      ['&coveredCategories=SHOES', ['idle', 'working']],
      ['&coveredCategories=ACCESSORIES&coveredCategories=CLOTHES', ['working']],
      ['&coveredIntegrations=XML', ['failing']],
      ['&features=ORDER_TRACKING&features=GOOGLE_ANALYTICS', ['failing', 'waiting', 'working']],
      ['&features=ORDER_TRACKING&features=FITTING_ROOM', ['working']],
      [`&responsible=${t.fx.users.moderator}`, ['working']],
      ['&importSizes=false', ['idle']],
      ['&appIntegration=true', ['waiting']],
      ['&appIntegration=false&importSizes=true', ['failing', 'quiet', 'working']],
      ['&fittingRoom=present', ['working']],
      ['&fittingRoom=active', ['working']],
      ['&table=present', ['waiting', 'working']],
      ['&table=active', ['working']],
      ['&orderTracker=present', ['failing', 'waiting', 'working']],
      ['&orderTracker=active', ['working']],
      ['&analytics=present', ['failing', 'waiting', 'working']],
      ['&analytics=active', ['working']],
      ['&plan=M&orderTracker=active', ['working']],
    ];
    for (const [query, expected] of cases) {
      const { data, total } = await dashboard(query);
      expect(names(data), query).toEqual(expected);
      expect(total, query).toBe(expected.length);
    }
    const all = await t.call(moderator, { method: 'GET', url: '/api/v1/dashboard?name=alf' });
    expect(all.json().data.map((r: DashboardRow) => r.name)).toEqual(['Loja Alfa']);
  });

  it('orders by a column ascending or descending: state first, then value, then name', async () => {
    const asc = names((await dashboard('&sortField=coverage&sortOrder=ASC')).data);
    expect(asc).toEqual(['quiet', 'idle', 'waiting', 'working', 'failing']);
    const desc = names((await dashboard('&sortField=coverage&sortOrder=DESC')).data);
    expect(desc).toEqual([...asc].reverse());
    expect(names((await dashboard('&sortField=pending&sortOrder=ASC')).data)).toEqual([
      'quiet',
      'idle',
      'working',
      'failing',
      'waiting',
    ]);
    expect(names((await dashboard('&sortField=name&sortOrder=DESC')).data)).toEqual([
      'working',
      'waiting',
      'quiet',
      'idle',
      'failing',
    ]);
    expect(names((await dashboard('')).data)).toEqual(['failing', 'idle', 'quiet', 'waiting', 'working']);
  });

  it('pages the list and counts every filtered store', async () => {
    const res = await t.call(moderator, { method: 'GET', url: '/api/v1/dashboard?name=Health&size=2&page=2' });
    expect(res.json()).toMatchObject({ page: 2, size: 2, total: 5, hasMore: false });
    expect(names(res.json().data)).toEqual(['working']);
    const past = await t.call(moderator, { method: 'GET', url: '/api/v1/dashboard?name=Health&size=2&page=9' });
    expect(past.json()).toMatchObject({ page: 9, total: 5, hasMore: false, data: [] });
    expect(past.json().overview.activeStores).toBe(res.json().overview.activeStores);
  });

  it('exports the filtered list as CSV in the asked order', async () => {
    const res = await t.call(moderator, {
      method: 'GET',
      url: '/api/v1/dashboard/export?name=Health&plan=M&sortField=name&sortOrder=DESC',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,name,domain,status,plan,coverageState,coverageValue,pendingState,pendingValue,xmlState,xmlValue,pluginState,pluginValue,orderTrackerState,orderTrackerValue,analyticsState,analyticsValue,usageRateState,usageRateValue',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${s.working},Health working,working.example,ACTIVE,M,working,100,working,0,working,,working,4,working,1,`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^${s.failing},Health failing,`));
  });

  it("answers a store's general view and its trend; an unknown store is not found", async () => {
    const general = await t.call(moderator, {
      method: 'GET',
      url: `/api/v1/dashboard/analytical/general/${s.failing}`,
    });
    expect(general.statusCode).toBe(200);
    expect(general.json()).toMatchObject({
      id: s.failing,
      domain: 'failing.example',
      feedUrl: 'https://feeds.example/f.xml',
      lastFeed: { status: 'failed', message: 'HTTP 500' },
      products: { inactive: 0, pending: 1, alert: 1, covered: 0 },
    });
    expect(general.json().trackingCode).toMatch(/^[0-9a-f]{64}$/);
    const details = await t.call(moderator, {
      method: 'GET',
      url: `/api/v1/dashboard/analytical/details/${s.working}`,
    });
    const series = details.json().series as { day: string; orders: number; fittingRoomOpened: number }[];
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toMatchObject({ day: dayOf(new Date()), orders: 1, fittingRoomOpened: 3 });
    expect(series.find((p) => p.day === dayOf(daysAgo(3)))!.orders).toBe(1);
    for (const kind of ['general', 'details']) {
      const missing = await t.call(moderator, { method: 'GET', url: `/api/v1/dashboard/analytical/${kind}/999999` });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('refuses store users and bad filters', async () => {
    const user = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    for (const url of ['/api/v1/dashboard', `/api/v1/dashboard/analytical/general/${t.fx.tenants.alpha}`]) {
      expect((await t.call(user, { method: 'GET', url })).statusCode).toBe(403);
    }
    const bad = await t.call(moderator, { method: 'GET', url: '/api/v1/dashboard?status=GONE&sortField=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('keeps a store whose figures were never refreshed, with the indicators its settings give', async () => {
    const fresh = await store(t, 'fresh', { ...XML, features: [] });
    const row = (await dashboard()).data.find((r) => r.id === fresh)!;
    expect(row.xml.state).toBe('noData');
    expect(row.orderTracker.state).toBe('disabled');
  });
});
