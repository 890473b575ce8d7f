import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../domain/countries.js';
import { useTestApp, type TestContext } from './harness.js';

const details = '/api/v1/tenants/details';
const options = '/api/v1/tenants/details/options';
const single = (id: number) => `/api/v1/tenants/single/${id}`;

const identification = {
  name: 'Loja Alfa Moda',
  domain: 'LojaAlfa.example.com.br',
  subdomains: ['m.lojaalfa.example.com.br', 'blog.lojaalfa.example.com.br'],
  tenantLogoUrl: 'https://cdn.lojaalfa.example/logo.png',
  country: 'PT',
  currency: 'EUR',
  language: 'ptPT',
  sizeSystem: 'EU',
  plan: 'GG',
  status: 'ACTIVE',
  type: 'HIGH_TOUCH',
  tenantProfile: 'MULTIBRAND',
  segment: 'KIDS',
  tenantOperation: 'INTERNATIONAL',
  monitored: true,
  monitoredReturns: true,
  multipleCurrencies: true,
  reportCountries: ['PT', 'ES', 'FR'],
  forceHttps: true,
  memorizeSizes: false,
};

async function read(t: TestContext, session: string, url = details) {
  const res = await t.call(session, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('store settings: details, options, single store, new store', () => {
  const t = useTestApp();
  const moderatorAt = (tenantId: number) => t.sessionFor(t.fx.users.moderator, tenantId);

  it("answers a store's settings with the spec's defaults and version 1", async () => {
    const body = await read(t, await moderatorAt(t.fx.tenants.alpha));
    expect(body).toMatchObject({
      tenantId: t.fx.tenants.alpha,
      version: 1,
      name: 'Loja Alfa',
      domain: 'alfa.example',
      subdomains: [],
      country: 'BR',
      currency: 'BRL',
      language: 'ptBR',
      tenantOperation: 'BRAZIL',
      status: 'TRIAL',
      vfrVersion: 'V4',
      features: ['FITTING_ROOM', 'SIZE_CHART', 'ORDER_TRACKING', 'RETURNS_REPORT'],
      gtmCode: null,
      reportCountries: [],
      productIntegration: 'MANUAL_INTEGRATION',
      coverageDetails: { ...emptyCoverage(), responsibleName: null },
    });
  });

  it('serves every store enumeration as codes', async () => {
    const body = await read(t, await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha), options);
    expect(body.currencies.slice(0, 5)).toEqual(['USD', 'BRL', 'EUR', 'GBP', 'MXN']);
    expect(body.currencies.length).toBeGreaterThanOrEqual(45);
    expect(body.currencies.length).toBeLessThanOrEqual(50);
    expect(body.platforms).toEqual(
      expect.arrayContaining(['SHOPIFY', 'VTEX', 'MAGENTO', 'TRAY', 'WOO_COMMERCE', 'NUVEM_SHOP', 'TIENDANUBE', 'OWN']),
    );
    expect(body.platforms.length).toBeGreaterThanOrEqual(45);
    expect(body.platforms.length).toBeLessThanOrEqual(50);
    expect(body.countries.length).toBeGreaterThanOrEqual(245);
    expect(body.countries).toEqual(expect.arrayContaining(['BR', 'PT', 'US', 'AQ', 'ZW']));
    expect(body.vfrVersions).toEqual(['V2', 'V3', 'V4']);
    expect(body.operations).toEqual(['BRAZIL', 'INTERNATIONAL']);
    expect(body.typeModelings).toEqual(['PROVADOR', 'OWN', 'ABNT']);
    expect(body.features).toHaveLength(13);
    expect(body.reviewStatuses).toEqual(['AUTOMATIC_INTEGRATION', 'MANUAL_INTEGRATION', 'MODELING_INTEGRATION']);
    expect(body.coveredIntegrations).toEqual([
      'XML',
      'XML_LAMBDA',
      'API_PLATFORM',
      'API_CLIENT',
      'API_ON_PAGE',
      'MANUAL_INTEGRATION',
    ]);
    expect(body.statuses).toEqual(['TRIAL', 'ACTIVE', 'INACTIVE', 'CHURN', 'PAUSED', 'IMPLANTATION']);
  });

  it('saves the identification fields, moves the version on, and leaves the other store alone', async () => {
    const { alpha, beta } = t.fx.tenants;
    const session = await moderatorAt(alpha);
    const res = await t.call(session, { method: 'PUT', url: details, payload: { version: 1, ...identification } });
    expect(res.statusCode).toBe(200);
    const expected = { ...identification, domain: 'lojaalfa.example.com.br', version: 2 };
    expect(res.json()).toMatchObject(expected);
    expect(await read(t, session)).toMatchObject(expected);
    expect(await read(t, await moderatorAt(beta))).toMatchObject({ name: 'Loja Beta', version: 1, country: 'BR' });
  });

  it('saves implantation and coverage fields, naming the responsible', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const payload = {
      version: 1,
      vfrVersion: 'V3',
      features: ['FITTING_ROOM', 'ORDER_TRACKING'],
      gtmCode: 'GTM-AB12CD3',
      shoppingTracking: true,
      appIntegration: true,
      customerRulesObservation: 'Trocas em 30 dias.\nSem devolução de peças íntimas.',
      coverageDetails: {
        responsibleId: t.fx.users.moderator,
        reviewStatus: 'MANUAL_INTEGRATION',
        coveredCategories: ['CLOTHES', 'SHOES'],
        coveredIntegrations: ['XML'],
        ecommercePlatform: 'VTEX',
        typeModeling: 'ABNT',
        observation: 'Revisar tabelas infantis.',
      },
    };
    const res = await t.call(session, { method: 'PUT', url: details, payload });
    expect(res.statusCode).toBe(200);
    expect(await read(t, session)).toMatchObject({
      ...payload,
      version: 2,
      coverageDetails: { ...payload.coverageDetails, responsibleName: 'moderator' },
    });
  });

  it('keeps the integration fields saved through the same call', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const res = await t.call(session, {
      method: 'PUT',
      url: details,
      payload: {
        version: 1,
        productIntegration: 'INTEGRATION_WITH_XML',
        productIntegrationXmlLink: 'https://a.example/f.xml',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productIntegration: 'INTEGRATION_WITH_XML', name: 'Loja Alfa', version: 2 });
  });

  const badFields: [string, Record<string, unknown>, string][] = [
    ['name', { name: 'Loja, Alfa' }, 'name'],
    ['name', { name: '   ' }, 'name'],
    ['name', { name: 'x'.repeat(101) }, 'name'],
    ['domain', { domain: 'https://alfa.example' }, 'domain'],
    ['domain', { domain: 'alfa' }, 'domain'],
    ['subdomains', { subdomains: ['m.alfa.example', 'M.alfa.example'] }, 'subdomains.1'],
    ['subdomains', { subdomains: ['not a host'] }, 'subdomains.0'],
    ['tenantLogoUrl', { tenantLogoUrl: 'ftp://cdn.example/logo.png' }, 'tenantLogoUrl'],
    ['country', { country: 'XX' }, 'country'],
    ['currency', { currency: 'BTC' }, 'currency'],
    ['language', { language: 'de' }, 'language'],
    ['sizeSystem', { sizeSystem: 'XX' }, 'sizeSystem'],
    ['plan', { plan: 'HUGE' }, 'plan'],
    ['status', { status: 'GONE' }, 'status'],
    ['type', { type: 'NO_TOUCH' }, 'type'],
    ['tenantProfile', { tenantProfile: 'SHOP' }, 'tenantProfile'],
    ['segment', { segment: 'PETS' }, 'segment'],
    ['tenantOperation', { tenantOperation: 'MARS' }, 'tenantOperation'],
    ['monitored', { monitored: 'yes' }, 'monitored'],
    ['monitoredReturns', { monitoredReturns: 1 }, 'monitoredReturns'],
    ['multipleCurrencies', { multipleCurrencies: null }, 'multipleCurrencies'],
    ['reportCountries', { reportCountries: ['BR', 'BR'] }, 'reportCountries'],
    ['reportCountries', { reportCountries: ['ZZ'] }, 'reportCountries.0'],
    ['forceHttps', { forceHttps: 'true' }, 'forceHttps'],
    ['memorizeSizes', { memorizeSizes: 0 }, 'memorizeSizes'],
    ['vfrVersion', { vfrVersion: 'V5' }, 'vfrVersion'],
    ['features', { features: ['TELEPORT'] }, 'features.0'],
    ['gtmCode', { gtmCode: '<script>' }, 'gtmCode'],
    ['shoppingTracking', { shoppingTracking: 'on' }, 'shoppingTracking'],
    ['appIntegration', { appIntegration: [] }, 'appIntegration'],
    ['customerRulesObservation', { customerRulesObservation: 'x'.repeat(2001) }, 'customerRulesObservation'],
    [
      'responsibleId',
      { coverageDetails: { ...emptyCoverage(), responsibleId: 'me' } },
      'coverageDetails.responsibleId',
    ],
    ['reviewStatus', { coverageDetails: { ...emptyCoverage(), reviewStatus: 'DONE' } }, 'coverageDetails.reviewStatus'],
    [
      'coveredCategories',
      { coverageDetails: { ...emptyCoverage(), coveredCategories: ['HATS'] } },
      'coverageDetails.coveredCategories.0',
    ],
    [
      'coveredIntegrations',
      { coverageDetails: { ...emptyCoverage(), coveredIntegrations: ['FAX'] } },
      'coverageDetails.coveredIntegrations.0',
    ],
    [
      'ecommercePlatform',
      { coverageDetails: { ...emptyCoverage(), ecommercePlatform: 'GEOCITIES' } },
      'coverageDetails.ecommercePlatform',
    ],
    ['typeModeling', { coverageDetails: { ...emptyCoverage(), typeModeling: 'ISO' } }, 'coverageDetails.typeModeling'],
    ['unknown field', { favouriteColour: 'blue' }, ''],
  ];

  it.each(badFields)('refuses a bad %s with a detail naming it, and writes nothing', async (_, change, field) => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const res = await t.call(session, { method: 'PUT', url: details, payload: { version: 1, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    if (field) expect((res.json().details as { field: string }[]).map((d) => d.field)).toContain(field);
    expect(await read(t, session)).toMatchObject({ version: 1, name: 'Loja Alfa', domain: 'alfa.example' });
  });

  it('refuses a responsible who is not staff, and a save without a version', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const notStaff = await t.call(session, {
      method: 'PUT',
      url: details,
      payload: { version: 1, coverageDetails: { ...emptyCoverage(), responsibleId: t.fx.users.storeAlpha } },
    });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().details).toEqual([
      expect.objectContaining({ field: 'coverageDetails.responsibleId', code: 'NOT_STAFF' }),
    ]);
    const noVersion = await t.call(session, { method: 'PUT', url: details, payload: { name: 'Outra' } });
    expect(noVersion.statusCode).toBe(400);
    expect(await read(t, session)).toMatchObject({ version: 1, name: 'Loja Alfa' });
  });

  it('answers a stale save with 409, the current store and the fields changed since; nothing written', async () => {
    const { alpha } = t.fx.tenants;
    const first = await moderatorAt(alpha);
    const second = await t.sessionFor(t.fx.users.administrator, alpha);
    expect((await read(t, first)).version).toBe(1);
    expect((await read(t, second)).version).toBe(1);
    const saved = await t.call(first, {
      method: 'PUT',
      url: details,
      payload: { version: 1, name: 'Alfa Nova', plan: 'M' },
    });
    expect(saved.statusCode).toBe(200);
    const stale = await t.call(second, {
      method: 'PUT',
      url: details,
      payload: { version: 1, plan: 'G', monitored: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      details: [
        { field: 'name', code: 'CHANGED' },
        { field: 'plan', code: 'CHANGED' },
      ],
      current: { version: 2, name: 'Alfa Nova', plan: 'M', monitored: false },
    });
    expect(await read(t, second)).toMatchObject({ version: 2, plan: 'M', monitored: false });
    const retried = await t.call(second, { method: 'PUT', url: details, payload: { version: 2, plan: 'G' } });
    expect(retried.json()).toMatchObject({ version: 3, plan: 'G', name: 'Alfa Nova' });
  });

  it('lets only one of two saves from the same version land', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const answers = await Promise.all(
      ['P', 'GG'].map((plan) => t.call(session, { method: 'PUT', url: details, payload: { version: 1, plan } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await read(t, session)).version).toBe(2);
  });

  it('leaves the version alone when a save changes nothing', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const res = await t.call(session, { method: 'PUT', url: details, payload: { version: 1, name: 'Loja Alfa' } });
    expect(res.json().version).toBe(1);
  });

  it('refuses a taken store name with 409 and writes nothing', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const res = await t.call(session, {
      method: 'PUT',
      url: details,
      payload: { version: 1, name: 'loja beta', plan: 'P' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(await read(t, session)).toMatchObject({ version: 1, plan: 'FREE' });
  });

  it('lets store users read their settings but never save them', async () => {
    const member = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    expect((await read(t, member)).name).toBe('Loja Alfa');
    const put = await t.call(member, { method: 'PUT', url: details, payload: { version: 1, name: 'Minha' } });
    expect(put.statusCode).toBe(403);
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.call(member, {
        method,
        url: single(t.fx.tenants.alpha),
        ...(method === 'PUT' ? { payload: { version: 1, name: 'Minha' } } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.call(member, { method: 'POST', url: '/api/v1/tenants', payload: newStore })).statusCode).toBe(403);
    expect((await read(t, member)).name).toBe('Loja Alfa');
  });

  it("reads and saves any store's settings by id for moderators; an unknown id is 'Tenant not found'", async () => {
    const { alpha, beta } = t.fx.tenants;
    const session = await moderatorAt(alpha);
    expect((await read(t, session, single(beta))).name).toBe('Loja Beta');
    const saved = await t.call(session, {
      method: 'PUT',
      url: single(beta),
      payload: { version: 1, segment: 'UNISEX' },
    });
    expect(saved.json()).toMatchObject({ tenantId: beta, segment: 'UNISEX', version: 2 });
    expect(await read(t, session)).toMatchObject({ tenantId: alpha, segment: 'WOMEN_FASHION', version: 1 });
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.call(session, {
        method,
        url: single(999999),
        ...(method === 'PUT' ? { payload: { version: 1, name: 'X' } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TENANT_NOT_FOUND', message: 'Tenant not found' });
    }
  });

  it("sets any store's responsible by id to a staff member, refusing anyone else with nothing written", async () => {
    const { alpha, beta } = t.fx.tenants;
    const session = await moderatorAt(alpha);
    const choose = (responsibleId: number) =>
      t.call(session, {
        method: 'PUT',
        url: single(beta),
        payload: { version: 1, coverageDetails: { ...emptyCoverage(), responsibleId } },
      });
    for (const other of [t.fx.users.storeAlpha, 999999]) {
      const refused = await choose(other);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION',
        details: [{ field: 'coverageDetails.responsibleId', code: 'NOT_STAFF' }],
      });
    }
    expect((await read(t, session, single(beta))).coverageDetails).toMatchObject({ responsibleId: null });
    const saved = await choose(t.fx.users.administrator);
    expect(saved.statusCode).toBe(200);
    expect((await read(t, session, single(beta))).coverageDetails).toMatchObject({
      responsibleId: t.fx.users.administrator,
      responsibleName: expect.any(String),
    });
  });

  const newStore = { name: 'Loja Gama', domain: 'gama.example.com', language: 'en' };

  it('creates a store whose country follows its language, and the moderator switches to it', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const created = await t.call(session, { method: 'POST', url: '/api/v1/tenants', payload: newStore });
    expect(created.statusCode).toBe(201);
    const store = created.json();
    expect(store).toMatchObject({ ...newStore, country: 'US', currency: 'BRL', tenantOperation: 'BRAZIL', version: 1 });
    const switched = await t.call(session, { method: 'PUT', url: `/api/v1/me/current-tenant/${store.tenantId}` });
    expect(switched.statusCode).toBe(200);
    expect(await read(t, session)).toMatchObject({ tenantId: store.tenantId, name: 'Loja Gama' });
  });

  it.each([
    ['ptBR', 'BR'],
    ['ptPT', 'PT'],
    ['en', 'US'],
  ])('gives a store in %s the country %s, unless one is given', async (language, country) => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const res = await t.call(session, { method: 'POST', url: '/api/v1/tenants', payload: { ...newStore, language } });
    expect(res.json().country).toBe(country);
    const given = await t.call(session, {
      method: 'POST',
      url: '/api/v1/tenants',
      payload: { name: 'Loja Delta', domain: 'delta.example', language, country: 'AR' },
    });
    expect(given.json().country).toBe('AR');
  });

  it('refuses a new store with a taken name, a bad domain or unknown fields', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const create = (payload: object) => t.call(session, { method: 'POST', url: '/api/v1/tenants', payload });
    expect((await create({ name: 'LOJA ALFA', domain: 'x.example' })).statusCode).toBe(409);
    expect((await create({ name: 'Loja, Nova', domain: 'x.example' })).json().details[0].code).toBe('COMMA');
    expect((await create({ name: 'Loja Nova', domain: 'not a domain' })).statusCode).toBe(400);
    expect((await create({ name: 'Loja Nova', domain: 'x.example', version: 4 })).statusCode).toBe(400);
    const count = await t.db
      .selectFrom('tenants')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(2);
  });

  it('keeps the country list in step with ISO 3166', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
});

function emptyCoverage() {
  return {
    responsibleId: null,
    reviewStatus: null,
    coveredCategories: [],
    coveredIntegrations: [],
    ecommercePlatform: null,
    typeModeling: null,
    observation: null,
  };
}
