import type { AuthProvider, UserIdentity } from 'react-admin';
import type { CurrentTenant, CurrentUser } from '../../contract/session';
import { canAccess as canAccessTable, type Permissions } from './canAccess';
import { basicHeader, errorCode, errorStatus, httpClient } from './httpClient';
import {
  clearSessionOrNotice,
  getIdentity as getCachedIdentity,
  getSessionId,
  leaveNotice,
  setIdentity,
  setSessionId,
  type Identity,
} from './session';

/** The login screen lives at the site root (spec section 2). */
export const LOGIN_PATH = '/';
/** Wording of the spec: the login page opens the terms dialog when it sees exactly this message. */
export const TERMS_NOT_ACCEPTED_MESSAGE = 'User must accept the terms of use to proceed.';

const toIdentity = (me: CurrentUser): Identity => ({
  userId: me.user.id,
  email: me.user.email,
  name: me.user.name,
  role: me.user.role,
  tenantId: me.tenantId,
  tenantName: me.tenantName,
  tenantFeatures: me.tenantFeatures,
  moderatorUser: me.moderatorUser,
  administratorUser: me.administratorUser,
});

export const toPermissions = (identity: Identity): Permissions => ({
  role: identity.role,
  moderator: identity.moderatorUser || identity.administratorUser,
  administrator: identity.administratorUser,
  // An identity cached before features were answered has none: the next GET /me brings them.
  features: identity.tenantFeatures ?? [],
});

/**
 * GET /me with the session. Only the server's 401 says the session is over; a lost connection, a
 * request aborted by a reload or a server error says nothing about it, so the session stays.
 */
async function refreshIdentity(): Promise<Identity> {
  try {
    const { json } = await httpClient('/me');
    const identity = toIdentity(json as CurrentUser);
    setIdentity(identity);
    return identity;
  } catch (error) {
    if (errorStatus(error) === 401) clearSessionOrNotice();
    throw error;
  }
}

/** Signed out: no permissions, and no call to the server that could only answer 401. */
async function permissions(): Promise<Permissions | null> {
  if (!getSessionId()) return null;
  return toPermissions(getCachedIdentity() ?? (await refreshIdentity()));
}

function loginError(error: unknown): Error {
  const status = errorStatus(error);
  if (status === 403 && errorCode(error) === 'TERMS_NOT_ACCEPTED') return new Error(TERMS_NOT_ACCEPTED_MESSAGE);
  if (status === 429) return new Error('app.errors.TOO_MANY_ATTEMPTS');
  if (status === 400 || status === 401) return new Error('app.auth.failed');
  return error instanceof Error ? error : new Error('app.auth.failed');
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let me: CurrentUser;
    try {
      const response = await httpClient('/me', {
        session: false,
        headers: { Authorization: basicHeader(username, password) },
      });
      me = response.json as CurrentUser;
    } catch (error) {
      throw loginError(error);
    }
    setSessionId(me.sessionId ?? '');
    setIdentity(toIdentity(me));
    // The login page reloads the app at / itself, so the fresh session starts from a clean state.
    return { redirectTo: false };
  },

  async checkAuth() {
    // `message: false`: arriving signed out is not an error worth a notification.
    if (!getSessionId()) throw { redirectTo: LOGIN_PATH, message: false };
  },

  async checkError(error) {
    if (errorStatus(error) === 401) {
      // react-admin notifies only while still signed in, and we just signed out: the login page says it
      // (or, should the browser keep the cookie, says that).
      if (getSessionId() !== null) {
        leaveNotice({ message: error.message || 'app.errors.UNAUTHENTICATED', type: 'warning' });
      }
      clearSessionOrNotice();
      throw { redirectTo: LOGIN_PATH, message: false };
    }
    // 403 and the rest: stay on the page; the failed call already notifies its own message.
  },

  async getIdentity(): Promise<UserIdentity> {
    const identity = await refreshIdentity();
    return { id: identity.userId, fullName: identity.name || identity.email, ...identity };
  },

  async getPermissions() {
    return permissions();
  },

  async canAccess({ resource, action }) {
    return canAccessTable({ permissions: await permissions(), resource, action });
  },

  /**
   * Always resolves: react-admin only redirects and resets its store when logout() resolves, and the
   * local session must end even when the server cannot be told. A failure is left as a notice that the
   * login page (where the redirect lands, possibly after a reload) shows as an error notification.
   */
  async logout() {
    let signedIn = false;
    try {
      signedIn = getSessionId() !== null;
    } catch {
      // Cookies unreadable: nothing to tell the server; clearing below says what the browser refused.
    }
    if (signedIn) {
      try {
        await httpClient('/me/logout');
      } catch (error) {
        // 401: the server had already ended the session, which is what was asked.
        if (errorStatus(error) !== 401) leaveNotice({ message: 'app.auth.logoutFailed', type: 'error' });
      }
    }
    clearSessionOrNotice();
    return LOGIN_PATH;
  },
};

/** Makes another store the session's current one; the caller reloads the page afterwards (spec section 4). */
export async function switchStore(tenantId: number): Promise<Identity | null> {
  let answer: CurrentTenant;
  try {
    answer = (await httpClient(`/me/current-tenant/${encodeURIComponent(tenantId)}`, { method: 'PUT' })).json;
  } catch {
    throw new Error('app.auth.switchFailed');
  }
  const cached = getCachedIdentity();
  if (!cached) return null;
  const identity = {
    ...cached,
    tenantId: answer.tenantId,
    tenantName: answer.tenantName,
    tenantFeatures: answer.tenantFeatures,
  };
  setIdentity(identity);
  return identity;
}

/** Records the acceptance of the privacy policy and terms of use, with the credentials typed at login. */
export async function acceptTerms(email: string, password: string): Promise<void> {
  await httpClient('/users/terms', {
    method: 'PATCH',
    session: false,
    headers: { Authorization: basicHeader(email, password) },
    body: JSON.stringify({ acceptedPrivacyPolicy: true, acceptedUseTerms: true }),
  });
}
