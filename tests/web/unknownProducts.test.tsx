import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorsMessages, shellMessages, unknownProductsMessages } from './i18nAreas.js';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { SESSION_COOKIE } from '../../src/providers/session.js';
import { UnknownProductList } from '../../src/resources/unknown-products/UnknownProductList.js';
import { API } from './apiTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

const SHIRT = 'https://shop.example/p/camisa-azul?cor=1&tam=M';

function renderPage(locale: 'en' | 'ptBR' = 'en') {
  const i18n = i18nIn(locale, shellMessages[locale], errorsMessages[locale], unknownProductsMessages[locale]);
  render(
    <TestMemoryRouter initialEntries={['/unknown-products']}>
      <Admin dataProvider={dataProvider} i18nProvider={i18n} disableTelemetry>
        <Resource name="unknown-products" />
        <CustomRoutes>
          <Route path="/unknown-products" element={<UnknownProductList />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

/** Serves the unknown products of one day like the API; `rows` may change between calls. */
function serveUnknown(byDay: Record<string, { id: number; permalink: string; name: string | null; hits: number }[]>) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/products/unknown`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const day = params.get('date') ?? '';
      const data = (byDay[day] ?? []).map((row) => ({ ...row, day, lastSeenAt: `${day}T10:00:00.000Z` }));
      return HttpResponse.json({ data, page: 0, size: 25, total: data.length });
    }),
  );
  return queries;
}

// The export test replaces the object URLs, to name the download's; they are put back after each test.
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, objectUrls);
  vi.restoreAllMocks();
});

describe('unknown products page', () => {
  it("starts on today's date, asks the server for the chosen day and says when that day has none", async () => {
    const today = format(new Date(), 'yyyy-MM-dd');
    const queries = serveUnknown({ [today]: [{ id: 1, permalink: SHIRT, name: 'Camisa azul', hits: 42 }] });
    renderPage();

    const link = await screen.findByRole('link', { name: SHIRT });
    expect(link).toHaveAttribute('href', SHIRT);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link.closest('tr')!).getByText('42')).toBeInTheDocument();
    expect(queries[0].get('date')).toBe(today);
    expect(queries[0].get('sort')).toBe('hits,desc');

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2024-02-10' } });
    // The filter applies after react-admin's debounce, then the list asks again: more than a second on a busy machine.
    expect(
      await screen.findByText('No unknown products for this date, try other dates', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(queries.at(-1)?.get('date')).toBe('2024-02-10');
    expect(screen.queryByRole('link', { name: SHIRT })).not.toBeInTheDocument();
  });

  it('writes hits and the last visit the way the interface language writes numbers and dates', async () => {
    const today = format(new Date(), 'yyyy-MM-dd');
    serveUnknown({ [today]: [{ id: 1, permalink: SHIRT, name: 'Camisa azul', hits: 1234 }] });
    renderPage('ptBR');

    const row = (await screen.findByRole('link', { name: SHIRT })).closest('tr')!;
    expect(within(row).getByText('1.234')).toBeInTheDocument();
    expect(within(row).getByText(new Date(`${today}T10:00:00.000Z`).toLocaleString('pt-BR'))).toBeInTheDocument();
  });

  it('moves a product into the catalogue and drops it from the list', async () => {
    const today = format(new Date(), 'yyyy-MM-dd');
    const rows = [
      { id: 1, permalink: SHIRT, name: 'Camisa azul', hits: 42 },
      { id: 2, permalink: 'https://shop.example/p/saia', name: null, hits: 3 },
    ];
    serveUnknown({ [today]: rows });
    const moved: string[] = [];
    server.use(
      http.post(`${API}/products/mock`, ({ request }) => {
        const permalink = new URL(request.url).searchParams.get('permalink')!;
        moved.push(permalink);
        rows.splice(
          rows.findIndex((r) => r.permalink === permalink),
          1,
        );
        return HttpResponse.json({ id: 77, permalink, pluginActive: false }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();

    const row = (await screen.findByRole('link', { name: SHIRT })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Move to products' }));

    await waitFor(() => expect(moved).toEqual([SHIRT]));
    expect(await screen.findByText('Product moved to the product list (inactive).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: SHIRT })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'https://shop.example/p/saia' })).toBeInTheDocument();
  });

  it("downloads the chosen day's export with the session header", async () => {
    document.cookie = `${SESSION_COOKIE}=s3cr3t; path=/`;
    const queries = serveUnknown({});
    const exports: { url: URL; session: string | null }[] = [];
    server.use(
      http.get(`${API}/products/unknown/export`, ({ request }) => {
        exports.push({ url: new URL(request.url), session: request.headers.get('X-Session-Id') });
        return new HttpResponse('permalink,name,hits\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();

    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2024-02-10' } });
    await waitFor(() => expect(queries.at(-1)?.get('date')).toBe('2024-02-10'));
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(saved).toEqual(['unknown-products-2024-02-10.csv']));
    expect(exports).toHaveLength(1);
    expect(exports[0].url.searchParams.get('date')).toBe('2024-02-10');
    expect(exports[0].url.searchParams.get('sessionId')).toBeNull();
    expect(exports[0].session).toBe('s3cr3t');
  });
});
