import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { strongLearningMessages, strongTablesMessages } from './i18nAreas.js';
import { StrongModelingEditorPage } from '../../src/resources/strong-modelings/StrongModelingEditorPage.js';
import { API, captureBody } from './apiTestUtils.js';
import { range, renderTableEditor, tableRecord } from './tableTestUtils.js';
import { server } from './mswServer.js';

configure({ asyncUtilTimeout: 5000 });

/** A provider table as GET /strong/modelings/single/:id answers it. */
const strongTable = (kind: 'STATIC' | 'ORGANIC') => ({
  ...tableRecord(['P', 'M'], ['chest'], []),
  id: 9,
  name: 'Nike camisetas',
  kind,
  gender: 'u',
  updatedAt: '2026-11-01T12:00:00.000Z',
  strongBrandId: 1,
  strongBrandName: 'Nike',
  strongCategoryId: 4,
  strongCategoryName: 'Tops',
  strongSubcategoryId: null,
  strongSubcategoryName: null,
  model: 'Slim',
  slugs: ['camiseta'],
  slugWeight: 2,
  sampleCount: kind === 'ORGANIC' ? 150 : 0,
  rows: [
    {
      labels: { BR: 'P' },
      measures: { chest: range(84, 88) },
      confidence: kind === 'ORGANIC' ? 0.85 : null,
      sampleCount: kind === 'ORGANIC' ? 120 : 0,
    },
    {
      labels: { BR: 'M' },
      measures: { chest: range(89, 94) },
      confidence: kind === 'ORGANIC' ? 0.4 : null,
      sampleCount: kind === 'ORGANIC' ? 30 : 0,
    },
  ],
});

const renderEditor = () =>
  renderTableEditor(
    '/strong-table/9',
    <Routes>
      <Route path="/strong-table/:id" element={<StrongModelingEditorPage />} />
    </Routes>,
    strongTablesMessages.en,
    strongLearningMessages.en,
  );

const cell = (bound: 'Start' | 'End', row: number) =>
  screen.getByLabelText(`Chest/Bust ${bound}, row ${row}`) as HTMLInputElement;

describe('provider table editor', { timeout: 40000 }, () => {
  it('shows the kind and per size confidence and samples, and saves an edited range with the link kept', async () => {
    let table = strongTable('ORGANIC');
    server.use(
      http.get(`${API}/strong/modelings/single/9`, () => HttpResponse.json(table)),
      http.get(`${API}/strong/modelings/single/9/learning`, () =>
        HttpResponse.json({ modelingId: 9, learnedAt: null, observations: 0, outdated: false, sizes: [] }),
      ),
    );
    const sent = captureBody('put', '/strong/modelings/single/9', (body) => {
      table = { ...table, ...(body as object), updatedAt: '2026-11-02T12:00:00.000Z' };
      return HttpResponse.json(table);
    });
    const user = userEvent.setup();
    renderEditor();

    const stats = await screen.findByRole('table', { name: 'Learned per size' });
    const small = within(stats).getByRole('rowheader', { name: 'P' }).closest('tr')!;
    expect(within(small).getByText('85%')).toBeInTheDocument();
    expect(within(small).getByText('120')).toBeInTheDocument();
    expect(screen.getByText('Organic')).toBeInTheDocument();
    // Store tables' own fields are not a provider table's.
    expect(screen.queryByLabelText('Static table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Convert to organic' })).toBeNull();
    // The learned vs drawn panel is mounted for organic tables.
    expect(await screen.findByRole('heading', { name: 'Learned vs drawn' })).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('Slim');

    await user.clear(cell('End', 2));
    await user.type(cell('End', 2), '95');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Nike camisetas',
      strongBrandId: 1,
      strongCategoryId: 4,
      strongSubcategoryId: null,
      model: 'Slim',
      slugs: ['camiseta'],
      slugWeight: 2,
      rows: [
        { labels: { BR: 'P' }, measures: { chest: range(84, 88) } },
        { labels: { BR: 'M' }, measures: { chest: range(89, 95) } },
      ],
    });
    expect(sent[0]).not.toHaveProperty('static');
    expect(sent[0]).not.toHaveProperty('brandId');
    expect(sent[0]).not.toHaveProperty('kind');
    expect(await screen.findByText('Table saved')).toBeInTheDocument();
  });

  it('converts a static table to organic only after confirmation', async () => {
    let table = strongTable('STATIC');
    server.use(
      http.get(`${API}/strong/modelings/single/9`, () => HttpResponse.json(table)),
      http.get(`${API}/strong/modelings/single/9/learning`, () =>
        HttpResponse.json({ modelingId: 9, learnedAt: null, observations: 0, outdated: false, sizes: [] }),
      ),
    );
    const converted = captureBody('post', '/strong/modelings/single/9/convert', () => {
      table = { ...table, kind: 'ORGANIC' };
      return HttpResponse.json(table);
    });
    const user = userEvent.setup();
    renderEditor();

    expect(await screen.findByText('Static')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Learned vs drawn' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Convert to organic' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(converted).toHaveLength(0);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Convert to organic' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(converted).toHaveLength(1));
    expect(await screen.findByText('Organic')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Learned vs drawn' })).toBeInTheDocument();
  });
});
