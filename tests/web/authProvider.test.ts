import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptTerms, authProvider, switchStore } from '../../src/providers/authProvider';
import { basicHeader } from '../../src/providers/httpClient';
import { getIdentity, getSessionId, setIdentity, setSessionId, takeNotice } from '../../src/providers/session';
import { server } from './mswServer.js';

const me = {
  tenantId: 3,
  tenantName: 'Loja Alfa',
  tenantFeatures: ['ORDER_TRACKING'],
  user: { id: 11, email: 'ana@loja.com', name: 'Ana', role: 'store' },
  moderatorUser: false,
  administratorUser: false,
};
const identity = {
  userId: 11,
  email: 'ana@loja.com',
  name: 'Ana',
  role: 'store' as const,
  tenantId: 3,
  tenantName: 'Loja Alfa',
  tenantFeatures: ['ORDER_TRACKING'],
  moderatorUser: false,
  administratorUser: false,
};

const problem = (statusCode: number, code: string, message = code) =>
  HttpResponse.json({ statusCode, code, message }, { status: statusCode });

// Notices live in sessionStorage, which the shared setup does not clear.
afterEach(() => sessionStorage.clear());

function signedIn() {
  setSessionId('s-1');
  setIdentity(identity);
}

describe('authProvider.login', () => {
  it('signs in with Basic credentials and keeps the session cookie and identity', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('/api/v1/me', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ sessionId: 'new-session', ...me });
      }),
    );
    await authProvider.login({ username: 'ana@loja.com', password: 'segredo123' });
    expect(authorization).toBe(basicHeader('ana@loja.com', 'segredo123'));
    expect(getSessionId()).toBe('new-session');
    expect(document.cookie).toContain('provador_session=new-session');
    expect(getIdentity()).toEqual(identity);
  });

  it.each([
    [
      problem(403, 'TERMS_NOT_ACCEPTED', 'User must accept the terms of use to proceed.'),
      'User must accept the terms of use to proceed.',
    ],
    [problem(401, 'INVALID_CREDENTIALS', 'E-mail or password is incorrect'), 'app.auth.failed'],
    [problem(429, 'TOO_MANY_ATTEMPTS'), 'app.errors.TOO_MANY_ATTEMPTS'],
    [problem(503, 'SERVER_BUSY', 'Too many sign-ins are being checked right now.'), 'app.errors.SERVER_BUSY'],
  ])('rejects with the message the login page expects (%#)', async (response, message) => {
    server.use(http.get('/api/v1/me', () => response));
    await expect(authProvider.login({ username: 'ana@loja.com', password: 'x' })).rejects.toThrow(message);
    expect(getSessionId()).toBeNull();
  });
});

describe('authProvider session checks', () => {
  it('checkAuth rejects towards / without a session cookie and passes with one', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
    setSessionId('s-1');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError on 401 clears the session and logs out; on 403 stays', async () => {
    signedIn();
    await expect(authProvider.checkError(new HttpError('app.errors.FORBIDDEN', 403))).resolves.toBeUndefined();
    expect(getSessionId()).toBe('s-1');
    await expect(authProvider.checkError(new HttpError('app.errors.SESSION_EXPIRED', 401))).rejects.toBeDefined();
    expect(getSessionId()).toBeNull();
    expect(getIdentity()).toBeNull();
    expect(takeNotice()).toEqual({ message: 'app.errors.SESSION_EXPIRED', type: 'warning' });
  });

  it('getIdentity reads GET /me with the session', async () => {
    setSessionId('s-1');
    let session: string | null = null;
    server.use(
      http.get('/api/v1/me', ({ request }) => {
        session = request.headers.get('X-Session-Id');
        return HttpResponse.json(me);
      }),
    );
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 11, fullName: 'Ana' });
    expect(session).toBe('s-1');
    expect(getIdentity()).toEqual(identity);
  });

  it('getIdentity answered 401 clears the session', async () => {
    signedIn();
    server.use(http.get('/api/v1/me', () => problem(401, 'SESSION_EXPIRED')));
    await expect(authProvider.getIdentity!()).rejects.toMatchObject({ status: 401 });
    expect(getSessionId()).toBeNull();
    expect(getIdentity()).toBeNull();
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['the server fails', () => problem(500, 'INTERNAL')],
  ])('getIdentity keeps the session when %s', async (_, answer) => {
    signedIn();
    server.use(http.get('/api/v1/me', answer));
    await expect(authProvider.getIdentity!()).rejects.toBeDefined();
    expect(getSessionId()).toBe('s-1');
    expect(getIdentity()).toEqual(identity);
  });

  it('keeps the session when a reload aborts GET /me before the identity is cached', async () => {
    setSessionId('s-1');
    server.use(http.get('/api/v1/me', () => HttpResponse.json(me)));
    // A page unload aborts the app's pending requests.
    const unload = new AbortController();
    unload.abort();
    const fetchBeforeUnload = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      fetchBeforeUnload(input, { ...init, signal: unload.signal }),
    );
    try {
      await expect(authProvider.getPermissions!({})).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(getSessionId()).toBe('s-1');
  });

  it.each([
    ['a lost connection', new HttpError('ra.notification.http_error', 0, null)],
    ['a server error', new HttpError('app.errors.INTERNAL', 500)],
    ['an aborted request', new DOMException('The operation was aborted.', 'AbortError')],
  ])('checkError keeps the session on %s', async (_, error) => {
    signedIn();
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(getSessionId()).toBe('s-1');
  });

  it('getPermissions and canAccess come from the cached identity', async () => {
    signedIn();
    setIdentity({ ...identity, role: 'moderator', moderatorUser: true });
    await expect(authProvider.getPermissions!({})).resolves.toEqual({
      role: 'moderator',
      moderator: true,
      administrator: false,
      features: ['ORDER_TRACKING'],
    });
    await expect(authProvider.canAccess!({ resource: 'dashboard', action: 'list' })).resolves.toBe(true);
    // The store has no RETURNS_REPORT: the returns upload is closed whatever the role.
    await expect(authProvider.canAccess!({ resource: 'orders', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'returns-upload', action: 'list' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'strong-categories', action: 'list' })).resolves.toBe(false);
  });
});

describe('authProvider.logout', () => {
  it('ends the session on the server and locally', async () => {
    signedIn();
    let session: string | null = null;
    server.use(
      http.get('/api/v1/me/logout', ({ request }) => {
        session = request.headers.get('X-Session-Id');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(session).toBe('s-1');
    expect(getSessionId()).toBeNull();
    expect(takeNotice()).toBeNull();
  });

  it('still signs out locally when the server fails, leaving the failure for the login page', async () => {
    signedIn();
    server.use(http.get('/api/v1/me/logout', () => problem(500, 'INTERNAL')));
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(getSessionId()).toBeNull();
    expect(getIdentity()).toBeNull();
    expect(takeNotice()).toEqual({ message: 'app.auth.logoutFailed', type: 'error' });
  });
});

describe('store switch and terms', () => {
  it('switchStore updates the cached store, and fails with the spec message', async () => {
    signedIn();
    server.use(http.put('/api/v1/me/current-tenant/5', () => HttpResponse.json({ tenantId: 5, tenantName: 'Beta' })));
    await switchStore(5);
    expect(getIdentity()).toMatchObject({ tenantId: 5, tenantName: 'Beta' });
    server.use(http.put('/api/v1/me/current-tenant/6', () => problem(404, 'NOT_FOUND')));
    await expect(switchStore(6)).rejects.toThrow('app.auth.switchFailed');
    expect(getIdentity()).toMatchObject({ tenantId: 5 });
  });

  it('acceptTerms patches /users/terms with Basic credentials', async () => {
    const seen: { authorization: string | null; body: unknown }[] = [];
    server.use(
      http.patch('/api/v1/users/terms', async ({ request }) => {
        seen.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await acceptTerms('ana@loja.com', 'segredo123');
    expect(seen).toEqual([
      {
        authorization: basicHeader('ana@loja.com', 'segredo123'),
        body: { acceptedPrivacyPolicy: true, acceptedUseTerms: true },
      },
    ]);
  });
});
