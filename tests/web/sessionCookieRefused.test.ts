import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { SESSION_COOKIE, setSessionId, takeNotice } from '../../src/providers/session';
import { LOCALES } from '../../src/i18n/messages/types';
import { sessionMessages } from './i18nAreas';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';

const me = {
  sessionId: 'new-session',
  tenantId: 3,
  tenantName: 'Loja Alfa',
  user: { id: 11, email: 'ana@loja.com', name: 'Ana', role: 'store' },
  moderatorUser: false,
  administratorUser: false,
};

/** The browser's cookie jar as a browser with cookies blocked behaves: reads throw, or writes are ignored. */
function refuseCookies(how: { read?: 'throw'; write: 'ignore' | 'throw'; jar?: string }) {
  const jar = how.jar ?? '';
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      if (how.read === 'throw') throw new DOMException('The operation is insecure.', 'SecurityError');
      return jar;
    },
    set() {
      if (how.write === 'throw') throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

afterEach(() => {
  // Back to the test DOM's own cookie jar, once the document's own property is deleted.
  delete (document as { cookie?: string }).cookie;
  sessionStorage.clear();
});

describe('a browser that refuses the session cookie', () => {
  it('fails the sign-in with "could not store" when the cookie is ignored or refused', async () => {
    server.use(http.get('/api/v1/me', () => HttpResponse.json(me)));
    refuseCookies({ write: 'ignore' });
    await expect(authProvider.login({ username: 'ana@loja.com', password: 'x' })).rejects.toThrow(
      'app.session.storeFailed',
    );
    refuseCookies({ write: 'throw' });
    expect(() => setSessionId('s-1')).toThrow('app.session.storeFailed');
  });

  it('sends the user to the login screen with "could not retrieve" when cookies cannot be read', async () => {
    refuseCookies({ read: 'throw', write: 'throw' });
    await expect(authProvider.checkAuth({})).rejects.toThrow('app.session.readFailed');
    // Signing out still ends, and says the session could not be cleared from this browser.
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(takeNotice()).toEqual({ message: 'app.session.removeFailed', type: 'error' });
  });

  it('signs out locally and leaves "could not remove" for the login screen when the cookie stays', async () => {
    refuseCookies({ write: 'ignore', jar: `${SESSION_COOKIE}=s-1` });
    server.use(http.get('/api/v1/me/logout', () => HttpResponse.json({})));
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(takeNotice()).toEqual({ message: 'app.session.removeFailed', type: 'error' });
  });

  it('words the three failures in every language', () => {
    for (const locale of LOCALES) {
      const { translate } = i18nIn(locale, sessionMessages[locale]);
      for (const key of ['readFailed', 'storeFailed', 'removeFailed']) {
        expect(translate(`app.session.${key}`), `${locale} ${key}`).toMatch(/cookie/i);
      }
    }
    const { translate } = i18nIn('en', sessionMessages.en);
    expect(translate('app.session.readFailed')).toMatch(/^Could not retrieve/);
    expect(translate('app.session.storeFailed')).toMatch(/^Could not store/);
    expect(translate('app.session.removeFailed')).toMatch(/^Could not remove/);
  });
});
