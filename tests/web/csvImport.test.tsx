import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CsvImportDialog } from '../../src/components/CsvImportDialog';
import { errorsMessages } from '../../src/i18n/messages/errors';
import { productsMessages } from '../../src/i18n/messages/products';
import { importProducts } from '../../src/resources/products/productsApi';
import { IMPORT_COLUMNS } from '../../src/resources/products/list/ProductListActions';
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

function renderDialog(onImported = vi.fn()) {
  render(
    <AdminContext i18nProvider={i18nIn('en', errorsMessages.en, productsMessages.en)} store={memoryStore()}>
      <CsvImportDialog
        open
        onClose={() => undefined}
        title="app.products.import.title"
        columns={IMPORT_COLUMNS}
        send={importProducts}
        onImported={onImported}
      />
    </AdminContext>,
  );
  return onImported;
}

const csvFile = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });

async function importFile(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByTestId('csv-file'), file);
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

describe('CSV import of products', () => {
  it('sends the rows in batches of 500 with their line numbers', async () => {
    const batches = serveImport((batch) => ({ inserted: batch.rows.length, updated: 0, unchanged: 0, errors: [] }));
    const onImported = renderDialog();
    const lines = Array.from({ length: 1001 }, (_, i) => `https://loja.example/p${i},Produto ${i},P|M`);
    await importFile(csvFile(`permalink,name,sizes\n${lines.join('\n')}\n`));

    expect(await screen.findByText('1001 products inserted', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(batches.map((b) => b.rows.length)).toEqual([500, 500, 1]);
    expect(batches[0].rows[0]).toEqual({ line: 2, permalink: 'https://loja.example/p0', name: 'Produto 0', sizes: 'P|M' });
    expect(batches[1].rows[0].line).toBe(502);
    expect(batches[2].rows[0]).toMatchObject({ line: 1002, name: 'Produto 1000' });
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('counts lines across quoted line breaks and blank lines, and lists the rows the server refused', async () => {
    const batches = serveImport(() => ({
      inserted: 1,
      updated: 1,
      unchanged: 0,
      errors: [{ line: 5, field: 'chart', message: 'Unknown chart "Calças"' }],
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
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('5chartUnknown chart "Calças"');
    expect(screen.getByText('1 product inserted')).toBeInTheDocument();
    expect(screen.getByText('1 product updated')).toBeInTheDocument();
    expect(batches).toHaveLength(1);
    expect(batches[0].rows).toEqual([
      { line: 2, permalink: 'https://loja.example/a', name: 'Vestido "longo"' },
      { line: 3, permalink: 'https://loja.example/b', name: 'Saia\r\nmidi' },
      { line: 6, permalink: 'https://loja.example/c', name: 'Calça', chart: 'Calças' },
    ]);
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
