import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/custom/login/LoginPage';
import { reloadPage } from '../../src/components/pageReload';
import { authProvider } from '../../src/providers/authProvider';
import { getSessionId, leaveNotice } from '../../src/providers/session';
import { renderWithAdmin } from './authTestUtils';
import { server } from './mswServer.js';

vi.mock('../../src/components/pageReload', () => ({ reloadPage: vi.fn() }));

let signInCalls = 0;

beforeEach(() => {
  signInCalls = 0;
  server.use(
    http.get('/api/v1/app-info', () => HttpResponse.json({ version: '1', supportEmail: 'ajuda@provador.com' })),
  );
});
afterEach(() => {
  vi.mocked(reloadPage).mockClear();
  sessionStorage.clear();
});

function answerSignIn(response: () => Response) {
  server.use(
    http.get('/api/v1/me', () => {
      signInCalls += 1;
      return response();
    }),
  );
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

const renderLogin = () => renderWithAdmin(<LoginPage />, { authProvider, locale: 'ptBR' });

describe('LoginPage', () => {
  it('asks for e-mail and password before calling the server', async () => {
    answerSignIn(() => HttpResponse.json({}));
    renderLogin();
    await fillIn('', '');
    expect(await screen.findByText('Informe um e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe uma senha.')).toBeInTheDocument();
    expect(signInCalls).toBe(0);
  });

  it('rejects an invalid e-mail and a password with a comma', async () => {
    answerSignIn(() => HttpResponse.json({}));
    renderLogin();
    await fillIn('ana-at-loja', 'abc,def');
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('A string não pode conter vírgulas')).toBeInTheDocument();
    expect(signInCalls).toBe(0);
  });

  it('stores the session and reloads at / after signing in', async () => {
    answerSignIn(() =>
      HttpResponse.json({
        sessionId: 'fresh',
        tenantId: 1,
        tenantName: 'Loja',
        user: { id: 1, email: 'ana@loja.com', name: 'Ana', role: 'store' },
        moderatorUser: false,
        administratorUser: false,
      }),
    );
    renderLogin();
    await fillIn('ana@loja.com', 'segredo123');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(getSessionId()).toBe('fresh');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  });

  it('shows the translated failure for wrong credentials', async () => {
    answerSignIn(() =>
      HttpResponse.json({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'x' }, { status: 401 }),
    );
    renderLogin();
    await fillIn('ana@loja.com', 'errada123');
    expect(await screen.findByText('E-mail ou senha incorretos')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('opens the terms dialog and shows an error when the terms are not accepted', async () => {
    answerSignIn(() =>
      HttpResponse.json(
        { statusCode: 403, code: 'TERMS_NOT_ACCEPTED', message: 'User must accept the terms of use to proceed.' },
        { status: 403 },
      ),
    );
    renderLogin();
    await fillIn('novo@loja.com', 'segredo123');
    const dialog = await screen.findByRole('dialog', { name: 'Política de Privacidade e Termos de Uso' });
    expect(dialog).toHaveTextContent('ajuda@provador.com');
    expect(screen.getByText('É preciso aceitar os termos de uso para continuar.')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the notice left by a failed logout', async () => {
    leaveNotice({ message: 'app.auth.logoutFailed', type: 'error' });
    renderLogin();
    expect(await screen.findByText('Não foi possível sair nos servidores do Provador.')).toBeInTheDocument();
  });

  it('switches the interface language', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('combobox', { name: 'Idioma' }));
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
  });
});
