import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/custom/login/LoginPage';
import { ChangePasswordDialog } from '../../src/layout/ChangePasswordDialog';
import { SetPasswordPage } from '../../src/custom/set-password/SetPasswordPage';
import { reloadPage } from '../../src/components/pageReload';
import { API, captureBody } from './apiTestUtils';
import { authAs, renderWithAdmin } from './authTestUtils';
import { server } from './mswServer';

vi.mock('../../src/components/pageReload', () => ({ reloadPage: vi.fn() }));
afterEach(() => {
  vi.mocked(reloadPage).mockClear();
  window.location.hash = '';
});

const GOOD = 'a long walk on the beach';
const error = (status: number, code: string) =>
  HttpResponse.json({ statusCode: status, code, message: 'x' }, { status });

describe('forgotten password (login page)', () => {
  const open = async () => {
    server.use(
      http.get(`${API}/app-info`, () => HttpResponse.json({ version: '1', supportEmail: 'ajuda@provador.com' })),
    );
    renderWithAdmin(<LoginPage />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    return screen.findByRole('dialog', { name: 'Reset password' });
  };

  it('asks for a valid e-mail, then sends it with the page language and says the same for any e-mail', async () => {
    const sent = captureBody('post', '/password/forgot', () => new HttpResponse(null, { status: 202 }));
    const dialog = await open();
    expect(dialog).toHaveTextContent('No longer reach this mailbox? Write to ajuda@provador.com.');
    const email = within(dialog).getByLabelText(/^E-mail/);
    await userEvent.type(email, 'ana-at-loja');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText(/valid e-mail/i)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@loja.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'If there is an account for ana@loja.example, a link has been sent.',
    );
    expect(sent).toEqual([{ email: 'ana@loja.example', language: 'en' }]);
  });

  it('says when too many links were asked for', async () => {
    captureBody('post', '/password/forgot', () => error(429, 'TOO_MANY_ATTEMPTS'));
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'ana@loja.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText(/too many/i)).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});

describe('set-password page', () => {
  const serveLink = (answer: () => Response) => captureBody<{ token: string }>('post', '/password/link', answer);

  it('says what the link is for, checks the password rules before sending, then leads to sign-in', async () => {
    window.location.hash = '#token=abc_DEF-123';
    const described = serveLink(() => HttpResponse.json({ email: 'ana@loja.example', purpose: 'invitation' }));
    const saved = captureBody('post', '/password/reset', () => new HttpResponse(null, { status: 204 }));
    renderWithAdmin(<SetPasswordPage />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Provador: set your password' })).toBeInTheDocument();
    expect(screen.getByText('Account: ana@loja.example')).toBeInTheDocument();
    expect(described).toEqual([{ token: 'abc_DEF-123' }]);

    const password = screen.getByLabelText('New password');
    const again = screen.getByLabelText('New password again');
    const submit = screen.getByRole('button', { name: 'Save password' });
    await userEvent.type(password, 'short');
    await userEvent.click(submit);
    expect(await screen.findByText(/New password needs at least 10 characters/)).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'qwertyuiop');
    await userEvent.click(submit);
    expect(await screen.findByText(/one of the most common/)).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, GOOD);
    await userEvent.type(again, `${GOOD}!`);
    await userEvent.click(submit);
    expect(await screen.findByText('The two passwords differ.')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(again);
    await userEvent.type(again, GOOD);
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Password set.');
    expect(saved).toEqual([{ token: 'abc_DEF-123', password: GOOD }]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to sign-in' }));
    expect(reloadPage).toHaveBeenCalledWith('/');
  });

  it("checks the most common passwords as typed and shows the server's verdict on a rarer common one", async () => {
    window.location.hash = '#token=abc';
    serveLink(() => HttpResponse.json({ email: 'ana@loja.example', purpose: 'reset' }));
    // 'blackberry' is common, past the ten thousand most common the page carries: the server refuses it.
    const saved = captureBody<{ password: string }>('post', '/password/reset', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Invalid',
          details: [{ field: 'password', code: 'COMMON_PASSWORD', message: 'common' }],
        },
        { status: 400 },
      ),
    );
    renderWithAdmin(<SetPasswordPage />);
    const password = await screen.findByLabelText('New password');
    const submit = screen.getByRole('button', { name: 'Save password' });
    await userEvent.type(password, 'blackberry');
    await userEvent.type(screen.getByLabelText('New password again'), 'blackberry');
    await userEvent.click(submit);
    expect(await screen.findByText(/one of the most common/)).toBeInTheDocument();
    expect(saved).toEqual([{ token: 'abc', password: 'blackberry' }]);
  });

  it('says when the link has expired, without a form', async () => {
    window.location.hash = '#token=old';
    serveLink(() => error(400, 'PASSWORD_LINK_EXPIRED'));
    renderWithAdmin(<SetPasswordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask for a new one.');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says a link without a token is not valid, asking nothing of the server', async () => {
    const described = serveLink(() => HttpResponse.json({}));
    renderWithAdmin(<SetPasswordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or was already used.');
    expect(described).toEqual([]);
  });
});

describe('own password dialog', () => {
  it('needs the current password; a wrong one is said, a right one closes the dialog', async () => {
    let answer = () => error(400, 'WRONG_PASSWORD');
    const sent = captureBody('put', '/me/password', () => answer());
    const onClose = vi.fn();
    renderWithAdmin(<ChangePasswordDialog open onClose={onClose} />, { authProvider: authAs(false) });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(dialog).getByLabelText('New password'), GOOD);
    await userEvent.type(within(dialog).getByLabelText('New password again'), GOOD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Enter a password.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'not mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not right.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    answer = () => new HttpResponse(null, { status: 204 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { currentPassword: 'not mine', newPassword: GOOD },
      { currentPassword: 'not mine', newPassword: GOOD },
    ]);
  });
});
