import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Impact, Report } from '../../contract/reports';
import { DEFAULT_REPORT_DAYS, ReportsPage } from '../../src/custom/reports/ReportsPage';
import { dataProvider } from '../../src/providers/dataProvider';
import { API } from './apiTestUtils';
import { errorsMessages, ordersMessages, reportsMessages, shellMessages } from './i18nAreas';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';

const SLOW = { timeout: 5000 };

// The chart library measures its box; the test DOM lays nothing out, which is enough for it to draw nothing.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

function renderPage(locale: 'en' | 'ptBR' = 'en', address = '/reports') {
  const i18n = i18nIn(
    locale,
    shellMessages[locale],
    errorsMessages[locale],
    ordersMessages[locale],
    reportsMessages[locale],
  );
  render(
    <TestMemoryRouter initialEntries={[address]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18n} disableTelemetry>
        <CustomRoutes>
          <Route path="/reports" element={<ReportsPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

const SUFFICIENT: Impact = {
  sufficient: true,
  rateA: 0.05,
  rateB: 0.12,
  difference: -0.07,
  low: -0.1,
  high: -0.04,
  sampleA: 800,
  sampleB: 900,
};
const TOO_FEW: Impact = {
  sufficient: false,
  rateA: 0,
  rateB: 0.5,
  difference: null,
  low: null,
  high: null,
  sampleA: 3,
  sampleB: 4,
};

function report(changes: Partial<Report> = {}): Report {
  return {
    startDate: '2026-11-01',
    endDate: '2026-11-23',
    currency: 'BRL',
    orders: 1234,
    items: 1700,
    fittingRoomOrders: 800,
    recommendationsShown: 2500,
    recommendationsFollowed: 900,
    returns: 153,
    returnRate: 0.09,
    returnRateWithFittingRoom: 0.05,
    returnRateWithoutFittingRoom: 0.12,
    reasons: { SMALL: 80, BIG: 50, UNKNOWN: 23 },
    sizeOffset: { smaller: 40, equal: 20, larger: 30 },
    topReturned: [
      { productId: 12, productName: 'Camisa azul', permalink: 'https://shop.example/p/camisa', returns: 20, items: 80 },
    ],
    daily: [
      { day: '2026-11-01', orders: 50, items: 70, returns: 6, fittingRoomOrders: 30 },
      { day: '2026-11-02', orders: 60, items: 80, returns: 7, fittingRoomOrders: 35 },
    ],
    impact: { fittingRoom: SUFFICIENT, followed: SUFFICIENT },
    ...changes,
  };
}

/** Serves GET /reports/summarize with `answer` and keeps each query for the test to check. */
function serveReport(answer: Report) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/reports/summarize`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer);
    }),
  );
  return queries;
}

const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, objectUrls);
  vi.restoreAllMocks();
});

describe('reports page', () => {
  it('starts on the last 30 days, today the last, so a report is one press away', async () => {
    const queries = serveReport(report());
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('heading', { name: 'Orders' }, SLOW);
    expect(queries).toHaveLength(1);
    expect(queries[0].get('startDate')).toBe(format(subDays(new Date(), DEFAULT_REPORT_DAYS - 1), 'yyyy-MM-dd'));
    expect(queries[0].get('endDate')).toBe(format(new Date(), 'yyyy-MM-dd'));
    expect(DEFAULT_REPORT_DAYS).toBe(30);
  });

  it('shows the report its address names, with that period in the form, without a press', async () => {
    const queries = serveReport(report());
    renderPage('en', '/reports?startDate=2026-10-01&endDate=2026-10-31&countries=BR,PT');

    await screen.findByRole('heading', { name: 'Orders' }, SLOW);
    expect(queries).toHaveLength(1);
    expect(Object.fromEntries(queries[0])).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      countries: 'BR,PT',
    });
    expect(screen.getByLabelText('Start date')).toHaveValue('10/01/2026');
    expect(screen.getByLabelText('End date')).toHaveValue('10/31/2026');
  });

  it('asks for the period and countries chosen and shows the figures, the impact and the most returned products', async () => {
    const queries = serveReport(report());
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByText('Choose the period and the countries, then Generate.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-01' } });
    const countries = screen.getByLabelText('Countries');
    fireEvent.change(countries, { target: { value: 'Brazi' } });
    await user.click(await screen.findByRole('option', { name: 'Brazil' }));
    fireEvent.change(countries, { target: { value: 'United Stat' } });
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const orders = await screen.findByRole('heading', { name: 'Orders' }, SLOW);
    expect(within(orders.parentElement!).getByText('1,234')).toBeInTheDocument();
    expect(queries).toHaveLength(1);
    expect(queries[0].get('startDate')).toBe('2026-11-01');
    expect(queries[0].get('endDate')).toBe(format(new Date(), 'yyyy-MM-dd'));
    expect(queries[0].get('countries')).toBe('BR,US');

    const withRoom = screen.getByRole('heading', { name: 'Return rate with the fitting room' });
    expect(within(withRoom.parentElement!).getByText('5%')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Items bought with the fitting room came back less often than those bought without it: 5% against 12%, a difference of -7% (with 95% confidence, between -10% and -4%).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Returns by reason' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Day by day' })).toBeInTheDocument();
    const product = screen.getByRole('link', { name: 'Camisa azul' });
    expect(within(product.closest('tr')!).getByText('25%')).toBeInTheDocument();
  }, 60_000);

  it('downloads the figures as a CSV written in the interface language', async () => {
    serveReport(report());
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderPage('ptBR');

    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    await user.click(await screen.findByRole('button', { name: 'Baixar CSV' }, SLOW));

    await waitFor(() => expect(names).toEqual(['relatorio-2026-11-01-2026-11-23.csv']));
    const lines = (await blobs[0].text()).split('\r\n');
    expect(lines[0]).toBe('Indicador,Valor');
    expect(lines).toContain('Pedidos,1.234');
    expect(lines).toContain('Devoluções por motivo: Ficou pequeno,80');
    expect(lines).toContain(`Taxa de devolução,${new Intl.NumberFormat('pt-BR', { style: 'percent' }).format(0.09)}`);
  });

  it('says the difference cannot be told yet when a group is too small, without printing one', async () => {
    serveReport(report({ impact: { fittingRoom: TOO_FEW, followed: SUFFICIENT } }));
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(
      await screen.findByText(
        'The difference cannot be told yet: too few items in one of the groups (3 with the fitting room, 4 without it).',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    const fittingRoom = screen.getByRole('heading', { name: 'Fitting room' }).parentElement!;
    expect(within(fittingRoom).queryByText(/95% interval/)).not.toBeInTheDocument();
    const followed = screen.getByRole('heading', { name: 'Recommendation followed' }).parentElement!;
    expect(within(followed).getByText(/95% interval/)).toBeInTheDocument();
  });

  it('refuses a period longer than the server allows before asking it', async () => {
    const queries = serveReport(report());
    renderPage();

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-01' } });

    expect(await screen.findByText('At most 731 days per report')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-06-01' } });
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(queries).toHaveLength(0);
  });

  it('asks to try other dates when the period has no orders', async () => {
    serveReport(report({ orders: 0, items: 0, returns: 0, topReturned: [], daily: [] }));
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('No data found for these dates, try other dates', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
