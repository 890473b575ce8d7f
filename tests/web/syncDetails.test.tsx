import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorsMessages, modelingsMessages, productsMessages } from './i18nAreas';
import { dataProvider } from '../../src/providers/dataProvider';
import type { Locale } from '../../src/i18n/messages/types';
import { SyncDetailsButton } from '../../src/resources/products/list/SyncDetailsDialog';
import { API } from './apiTestUtils';
import { i18nIn } from './i18nTestUtils';
import { importRun } from './importRunFixtures';
import { server } from './mswServer';

const run = importRun({
  errors: [
    { product: 'Blusa A', gender: 'f', ageGroup: 'adult', sizes: ['P', 'M'], message: 'Product sizing not found' },
    {
      product: 'Blusa B',
      gender: 'f',
      ageGroup: 'adult',
      sizes: ['GG'],
      message: "Chart doesn't contemplates this size style",
    },
    { product: 'Blusa C', gender: 'm', ageGroup: 'kids', sizes: '10', message: 'The feed has no price' },
    { product: 'Blusa D', gender: null, ageGroup: null, sizes: null },
    {
      code: 'PERMALINK_TAKEN',
      product: 'Blusa E',
      gender: 'f',
      ageGroup: 'adult',
      sizes: ['M'],
      message: 'Another product already has this permalink.',
    },
    { code: 'REQUIRED', product: 'item 7', gender: null, ageGroup: null, sizes: [], message: 'The item has no link.' },
  ],
});

async function errorMessagesIn(locale: Locale, button: string): Promise<string[]> {
  server.use(http.get(`${API}/importations/latest`, () => HttpResponse.json(run)));
  const user = userEvent.setup();
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nIn(locale, productsMessages[locale], modelingsMessages[locale], errorsMessages[locale])}
      store={memoryStore()}
    >
      <SyncDetailsButton />
    </AdminContext>,
  );
  await user.click(await screen.findByRole('button', { name: button }));
  const rows = within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getAllByRole('cell').at(-1)!.textContent ?? '');
}

describe('feed sync details', () => {
  it("word the importer's errors in the interface language by their code or spec message, and any other as written", async () => {
    expect(await errorMessagesIn('ptBR', 'Sincronização do XML')).toEqual([
      'Tamanhos do produto não encontrados',
      'A tabela não contempla este estilo de tamanho',
      'The feed has no price',
      'Mensagem de erro não encontrada',
      'Outro produto já tem este link',
      'Falta um campo obrigatório',
    ]);
  });

  it('English quotes the chart message as the spec words it', async () => {
    const [, style] = await errorMessagesIn('en', 'XML sync');
    expect(style).toBe("Chart doesn't contemplates this size style");
  });

  it('count every error of the run, and say that the list shows only the first of them', async () => {
    const many = importRun({
      errorCount: 1500,
      errors: Array.from({ length: 1000 }, (_, i) => ({
        product: `P${i}`,
        gender: 'f',
        ageGroup: 'adult',
        sizes: ['P'],
        message: 'Product sizing not found',
      })),
    });
    server.use(http.get(`${API}/importations/latest`, () => HttpResponse.json(many)));
    const user = userEvent.setup();
    render(
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nIn('en', productsMessages.en, modelingsMessages.en, errorsMessages.en)}
        store={memoryStore()}
      >
        <SyncDetailsButton />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'XML sync' }));
    expect(await screen.findByText('1,500')).toBeInTheDocument();
    expect(screen.getByText('Errors')).toBeInTheDocument();
    expect(screen.getByText('Showing the first 100 of 1,500 errors.')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(101);
  });

  it('word them in each language', async () => {
    const [sizing, style, , , taken, required] = await errorMessagesIn('es', 'Sincronización del XML');
    expect([sizing, style, taken, required]).toEqual([
      'No se encontraron las tallas del producto',
      'La tabla no contempla este estilo de talla',
      'Otro producto ya tiene este enlace',
      'Falta un campo obligatorio',
    ]);
    const [sizingFr, , , , takenFr] = await errorMessagesIn('fr', 'Synchronisation XML');
    expect([sizingFr, takenFr]).toEqual(['Tailles du produit introuvables', 'Un autre produit a déjà ce lien']);
  });

  it('write the counts the way the interface language does', async () => {
    server.use(
      http.get(`${API}/importations/latest`, () => HttpResponse.json({ ...run, readCount: 1891, updatedCount: 12345 })),
    );
    const user = userEvent.setup();
    render(
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nIn('ptBR', productsMessages.ptBR, modelingsMessages.ptBR, errorsMessages.ptBR)}
        store={memoryStore()}
      >
        <SyncDetailsButton />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Sincronização do XML' }));
    expect(await screen.findByText('1.891')).toBeInTheDocument();
    expect(screen.getByText('12.345')).toBeInTheDocument();
  });

  it('say in the interface language why a run switched no product off, and why one failed', async () => {
    const notice = { code: 'FEED_ITEMS_DROPPED', params: { count: 2, previous: 142 } };
    const failure = { code: 'FEED_TOO_MANY_ITEMS', params: { max: 500 } };
    server.use(
      http.get(`${API}/importations/latest`, () =>
        HttpResponse.json(
          importRun({ notice, failure, status: 'failed', errorMessage: 'The feed holds more than 500 items.' }),
        ),
      ),
    );
    const user = userEvent.setup();
    render(
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nIn('ptBR', productsMessages.ptBR, modelingsMessages.ptBR, errorsMessages.ptBR)}
        store={memoryStore()}
      >
        <SyncDetailsButton />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Sincronização do XML' }));
    expect(
      await screen.findByText(
        'O feed trouxe 2 itens, menos da metade dos 142 da última importação completa: nenhum produto foi desativado.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('O feed passa do limite de 500 itens; a importação parou.')).toBeInTheDocument();
    expect(screen.queryByText(/more than 500/)).toBeNull();
  });
});
