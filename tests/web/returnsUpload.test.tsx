import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, Resource, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReturnsJob } from '../../contract/returns';
import { dataProvider } from '../../src/providers/dataProvider';
import { OrderList } from '../../src/resources/orders/OrderList';
import { API } from './apiTestUtils';
import { errorsMessages, ordersMessages, shellMessages } from './i18nAreas';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';
import { canAccess, type Permissions } from '../../src/providers/canAccess';

// The job is polled every two seconds; the lazy MUI screens take a while on a busy machine.
const SLOW = { timeout: 6000 };

function renderOrders(authProvider?: AuthProvider) {
  const i18n = i18nIn('en', shellMessages.en, errorsMessages.en, ordersMessages.en);
  render(
    <TestMemoryRouter initialEntries={['/orders']}>
      <Admin dataProvider={dataProvider} i18nProvider={i18n} authProvider={authProvider} disableTelemetry>
        <Resource name="orders" />
        <CustomRoutes>
          <Route path="/orders" element={<OrderList />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

const job = (extra: Partial<ReturnsJob>): ReturnsJob => ({
  id: 41,
  status: 'running',
  progress: { rows: 0 },
  summary: null,
  failure: null,
  ...extra,
});

/** Serves the orders list, the upload (kept for the test) and the job's answers in turn (the last one repeats). */
function serveReturns(answers: ReturnsJob[], upload: 'ok' | 'fail' = 'ok') {
  const uploads: { query: URLSearchParams; fields: string[]; file: string }[] = [];
  let polls = 0;
  server.use(
    http.get(`${API}/orders`, () => HttpResponse.json({ data: [], page: 0, size: 50, total: 0 })),
    http.post(`${API}/report/returns`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      uploads.push({
        query: new URL(request.url).searchParams,
        fields: [...form.keys()],
        file: file instanceof File ? `${file.name}: ${await file.text()}` : String(file),
      });
      if (upload === 'fail')
        return HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 });
      return HttpResponse.json({ jobId: 41 }, { status: 202 });
    }),
    http.get(`${API}/report/returns/41`, () => HttpResponse.json(answers[Math.min(polls++, answers.length - 1)])),
  );
  return uploads;
}

const csv = () => new File(['orderId,productId,size\nO1,P1,M\n'], 'returns.csv', { type: 'text/csv' });

async function openDialog() {
  const user = userEvent.setup();
  renderOrders();
  await user.click(await screen.findByRole('button', { name: 'Process returns file' }, SLOW));
  return { user, dialog: await screen.findByRole('dialog') };
}

const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, objectUrls);
  vi.restoreAllMocks();
});

describe('returns upload dialog', () => {
  it('hides the returns upload when the store lacks the returns report', async () => {
    serveReturns([]);
    const permissions: Permissions = {
      role: 'store',
      moderator: false,
      administrator: false,
      features: ['ORDER_TRACKING'],
    };
    renderOrders({
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => permissions,
      canAccess: async ({ resource, action }) => canAccess({ permissions, resource, action }),
    });
    expect(await screen.findByText(/No orders/i, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Process returns file' })).toBeNull();
  });

  it('refuses a file that is not CSV before any upload', async () => {
    const uploads = serveReturns([job({})]);
    const { dialog } = await openDialog();
    const pdf = new File(['%PDF'], 'returns.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Choose a CSV file', { selector: 'input' }), {
      target: { files: [pdf] },
    });
    expect(
      await within(dialog).findByText('The selected file format is not supported. Try uploading a file in .CSV format'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Process' })).toBeDisabled();
    expect(uploads).toEqual([]);
  });

  it('sends the file with the type and options, shows progress, then the counts and the result to download', async () => {
    const uploads = serveReturns([
      job({ progress: { rows: 120 } }),
      job({
        status: 'finished',
        progress: { rows: 300 },
        summary: { inserted: 250, alreadyReturned: 30, invalid: 20, total: 300 },
      }),
    ]);
    server.use(
      http.get(
        `${API}/report/returns/41/result`,
        () =>
          new HttpResponse('orderId,outcome\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="returns-result-41.csv"',
            },
          }),
      ),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Choose a CSV file', { selector: 'input' }), {
      target: { files: [csv()] },
    });
    expect(within(dialog).getByText('returns.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Processing type' }));
    await user.click(await screen.findByRole('option', { name: 'Product SKU' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ignore blank spaces in the order SKU' }));
    await user.click(within(dialog).getByRole('button', { name: 'Process' }));

    expect(await within(dialog).findByText('Processing the file… 120 rows read')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.fields).toEqual(['file']);
    expect(uploads[0]!.file).toBe('returns.csv: orderId,productId,size\nO1,P1,M\n');
    expect(Object.fromEntries(uploads[0]!.query)).toEqual({
      processingType: 'PRODUCT_SKU',
      ignorePurchasedSize: 'false',
      ignoreSkuSpaces: 'true',
    });

    expect(
      await within(dialog).findByText(
        'Returns recorded: 250 · Already returned: 30 · Not recorded: 20 · Rows: 300',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('File processed! The result was also sent to your e-mail.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download the result' }));
    await waitFor(() => expect(saved).toEqual(['returns-result-41.csv']));
  });

  it('shows the error to try again when the job fails, and comes back to the form', async () => {
    serveReturns([job({ status: 'failed', failure: "The file's header lacks the column size." })]);
    const { user, dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Choose a CSV file', { selector: 'input' }), {
      target: { files: [csv()] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Process' }));
    expect(await within(dialog).findByText('An error has occurred! Try again.', undefined, SLOW)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByRole('button', { name: 'Process' })).toBeInTheDocument();
  });

  it('shows the error when the upload itself fails', async () => {
    serveReturns([job({})], 'fail');
    const { user, dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Choose a CSV file', { selector: 'input' }), {
      target: { files: [csv()] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Process' }));
    expect(await within(dialog).findByText('An error has occurred! Try again.', undefined, SLOW)).toBeInTheDocument();
  });
});
