import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, OrderRow } from '../../contract/orders';
import { dataProvider } from '../../src/providers/dataProvider';
import { OrderDetailPage } from '../../src/resources/orders/OrderDetailPage';
import { OrderList } from '../../src/resources/orders/OrderList';
import { API, captureBody } from './apiTestUtils';
import { errorsMessages, ordersMessages, shellMessages } from './i18nAreas';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';
import { stubWindowWidth } from './windowWidth';

// Opening a lazy MUI screen and the filter form's pause before asking again take a while on a busy machine.
const SLOW = { timeout: 5000 };

function renderAt(path: string, locale: 'en' | 'ptBR' = 'en') {
  const i18n = i18nIn(locale, shellMessages[locale], errorsMessages[locale], ordersMessages[locale]);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18n} disableTelemetry>
        <Resource name="orders" />
        <CustomRoutes>
          <Route path="/orders" element={<OrderList />} />
          <Route path="/orders/:id" element={<OrderDetailPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

const ROW: OrderRow = {
  id: 7,
  orderId: 'A-1001',
  sku: 'CAM-AZ-M',
  productName: 'Camisa azul',
  orderedAt: '2026-11-23T13:00:00.000Z',
  returnedAt: '2026-11-23T15:00:00.000Z',
  orderedSize: 'M',
  recommendedSize: 'G',
  returnReason: 'SMALL',
};

/** Serves GET /orders like the API and keeps each query for the test to check. */
function serveOrders(rows: OrderRow[] = [ROW]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/orders`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const data = params.get('startDate') === '2020-01-01' ? [] : rows;
      return HttpResponse.json({ data, page: 0, size: 50, total: data.length });
    }),
  );
  return queries;
}

function order(returned = false): OrderDetail {
  return {
    orderId: 'A-1001',
    orderedAt: '2026-11-23T13:00:00.000Z',
    country: 'BR',
    currency: 'BRL',
    fittingRoomUsed: true,
    profileCode: 'PRF-42',
    shopperAge: 31,
    total: 399.8,
    items: [
      {
        id: 7,
        productId: 12,
        sku: 'CAM-AZ-M',
        permalink: 'https://shop.example/p/camisa-azul',
        productName: 'Camisa azul',
        orderedSize: 'M',
        price: 199.9,
        quantity: 2,
        recommendedSize: 'G',
        recommendationId: 3,
        returnedAt: returned ? '2026-11-23T15:00:00.000Z' : null,
        returnReason: returned ? 'BIG' : null,
      },
    ],
  };
}

/** Serves GET /orders/detail; `state.returned` says whether the item has come back yet. */
function serveOrder(state = { returned: false }) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/orders/detail`, ({ request }) => {
      const orderId = new URL(request.url).searchParams.get('orderId')!;
      asked.push(orderId);
      if (orderId !== 'A-1001')
        return HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
      return HttpResponse.json(order(state.returned));
    }),
  );
  return asked;
}

describe('orders list', () => {
  it("asks for today's items, newest first, and writes the return reason in the shopper's words", async () => {
    const queries = serveOrders();
    renderAt('/orders');

    const link = await screen.findByRole('link', { name: 'A-1001' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Too small')).toBeInTheDocument();
    expect(within(row).getByText('CAM-AZ-M')).toBeInTheDocument();
    const today = format(new Date(), 'yyyy-MM-dd');
    expect(queries[0].get('startDate')).toBe(today);
    expect(queries[0].get('endDate')).toBe(today);
    expect(queries[0].get('sort')).toBe('orderedAt,desc');
    // Unticked "only ..." boxes are no filter at all.
    expect(queries[0].has('onlyReturned')).toBe(false);
    expect(queries[0].has('virtual')).toBe(false);
    expect(queries[0].has('onlyRecommendation')).toBe(false);
  });

  it('sends the ticked filters and the dates chosen, and says when those dates have no orders', async () => {
    const queries = serveOrders();
    const user = userEvent.setup();
    renderAt('/orders');
    await screen.findByRole('link', { name: 'A-1001' });

    await user.click(screen.getByLabelText('Only returned'));
    await waitFor(() => expect(queries.at(-1)?.get('onlyReturned')).toBe('true'));
    await user.click(screen.getByLabelText('Fitting room used'));
    await waitFor(() => expect(queries.at(-1)?.get('virtual')).toBe('true'));
    await user.click(screen.getByLabelText('Only with a recommendation'));
    await waitFor(() => expect(queries.at(-1)?.get('onlyRecommendation')).toBe('true'));

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2020-01-01' } });
    await waitFor(() => expect(queries.at(-1)?.get('startDate')).toBe('2020-01-01'), SLOW);
    expect(await screen.findByText('No orders on these dates, try other dates', {}, SLOW)).toBeInTheDocument();
    expect(queries.at(-1)?.get('onlyReturned')).toBe('true');
  });

  it('opens the order from its row, with the order id a link the keyboard reaches', async () => {
    serveOrders();
    const asked = serveOrder();
    const user = userEvent.setup();
    renderAt('/orders');

    const link = await screen.findByRole('link', { name: 'A-1001' });
    expect(link).toHaveAttribute('href', '/orders/A-1001');
    await user.click(within(link.closest('tr')!).getByText('Camisa azul'));

    expect(await screen.findByText('PRF-42', {}, SLOW)).toBeInTheDocument();
    expect(asked).toEqual(['A-1001']);
  });
});

describe('orders list on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each item on two lines leading to its order instead of eight columns', async () => {
    stubWindowWidth(390);
    serveOrders();
    renderAt('/orders');

    const item = await screen.findByRole('link', { name: /A-1001 · Camisa azul/ }, SLOW);
    expect(item).toHaveAttribute('href', '/orders/A-1001');
    expect(item).toHaveTextContent('Ordered size: M · Recommended size: G · Return reason: Too small');
    expect(screen.queryByRole('columnheader', { name: 'SKU' })).not.toBeInTheDocument();
  });
});

describe('order page', () => {
  it("shows the fitting room, the shopper and the prices in the store's currency as the language writes them", async () => {
    serveOrder();
    renderAt('/orders/A-1001', 'ptBR');

    expect(await screen.findByText('Usou o provador')).toBeInTheDocument();
    expect(screen.getByText('PRF-42')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    expect(screen.getByText('Brasil')).toBeInTheDocument();
    // Written with the language's spaces (no-break in Portuguese), which the text match reads as plain ones.
    const brl = (value: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');
    expect(screen.getByText(brl(199.9))).toBeInTheDocument();
    expect(screen.getByText(brl(399.8))).toBeInTheDocument();
  });

  it('records a return with the reason chosen and then shows its date and reason', async () => {
    const state = { returned: false };
    serveOrder(state);
    const bodies = captureBody('post', '/devolution', () => {
      state.returned = true;
      return HttpResponse.json(order(true).items[0]);
    });
    const user = userEvent.setup();
    renderAt('/orders/A-1001');

    await user.click(await screen.findByRole('button', { name: 'Register return: Camisa azul' }));
    const dialog = await screen.findByRole('dialog');
    const register = within(dialog).getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Too big'));
    await user.click(register);

    await waitFor(() => expect(bodies).toEqual([{ orderId: 'A-1001', itemId: 7, reason: 'BIG' }]));
    expect(await screen.findByText('Return registered.')).toBeInTheDocument();
    const returnedOn = new Date('2026-11-23T15:00:00.000Z').toLocaleDateString('en');
    expect(screen.getByText(`Returned on ${returnedOn}: Too big`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register return: Camisa azul' })).not.toBeInTheDocument();
  });

  it('says clearly when the item had already been returned, and shows that return', async () => {
    const state = { returned: false };
    const asked = serveOrder(state);
    captureBody('post', '/devolution', () => {
      // Someone else returned it meanwhile.
      state.returned = true;
      return HttpResponse.json(
        { statusCode: 409, code: 'ALREADY_RETURNED', message: 'Already returned' },
        { status: 409 },
      );
    });
    const user = userEvent.setup();
    renderAt('/orders/A-1001');

    await user.click(await screen.findByRole('button', { name: 'Register return: Camisa azul' }));
    await user.click(within(await screen.findByRole('dialog')).getByLabelText('Too small'));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('This item has already been returned.')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(2));
    const returnedOn = new Date('2026-11-23T15:00:00.000Z').toLocaleDateString('en');
    expect(await screen.findByText(`Returned on ${returnedOn}: Too big`)).toBeInTheDocument();
  });

  it('says an order the store does not have is not found', async () => {
    serveOrder();
    renderAt('/orders/Z-9');
    expect(await screen.findByText('Order not found in this store.')).toBeInTheDocument();
  });
});
