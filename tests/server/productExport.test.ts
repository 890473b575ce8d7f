import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

const COLUMNS =
  'feedProductId,permalink,name,code,imageUrl,brand,category,gender,ageGroup,sizeType,productType,sizeSystem,sizes,pluginActive,chart';
const dataDir = mkdtempSync(join(tmpdir(), 'provador-mail-test-'));

// The export's temporary files, which must be gone once the file is sent.
const exportTemps = () => {
  try {
    return readdirSync(join(dataDir, 'tmp'));
  } catch {
    return [];
  }
};

/** The CSV as the browser reads it before importing: papaparse with a header line. */
function parseCsv(text: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('exporting products as CSV', () => {
  const t = useTestApp({ dataDir });
  recountCountersAfterEach(t);
  let session: string;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const alpha = t.fx.tenants.alpha;
    await t.db
      .insertInto('modelings')
      .values({
        tenant_id: alpha,
        name: 'Blusas',
        type: 'clothes',
        measures: ['chest'],
        size_systems: ['BR'],
        size_names: ['P', 'M'],
      })
      .execute();
    const rows = [
      {
        line: 2,
        feedProductId: 'SKU-1',
        permalink: 'https://alfa.example/p/1',
        name: 'Blusa "Azul"',
        brand: 'Hering',
        category: 'Blusas',
        gender: 'f',
        sizes: 'P|M',
        pluginActive: 'true',
        chart: 'Blusas',
        code: '-10',
      },
      {
        line: 3,
        permalink: 'https://alfa.example/p/2',
        name: 'Blusa Verde',
        sizes: 'P|GG',
        pluginActive: 'true',
        chart: 'Blusas',
      },
      { line: 4, permalink: 'https://alfa.example/p/3', name: 'Tênis', pluginActive: 'true', productType: 'shoe' },
      {
        line: 5,
        permalink: 'https://alfa.example/p/4',
        name: '=HYPERLINK("https://evil.example")',
        pluginActive: 'false',
      },
    ];
    const res = await t.call(session, { method: 'POST', url: '/api/v1/products/import', payload: { rows } });
    expect(res.json()).toMatchObject({ inserted: 4, errors: [] });
    await t.db
      .insertInto('products')
      .values({ tenant_id: t.fx.tenants.beta, permalink: 'https://beta.example/p/1', name: 'Beta' })
      .execute();
  });

  it('downloads the import columns with formulas neutralised, and the file imports back unchanged', async () => {
    const res = await t.call(session, { method: 'GET', url: '/api/v1/products/export' });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(exportTemps()).toEqual([]));
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${COLUMNS}`);
    const rows = parseCsv(res.body);
    expect(rows.map((r) => r.name)).toEqual([
      'Blusa "Azul"',
      'Blusa Verde',
      'Tênis',
      `'=HYPERLINK("https://evil.example")`,
    ]);
    expect(rows[0]).toEqual({
      feedProductId: 'SKU-1',
      permalink: 'https://alfa.example/p/1',
      name: 'Blusa "Azul"',
      code: "'-10",
      imageUrl: '',
      brand: 'Hering',
      category: 'Blusas',
      gender: 'f',
      ageGroup: 'adult',
      sizeType: 'regular',
      productType: 'clothes',
      sizeSystem: '',
      sizes: 'P|M',
      pluginActive: 'true',
      chart: 'Blusas',
    });

    const before = await t.db.selectFrom('products').selectAll().orderBy('id').execute();
    const again = await t.call(session, {
      method: 'POST',
      url: '/api/v1/products/import',
      payload: { rows: rows.map((r, i) => ({ line: i + 2, ...r })) },
    });
    expect(again.json()).toEqual({ inserted: 0, updated: 0, unchanged: 4, errors: [] });
    expect(await t.db.selectFrom('products').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('applies the list filters', async () => {
    const names = async (query: string) => {
      const res = await t.call(session, { method: 'GET', url: `/api/v1/products/export?${query}` });
      expect(res.statusCode).toBe(200);
      return parseCsv(res.body).map((r) => r.name);
    };
    expect(await names('productsAvailableWithError=true')).toEqual(['Blusa Verde']);
    expect(await names('productsThatShouldBeFixed=true&status=true')).toEqual(['Tênis']);
    expect(await names('productsAvailable=true&productsAvailableWithError=false')).toEqual(['Blusa "Azul"']);
    expect(await names('status=false')).toEqual([`'=HYPERLINK("https://evil.example")`]);
    expect(await names('search=blusa')).toEqual(['Blusa "Azul"', 'Blusa Verde']);
    expect(await names('search=SKU-1&searchBy=feedProductId')).toEqual(['Blusa "Azul"']);
    expect(await names('search=nothing-matches')).toEqual([]);
  });

  it('mails the file to the signed-in user, writing the message to the outbox when no SMTP server is set', async () => {
    const res = await t.call(session, {
      method: 'POST',
      url: '/api/v1/products/export/email?productsAvailableWithError=true',
    });
    expect(res.statusCode).toBe(202);
    expect(exportTemps()).toEqual([]);
    expect(res.json()).toEqual({ email: t.fx.emails.storeAlpha });
    const outbox = join(dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const message = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(message).toMatch(new RegExp(`^To: ${t.fx.emails.storeAlpha}`, 'm'));
    expect(message).toMatch(/^From: Provador <no-reply@provador\.app>/m);
    expect(message).toMatch(/filename="?products-\d{4}-\d{2}-\d{2}\.csv/);
    const attachment = /Content-Disposition: attachment[^\r\n]*\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(message);
    const csv = Buffer.from(attachment![1]!.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(parseCsv(csv).map((r) => r.name)).toEqual(['Blusa Verde']);
    rmSync(outbox, { recursive: true });
  });
});
