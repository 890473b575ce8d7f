import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CsvImportDialog } from '../../src/components/CsvImportDialog';
import { errorsMessages, productsMessages } from './i18nAreas';
import { productsApi } from '../../src/resources/products/productsApi';
import { PRODUCT_CSV_COLUMNS } from '../../contract/products';
import type { Locale } from '../../src/i18n/messages/types';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

interface Batch {
  rows: Record<string, unknown>[];
}

function serveImport(reply: (batch: Batch) => object) {
  const batches: Batch[] = [];
  server.use(
    http.post('/api/v1/products/import', async ({ request }) => {
      const batch = (await request.json()) as Batch;
      batches.push(batch);
      return HttpResponse.json(reply(batch));
    }),
  );
  return batches;
}

function renderDialog(onImported = vi.fn(), locale: Locale = 'en') {
  render(
    <AdminContext i18nProvider={i18nIn(locale, errorsMessages[locale], productsMessages[locale])} store={memoryStore()}>
      <CsvImportDialog
        open
        onClose={() => undefined}
        title="app.products.import.title"
        columns={PRODUCT_CSV_COLUMNS}
        send={productsApi.importProducts}
        onImported={onImported}
      />
    </AdminContext>,
  );
  return onImported;
}

const csvFile = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });

async function importFile(file: File, start = 'Import') {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByTestId('csv-file'), file);
  await user.click(screen.getByRole('button', { name: start }));
}

describe('CSV import of products', () => {
  it('sends the rows in batches of 500 with their line numbers', async () => {
    const batches = serveImport((batch) => ({ inserted: batch.rows.length, updated: 0, unchanged: 0, errors: [] }));
    const onImported = renderDialog();
    const lines = Array.from({ length: 1001 }, (_, i) => `https://loja.example/p${i},Produto ${i},P|M`);
    await importFile(csvFile(`permalink,name,sizes\n${lines.join('\n')}\n`));

    expect(await screen.findByText('1001 products inserted', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(batches.map((b) => b.rows.length)).toEqual([500, 500, 1]);
    expect(batches[0].rows[0]).toEqual({
      line: 2,
      permalink: 'https://loja.example/p0',
      name: 'Produto 0',
      sizes: 'P|M',
    });
    expect(batches[1].rows[0].line).toBe(502);
    expect(batches[2].rows[0]).toMatchObject({ line: 1002, name: 'Produto 1000' });
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('counts lines across quoted line breaks and blank lines, and lists the rows the server refused', async () => {
    const batches = serveImport(() => ({
      inserted: 1,
      updated: 1,
      unchanged: 0,
      errors: [
        {
          line: 5,
          field: 'chart',
          code: 'UNKNOWN_CHART',
          message: 'Unknown chart "Calças"',
          params: { name: 'Calças' },
        },
      ],
    }));
    renderDialog();
    const text = [
      'Permalink,NAME,chart,internalNote',
      'https://loja.example/a,"Vestido ""longo""",,x',
      'https://loja.example/b,"Saia',
      'midi",,',
      '',
      'https://loja.example/c,Calça,Calças,',
    ].join('\r\n');
    await importFile(csvFile(text));

    const table = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '5chartThe store has no size table named "Calças" (chart).',
    );
    expect(screen.getByText('1 product inserted')).toBeInTheDocument();
    expect(screen.getByText('1 product updated')).toBeInTheDocument();
    expect(batches).toHaveLength(1);
    expect(batches[0].rows).toEqual([
      { line: 2, permalink: 'https://loja.example/a', name: 'Vestido "longo"', chart: '' },
      { line: 3, permalink: 'https://loja.example/b', name: 'Saia\r\nmidi', chart: '' },
      { line: 6, permalink: 'https://loja.example/c', name: 'Calça', chart: 'Calças' },
    ]);
  });

  const refusedRows = {
    inserted: 1,
    updated: 0,
    unchanged: 0,
    errors: [
      { line: 3, field: 'permalink', code: 'URL', message: 'The link must start with http:// or https://.' },
      { line: 3, field: 'gender', code: 'ENUM', message: 'gender is one of m, f, u.', params: { values: 'm, f, u' } },
      { line: 4, field: 'name', code: 'MAXLENGTH', message: 'name has at most 300 characters.', params: { max: 300 } },
    ],
  };
  const refusedFile = () =>
    csvFile(
      'permalink,name,gender\nhttps://loja.example/a,Saia,f\nftp://loja.example/b,Blusa,x\nhttps://loja.example/c,Longa,f\n',
    );

  it('shows the refused rows in Portuguese, counting lines rather than errors', async () => {
    serveImport(() => refusedRows);
    renderDialog(vi.fn(), 'ptBR');
    await importFile(refusedFile(), 'Importar');

    expect(await screen.findByText('2 linhas com erro (3 erros)')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Linhas com erro' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'permalink', 'O campo permalink deve começar com http:// ou https://.'],
      ['3', 'gender', 'O campo gender aceita um destes valores: m, f, u.'],
      ['4', 'name', 'O campo name aceita no máximo 300 caracteres.'],
    ]);
  });

  it('shows the refused rows in French, and one line with two errors as one line', async () => {
    serveImport(() => ({ ...refusedRows, errors: refusedRows.errors.slice(0, 2) }));
    renderDialog(vi.fn(), 'fr');
    await importFile(refusedFile(), 'Importer');

    expect(await screen.findByText('1 ligne en erreur (2 erreurs)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Lignes en erreur' });
    expect(within(table).getByText('Le champ permalink doit commencer par http:// ou https://.')).toBeInTheDocument();
    expect(within(table).getByText("Le champ gender accepte l'une de ces valeurs : m, f, u.")).toBeInTheDocument();
  });

  it("sends the empty cells of the file's columns as empty, so they clear the stored value", async () => {
    const batches = serveImport((batch) => ({ inserted: 0, updated: batch.rows.length, unchanged: 0, errors: [] }));
    renderDialog();
    await importFile(
      csvFile(
        'permalink,name,brand,chart,sizes\nhttps://loja.example/a,Saia,,,P|M\nhttps://loja.example/b,Blusa,Farm\n',
      ),
    );

    expect(await screen.findByText('2 products updated')).toBeInTheDocument();
    expect(batches[0].rows).toEqual([
      { line: 2, permalink: 'https://loja.example/a', name: 'Saia', brand: '', chart: '', sizes: 'P|M' },
      // A short row's missing cells are empty cells of columns the file has.
      { line: 3, permalink: 'https://loja.example/b', name: 'Blusa', brand: 'Farm', chart: '', sizes: '' },
    ]);
  });

  it('reads a Windows-1252 file (Excel on Windows) with its accents and says which encoding it used', async () => {
    const batches = serveImport((batch) => ({ inserted: batch.rows.length, updated: 0, unchanged: 0, errors: [] }));
    renderDialog();
    // "Café Calça" in Windows-1252: é is 0xE9 and ç is 0xE7, one byte each, which is not valid UTF-8.
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const bytes = new Uint8Array([
      ...ascii('permalink,name\r\nhttps://loja.example/cafe,Caf'),
      0xe9,
      ...ascii(' Cal'),
      0xe7,
      ...ascii('a\r\n'),
    ]);
    await importFile(new File([bytes], 'excel.csv', { type: 'text/csv' }));

    expect(await screen.findByText('1 product inserted')).toBeInTheDocument();
    expect(batches[0].rows).toEqual([{ line: 2, permalink: 'https://loja.example/cafe', name: 'Café Calça' }]);
    expect(screen.getByText("File encoding: Windows-1252 (Excel's default on Windows)")).toBeInTheDocument();
  });

  it('reads a UTF-8 file with a byte order mark as UTF-8', async () => {
    const batches = serveImport((batch) => ({ inserted: batch.rows.length, updated: 0, unchanged: 0, errors: [] }));
    renderDialog();
    await importFile(csvFile('\uFEFFpermalink,name\nhttps://loja.example/cafe,Café Calça\n'));

    expect(await screen.findByText('1 product inserted')).toBeInTheDocument();
    expect(batches[0].rows).toEqual([{ line: 2, permalink: 'https://loja.example/cafe', name: 'Café Calça' }]);
    expect(screen.getByText('File encoding: UTF-8')).toBeInTheDocument();
  });

  it('refuses a file that is not a CSV before sending anything', async () => {
    const batches = serveImport(() => ({ inserted: 0, updated: 0, unchanged: 0, errors: [] }));
    renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('csv-file'), new File(['a;b'], 'products.xlsx'));

    expect(
      await screen.findByText('The selected file format is not supported. Try uploading a file in .CSV format'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(batches).toHaveLength(0);
  });
});
