import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/enums';
import type { MerchantFeedState, QueueEntry } from '../../contract/feeds';
import { IntegrationPage } from '../../src/resources/integrations/IntegrationPage';
import { dataProvider } from '../../src/providers/dataProvider';
import { errorsMessages, integrationMessages, shellMessages } from './i18nAreas';
import { API } from './apiTestUtils';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';
import { signedInAs } from './shellTestUtils';

const entry = (over: Partial<QueueEntry>): QueueEntry => ({
  id: 1,
  tenantId: 10,
  tenantName: 'Loja Alfa',
  feedUrl: 'https://alfa.example/feed.xml',
  totalProducts: 1200,
  status: 'waiting',
  position: 1,
  queuedAt: '2026-11-23T10:00:00.000Z',
  failure: null,
  progress: null,
  ...over,
});

const QUEUE: QueueEntry[] = [
  entry({
    id: 5,
    tenantName: 'Loja Beta',
    status: 'running',
    position: 0,
    progress: { runId: 3, read: 250, inserted: 0, updated: 0, unknown: 0, errors: 0, bytesRead: 50, bytesTotal: 200 },
  }),
  entry({ id: 7, tenantName: 'Loja Gama', position: 1 }),
  entry({ id: 8, tenantName: 'Loja Delta', position: 2, feedUrl: null, totalProducts: 0 }),
  entry({ id: 9, tenantName: 'Loja Épsilon', position: 3, status: 'failed', failure: 'Bad XML at line 12' }),
];

/** Serves the queue like the API, each answer from `answers` in turn (the last one repeats). */
function serveQueue(...answers: QueueEntry[][]) {
  let calls = 0;
  server.use(
    http.get(`${API}/importations/queue`, () => {
      const data = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return HttpResponse.json({ data, page: 0, size: 25, total: data.length });
    }),
  );
  return () => calls;
}

function serveState(state: MerchantFeedState = { state: 'active', heartbeatAt: null, runningTenantId: 5 }) {
  server.use(http.get(`${API}/gmerchant/state`, () => HttpResponse.json(state)));
}

function renderPage(role: Role = 'moderator') {
  const i18n = i18nIn('en', shellMessages.en, errorsMessages.en, integrationMessages.en);
  render(
    <TestMemoryRouter initialEntries={['/integration']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs(role)}
        i18nProvider={i18n}
        store={memoryStore()}
      >
        <IntegrationPage />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const rowOf = async (store: string) => (await screen.findByText(store)).closest('tr') as HTMLElement;

describe('integration queue', () => {
  it('lists the stores in order with their feed, products and status, the running one with its progress', async () => {
    serveQueue(QUEUE);
    serveState();
    renderPage();

    const running = await rowOf('Loja Beta');
    expect(within(running).getByText('Now')).toBeInTheDocument();
    expect(within(running).getByText('Importing')).toBeInTheDocument();
    expect(within(running).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(running).getByText(/250 items read/)).toBeInTheDocument();

    const waiting = await rowOf('Loja Gama');
    expect(within(waiting).getByText('https://alfa.example/feed.xml')).toBeInTheDocument();
    expect(within(waiting).getByText('1,200')).toBeInTheDocument();
    expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
    const failed = await rowOf('Loja Épsilon');
    expect(within(failed).getByText('Bad XML at line 12')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('moves an entry up, down or to the top by its queue id and asks for the queue again', async () => {
    const calls = serveQueue(QUEUE);
    serveState();
    const moves: string[] = [];
    server.use(
      http.put(`${API}/importations/queue/:id`, ({ params, request }) => {
        moves.push(`${String(params.id)} ${new URL(request.url).searchParams.get('option')}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderPage();

    await rowOf('Loja Delta');
    // The first waiting store cannot go up, the last cannot go down, the running one does not move.
    expect(screen.getByRole('button', { name: 'Move Loja Gama up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Loja Gama to the top' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Loja Épsilon down' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Move Loja Beta up' })).toBeDisabled();

    const before = calls();
    await user.click(screen.getByRole('button', { name: 'Move Loja Delta up' }));
    await user.click(screen.getByRole('button', { name: 'Move Loja Gama down' }));
    await user.click(screen.getByRole('button', { name: 'Move Loja Épsilon to the top' }));
    await waitFor(() => expect(moves).toEqual(['8 UP', '7 DOWN', '9 TOP']));
    await waitFor(() => expect(calls()).toBeGreaterThan(before));
    // A move says nothing else: the default success notice.
    expect((await screen.findAllByText('Action successfully executed!')).length).toBeGreaterThan(0);
  }, 30000);

  it("offers removal only where the entry's state allows it, with that state's confirmation", async () => {
    serveQueue(QUEUE);
    serveState();
    const user = userEvent.setup();
    renderPage();

    const running = await rowOf('Loja Beta');
    expect(within(running).queryByRole('button', { name: 'Remove Loja Beta from the queue' })).not.toBeInTheDocument();
    expect(
      within(await rowOf('Loja Gama')).getByRole('button', { name: 'Remove Loja Gama from the queue' }),
    ).toBeEnabled();

    await user.click(
      within(await rowOf('Loja Épsilon')).getByRole('button', { name: 'Remove Loja Épsilon from the queue' }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      "Remove Loja Épsilon's failed import from the integration queue?",
    );
  });

  it('removes an entry only once the removal is confirmed', async () => {
    serveState();
    const removed: string[] = [];
    server.use(
      http.get(`${API}/importations/queue`, () => {
        // Nothing runs here, so the queue is not asked again meanwhile.
        const data = QUEUE.filter((e) => e.status !== 'running' && !removed.includes(String(e.id)));
        return HttpResponse.json({ data, page: 0, size: 25, total: data.length });
      }),
      http.delete(`${API}/importations/queue/:id`, ({ params }) => {
        removed.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Remove Loja Gama from the queue' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Remove Loja Gama from the integration queue? The import it was waiting for will not run.',
    );
    await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Remove Loja Gama from the queue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(removed).toEqual(['7']));
    await waitFor(() => expect(screen.queryByText('Loja Gama')).not.toBeInTheDocument());
  });

  it('refreshes the running import by itself', async () => {
    const later = QUEUE.map((e) => (e.progress ? { ...e, progress: { ...e.progress, read: 900, bytesRead: 180 } } : e));
    serveQueue(QUEUE, later);
    serveState();
    renderPage();

    expect(await screen.findByText(/250 items read/)).toBeInTheDocument();
    expect(await screen.findByText(/900 items read/, {}, { timeout: 6000 })).toBeInTheDocument();
  }, 10000);

  it('shows moderators the restart off, with the reason', async () => {
    serveQueue(QUEUE);
    serveState({ state: 'inactive', heartbeatAt: null, runningTenantId: null });
    renderPage('moderator');

    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    const off = screen.getByRole('button', { name: 'Restart' });
    await waitFor(() => expect(off).toBeDisabled());
    expect(off).toHaveAccessibleDescription('Only administrators can restart the merchant feed.');
  });

  it('restarts the merchant feed for an administrator', async () => {
    serveQueue(QUEUE);
    serveState();
    let restarts = 0;
    server.use(
      http.post(`${API}/gmerchant/restart`, () => {
        restarts += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderPage('administrator');

    const restart = await screen.findByRole('button', { name: 'Restart' });
    await waitFor(() => expect(restart).toBeEnabled());
    expect(screen.queryByText('Only administrators can restart the merchant feed.')).not.toBeInTheDocument();
    await user.click(restart);
    await waitFor(() => expect(restarts).toBe(1));
    expect(await screen.findByText('Merchant feed restarted.')).toBeInTheDocument();
  });

  it('says when the queue is empty', async () => {
    serveQueue([]);
    serveState();
    renderPage();
    expect(await screen.findByText('No store in the integration queue.')).toBeInTheDocument();
  });

  it('says when the queue or the merchant-feed state cannot be read', async () => {
    server.use(
      http.get(`${API}/importations/queue`, () =>
        HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
      http.get(`${API}/gmerchant/state`, () =>
        HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('State unknown')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.classList.contains('MuiAlert-root') && /Server error/.test(alert.textContent ?? '')),
      ).toBe(true),
    );
    expect(screen.queryByText('No store in the integration queue.')).not.toBeInTheDocument();
  });
});
