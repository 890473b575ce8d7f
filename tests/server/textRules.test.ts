import { Type } from '@fastify/type-provider-typebox';
import { beforeEach, describe, expect, it } from 'vitest';
import { multilineText } from '../../contract/textKinds.js';
import { withTextRules } from '../../server/plugins/textRules.js';
import { topsBody } from './modelingFixtures.js';
import { useTestApp } from './harness.js';

const NFC = 'Caf\u00e9';
const NFD = 'Cafe\u0301';

// "Café" composed and decomposed became two brands of one store, and names took BEL, bidi overrides and more.
describe('texts sent to the API', () => {
  const t = useTestApp();
  let session: string;

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
  });

  const post = (url: string, payload: object) => t.call(session, { method: 'POST', url, payload });
  const detailsOf = (res: { json: () => { details?: { field: string; code: string }[] } }) =>
    res.json().details?.map((d) => `${d.field}:${d.code}`);
  const brandNames = async () =>
    (await t.db.selectFrom('brands').select('name').where('tenant_id', '=', t.fx.tenants.alpha).execute()).map(
      (b) => b.name,
    );

  it('are stored composed (NFC), so one name typed two ways is one name', async () => {
    expect((await post('/api/v1/brands/', { name: NFD })).statusCode).toBe(201);
    expect(await brandNames()).toEqual([NFC]);
    const again = await post('/api/v1/brands/', { name: NFC });
    expect(again.statusCode).toBe(409);
    // Searches are normalised the same way, so a decomposed search finds the composed name.
    const found = await t.call(session, { method: 'GET', url: `/api/v1/brands?name=${encodeURIComponent(NFD)}` });
    expect(found.json().data.map((b: { name: string }) => b.name)).toEqual([NFC]);
  });

  it('refuse control and format characters in single-line fields, naming the field, and store nothing', async () => {
    for (const name of [
      'Bel\u0007l',
      'Two\nlines',
      'Tab\there',
      'Evil\u202Egnp.exe',
      'Zero\u200Bwidth',
      'Esc\u001b[31m',
      'C1\u0085',
    ]) {
      const res = await post('/api/v1/brands/', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(detailsOf(res)).toEqual(['name:CONTROL_CHARACTER']);
    }
    const nested = await post('/api/v1/products/import', {
      rows: [{ line: 2, permalink: 'https://alfa.example/p/1', name: 'Saia\u2066x' }],
    });
    // A nullable cell: the union's own errors come along, the field and its reason are named.
    expect(detailsOf(nested)).toContain('rows.0.name:CONTROL_CHARACTER');
    const search = await t.call(session, { method: 'GET', url: '/api/v1/brands?name=a%07b' });
    expect(detailsOf(search)).toEqual(['querystring.name:CONTROL_CHARACTER']);
    expect(await brandNames()).toEqual([]);
    expect(await t.db.selectFrom('products').select('id').execute()).toEqual([]);
  });

  it('allow new lines and tabs in a multi-line observation, nothing else', async () => {
    const ok = await post('/api/v1/modelings/', { ...topsBody(), observation: `Medidas do corpo.\r\n\tVeste ${NFD}.` });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().observation).toBe(`Medidas do corpo.\r\n\tVeste ${NFC}.`);
    const bad = await post('/api/v1/modelings/', { ...topsBody('Outra'), observation: 'Linha\u0007' });
    expect(bad.statusCode).toBe(400);
    expect(detailsOf(bad)).toEqual(['observation:CONTROL_CHARACTER']);
  });

  it('check the keys of free-form objects too', async () => {
    const body = topsBody();
    const rows = body.rows.map((row, i) => (i === 1 ? { ...row, labels: { BR: 'M', 'U\u0007S': 'M' } } : row));
    const res = await post('/api/v1/modelings/', { ...body, rows });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual(['rows.1.labels.U<U+0007>S:CONTROL_CHARACTER']);
    const twice = body.rows.map((row, i) => (i === 1 ? { ...row, labels: { BR: 'M', [NFD]: 'x', [NFC]: 'y' } } : row));
    expect(detailsOf(await post('/api/v1/modelings/', { ...body, rows: twice }))).toEqual([
      `rows.1.labels.${NFC}:DUPLICATE_KEY`,
    ]);
    expect(await t.db.selectFrom('modelings').select('id').execute()).toEqual([]);
  });

  it('reach every field of a schema, even one named like a keyword, and leave the route schema as it is', () => {
    const schema = Type.Object({
      default: Type.String(),
      type: Type.String(),
      note: Type.String(multilineText),
      code: Type.Literal('A'),
    });
    const ruled = withTextRules(schema) as { keyRule: boolean; properties: Record<string, { textRule?: string }> };
    expect(ruled.keyRule).toBe(true);
    expect(Object.fromEntries(Object.entries(ruled.properties).map(([name, field]) => [name, field.textRule]))).toEqual(
      {
        default: 'singleLine',
        type: 'singleLine',
        note: 'multiline',
        code: undefined,
      },
    );
    expect(schema.properties.default).not.toHaveProperty('textRule');
  });
});
