import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorsMessages, integrationMessages, modelingsMessages, productsMessages } from './i18nAreas';
import { dataProvider } from '../../src/providers/dataProvider';
import { SyncDetailsButton } from '../../src/resources/products/list/SyncDetailsDialog';
import type { ImportRun } from '../../contract/importRuns';
import { API, captureBody } from './apiTestUtils';
import { i18nIn } from './i18nTestUtils';
import { importRun } from './importRunFixtures';
import { server } from './mswServer';

/** Serves the store's latest run, each answer from `answers` in turn (the last one repeats). */
function serveLatest(...answers: (ImportRun | null)[]) {
  let calls = 0;
  server.use(
    http.get(`${API}/importations/latest`, () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return HttpResponse.json(answer);
    }),
  );
  return () => calls;
}

async function openDialog() {
  const user = userEvent.setup();
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nIn('en', productsMessages.en, modelingsMessages.en, integrationMessages.en, errorsMessages.en)}
      store={memoryStore()}
    >
      <SyncDetailsButton />
      <Notification />
    </AdminContext>,
  );
  await user.click(await screen.findByRole('button', { name: 'XML sync' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('products sync dialog', () => {
  it('shows a running import with its progress, following it until it ends', async () => {
    const running = importRun({
      status: 'running',
      finishedAt: null,
      readCount: 100,
      insertedCount: 1,
      updatedCount: 0,
    });
    serveLatest(running, { ...running, readCount: 300 }, importRun({ readCount: 450 }));
    const { dialog } = await openDialog();

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Synchronising');
    expect(within(status).getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(status).toHaveTextContent('100 items read');
    expect(await within(dialog).findByText('300 items read', { exact: false }, { timeout: 6000 })).toBeInTheDocument();
    expect(await within(dialog).findByText('450', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  }, 30000);

  it('queues the store with "sync now" and shows the run that follows', async () => {
    const calls = serveLatest(importRun({}));
    const queued = captureBody('post', '/importations/queue', () =>
      HttpResponse.json({
        id: 30,
        tenantId: 10,
        tenantName: 'Loja Alfa',
        feedUrl: 'https://alfa.example/feed.xml',
        totalProducts: 5,
        status: 'waiting',
        position: 2,
        queuedAt: '2026-11-23T10:00:00.000Z',
        failure: null,
        progress: null,
      }),
    );
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('120');

    serveLatest(
      importRun({}),
      importRun({ id: 8, status: 'running', finishedAt: null, readCount: 40 }),
      importRun({ id: 8, readCount: 900 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(queued).toEqual([{}]));
    expect(await within(dialog).findByText(/Sync queued \(position 2\)/)).toBeInTheDocument();
    expect(await within(dialog).findByText('900', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(calls()).toBeGreaterThan(0);
  }, 30000);

  it('says why a sync could not be queued', async () => {
    serveLatest(null);
    server.use(
      http.post(`${API}/importations/queue`, () =>
        HttpResponse.json({ statusCode: 403, code: 'FORBIDDEN', message: 'x' }, { status: 403 }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});
