import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORTATION_RULES } from '../../contract/feeds.js';
import { useTestApp, type TestContext } from './harness.js';

const details = '/api/v1/tenants/details';
const rules = '/api/v1/tenants/importation-rules';

const xmlSettings = {
  productIntegration: 'INTEGRATION_WITH_XML',
  productIntegrationXmlLink: 'https://alfa.example/feed.xml',
  feedRSS: false,
  automaticallyImportSize: false,
  httpLinkBehavior: 'FORCE_HTTPS',
  linkReturnsFile: null,
};

async function categoryOf(t: TestContext, tenantId: number, name: string) {
  const row = await t.db
    .insertInto('categories')
    .values({ tenant_id: tenantId, name, type: 'clothes' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('store details: integration fields and importation rules', () => {
  const t = useTestApp();
  const moderatorAt = (tenantId: number) => t.sessionFor(t.fx.users.moderator, tenantId);

  it('starts with manual integration and the default rules', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    expect((await t.call(session, { method: 'GET', url: details })).json()).toMatchObject({
      productIntegration: 'MANUAL_INTEGRATION',
      productIntegrationXmlLink: null,
      feedRSS: true,
      automaticallyImportSize: true,
      httpLinkBehavior: 'KEEP',
      linkReturnsFile: null,
    });
    expect((await t.call(session, { method: 'GET', url: rules })).json()).toEqual(DEFAULT_IMPORTATION_RULES);
  });

  it("writes the current store's integration fields, and only that store's", async () => {
    const { alpha, beta } = t.fx.tenants;
    const saved = await t.call(await moderatorAt(alpha), {
      method: 'PUT',
      url: details,
      payload: { version: 1, ...xmlSettings },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(xmlSettings);
    const member = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    expect((await t.call(member, { method: 'GET', url: details })).json()).toMatchObject(xmlSettings);
    const other = await t.call(await moderatorAt(beta), { method: 'GET', url: details });
    expect(other.json().productIntegration).toBe('MANUAL_INTEGRATION');
  });

  it('refuses bad integration fields with one detail per field and changes nothing', async () => {
    const session = await moderatorAt(t.fx.tenants.alpha);
    const res = await t.call(session, {
      method: 'PUT',
      url: details,
      payload: {
        version: 1,
        ...xmlSettings,
        productIntegration: 'SOMETHING',
        productIntegrationXmlLink: 'ftp://x/feed.xml',
      },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['productIntegration', 'productIntegrationXmlLink']));
    expect((await t.call(session, { method: 'GET', url: details })).json().productIntegration).toBe(
      'MANUAL_INTEGRATION',
    );
  });

  it('lets store users read their details but not change them or the rules', async () => {
    const member = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const put = await t.call(member, { method: 'PUT', url: details, payload: { version: 1, ...xmlSettings } });
    expect(put.statusCode).toBe(403);
    expect((await t.call(member, { method: 'GET', url: rules })).statusCode).toBe(403);
    expect((await t.call(member, { method: 'PATCH', url: rules, payload: { skip: ['gift'] } })).statusCode).toBe(403);
  });

  it('patches the rules list by list, keeping the lists not given', async () => {
    const { alpha } = t.fx.tenants;
    const shirts = await categoryOf(t, alpha, 'Camisas');
    const session = await moderatorAt(alpha);
    const first = await t.call(session, {
      method: 'PATCH',
      url: rules,
      payload: { categories: [{ keyword: 'camisa', categoryId: shirts }], skip: ['vale-presente'] },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.call(session, {
      method: 'PATCH',
      url: rules,
      payload: { genders: [{ value: 'feminino', gender: 'f' }], missingProducts: 'KEEP' },
    });
    expect(second.json()).toEqual({
      ...DEFAULT_IMPORTATION_RULES,
      categories: [{ keyword: 'camisa', categoryId: shirts }],
      skip: ['vale-presente'],
      genders: [{ value: 'feminino', gender: 'f' }],
      missingProducts: 'KEEP',
    });
    expect((await t.call(session, { method: 'GET', url: rules })).json()).toEqual(second.json());
  });

  it('refuses a category of another store with a field error, and an empty or unknown patch', async () => {
    const { alpha, beta } = t.fx.tenants;
    const own = await categoryOf(t, alpha, 'Camisas');
    const foreign = await categoryOf(t, beta, 'Calças');
    const session = await moderatorAt(alpha);
    const res = await t.call(session, {
      method: 'PATCH',
      url: rules,
      payload: {
        categories: [
          { keyword: 'camisa', categoryId: own },
          { keyword: 'calça', categoryId: foreign },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'categories/1/categoryId', code: 'NOT_FOUND' }],
    });
    expect((await t.call(session, { method: 'GET', url: rules })).json()).toEqual(DEFAULT_IMPORTATION_RULES);

    expect((await t.call(session, { method: 'PATCH', url: rules, payload: {} })).statusCode).toBe(400);
    const unknown = await t.call(session, { method: 'PATCH', url: rules, payload: { colours: [] } });
    expect(unknown.statusCode).toBe(400);
    const badGender = await t.call(session, {
      method: 'PATCH',
      url: rules,
      payload: { genders: [{ value: 'x', gender: 'z' }] },
    });
    expect(badGender.json().details[0]).toMatchObject({ code: 'ENUM' });
  });

  it("keeps each store's rules apart", async () => {
    const { alpha, beta } = t.fx.tenants;
    await t.call(await moderatorAt(alpha), { method: 'PATCH', url: rules, payload: { skip: ['brinde'] } });
    const other = await t.call(await moderatorAt(beta), { method: 'GET', url: rules });
    expect(other.json().skip).toEqual([]);
  });
});
