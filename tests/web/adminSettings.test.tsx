import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/enums';
import type { AdminSettings } from '../../contract/adminSettings';
import { AdminSettingsPage } from '../../src/custom/admin-settings/AdminSettingsPage';
import { dataProvider } from '../../src/providers/dataProvider';
import { adminSettingsMessages, errorsMessages, shellMessages } from './i18nAreas';
import { API } from './apiTestUtils';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';
import { signedInAs } from './shellTestUtils';

const SETTINGS: AdminSettings = {
  version: 3,
  supportEmail: { value: 'help@provador.test', default: 'env@provador.test' },
  feedScheduleHours: { value: null, default: 24 },
  sessionIdleMinutes: { value: 30, default: 120 },
  sessionMaxHours: { value: null, default: 12 },
  signInMaxFailures: { value: null, default: 10 },
  crashWebhookUrl: { source: 'settings', masked: 'https://chat.example/••••••' },
  changes: [
    {
      version: 3,
      changedAt: '2026-11-25T10:00:00.000Z',
      by: { id: 2, name: 'Ana Admin', email: 'ana@provador.test' },
      fields: ['supportEmail', 'sessionIdleMinutes'],
    },
  ],
};

/** Serves GET and PUT /admin-settings; PUT answers `putAnswer` (default: the body applied) and records bodies. */
function serve(settings: AdminSettings, putAnswer?: () => Response) {
  const saved: unknown[] = [];
  server.use(
    http.get(`${API}/admin-settings`, () => HttpResponse.json(settings)),
    http.put(`${API}/admin-settings`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      if (putAnswer) return putAnswer();
      return HttpResponse.json({ ...settings, version: settings.version + 1 });
    }),
  );
  return saved;
}

function renderPage(role: Role) {
  const i18n = i18nIn('en', shellMessages.en, errorsMessages.en, adminSettingsMessages.en);
  render(
    <TestMemoryRouter initialEntries={['/admin-settings']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs(role)}
        i18nProvider={i18n}
        store={memoryStore()}
      >
        <AdminSettingsPage />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('admin settings page', () => {
  it('shows each override with its environment default, and who changed what', async () => {
    serve(SETTINGS);
    renderPage('administrator');
    expect(await screen.findByLabelText('Support e-mail')).toHaveValue('help@provador.test');
    expect(screen.getByText("Empty: the server's value (env@provador.test)")).toBeInTheDocument();
    expect(screen.getByLabelText('Session idle time')).toHaveValue(30);
    expect(screen.getByLabelText('Interval of scheduled imports')).toHaveValue(null);
    expect(screen.getByText(/Ana Admin \(ana@provador\.test\)/)).toBeInTheDocument();
    expect(screen.getByText('Support e-mail, Session idle time')).toBeInTheDocument();
  });

  it('shows the crash webhook masked; replacing it sends the new address with only the changed fields', async () => {
    const saved = serve(SETTINGS);
    renderPage('administrator');
    expect(await screen.findByTestId('masked-webhook')).toHaveTextContent('https://chat.example/••••••');
    expect(screen.getByText('Set in these settings.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Crash report webhook')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await userEvent.type(screen.getByLabelText('Crash report webhook'), 'https://chat.example/new?key=k');
    await userEvent.clear(screen.getByLabelText('Support e-mail'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ version: 3, supportEmail: null, crashWebhookUrl: 'https://chat.example/new?key=k' });
  });

  it('disables the administrators-only fields for moderators, with the reason, and never sends them', async () => {
    const { crashWebhookUrl: _secret, ...forModerators } = SETTINGS;
    const saved = serve(forModerators);
    renderPage('moderator');
    const limit = await screen.findByLabelText('Sign-in limit');
    expect(limit).toBeDisabled();
    expect(screen.getByLabelText('Crash report webhook')).toBeDisabled();
    expect(screen.getAllByText('Only administrators may see or change this field.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Replace' })).toBeNull();
    expect(screen.queryByText(/chat\.example/)).toBeNull();
    await userEvent.clear(screen.getByLabelText('Session maximum time'));
    await userEvent.type(screen.getByLabelText('Session maximum time'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ version: 3, sessionMaxHours: 8 });
  });

  it("shows the server's verdict beside each refused field", async () => {
    serve(SETTINGS, () =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Some fields are invalid.',
          details: [
            { field: 'sessionIdleMinutes', code: 'MAXIMUM', message: 'x', params: { max: 10080 } },
            { field: 'supportEmail', code: 'EMAIL', message: 'x' },
          ],
        },
        { status: 400 },
      ),
    );
    renderPage('administrator');
    const idle = await screen.findByLabelText('Session idle time');
    await userEvent.clear(idle);
    await userEvent.type(idle, '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Session idle time takes a value of at most 10080.')).toBeInTheDocument();
    const email = screen.getByLabelText('Support e-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  });

  it('shows who changed what when the save is stale, and reloads on request', async () => {
    serve(SETTINGS, () =>
      HttpResponse.json(
        {
          statusCode: 409,
          code: 'STALE_VERSION',
          message: 'stale',
          details: [{ field: 'supportEmail', code: 'SETTING_CHANGED', message: 'x', params: { name: 'Bruno' } }],
        },
        { status: 409 },
      ),
    );
    renderPage('administrator');
    const email = await screen.findByLabelText('Support e-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'mine@provador.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByText('Support e-mail was changed by Bruno since you opened the page.');
    expect(alert).toBeInTheDocument();
    server.use(
      http.get(`${API}/admin-settings`, () =>
        HttpResponse.json({
          ...SETTINGS,
          version: 4,
          supportEmail: { value: 'bruno@provador.test', default: 'env@provador.test' },
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Support e-mail')).toHaveValue('bruno@provador.test'));
  });

  it('invalidates the caches only after a confirmation', async () => {
    serve(SETTINGS);
    let calls = 0;
    server.use(
      http.post(`${API}/tenants/invalidation`, () => {
        calls += 1;
        return HttpResponse.json({ generation: 2, withinSeconds: 2 });
      }),
    );
    renderPage('moderator');
    await userEvent.click(await screen.findByRole('button', { name: 'Invalidate caches' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Invalidate the caches?')).toBeInTheDocument();
    expect(calls).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invalidate caches' }));
    expect(await screen.findByText('Caches invalidated; every server reloads within 2 s.')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
