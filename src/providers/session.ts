import type { Role } from '../../domain/enums';

/** Who is signed in, as answered by GET /me; cached so permissions need no round trip per check. */
export interface Identity {
  userId: number;
  email: string;
  name: string | null;
  role: Role;
  tenantId: number | null;
  tenantName: string | null;
  /** The current store's features, which open some screens (domain/featureGates.ts). */
  tenantFeatures: string[];
  moderatorUser: boolean;
  administratorUser: boolean;
}

export const SESSION_COOKIE = 'provador_session';
export const IDENTITY_KEY = 'provador.identity';
// Per tab, so a notice meant for the next login screen does not leak into another tab.
const NOTICE_KEY = 'provador.notice';

/** The browser refused the session cookie (spec 8): the message is the translation key of what failed. */
export class SessionCookieError extends Error {
  constructor(failure: 'readFailed' | 'storeFailed' | 'removeFailed') {
    super(`app.session.${failure}`);
    this.name = 'SessionCookieError';
  }
}

/** Runs `write`; a browser that throws instead of storing (storage or cookies disabled) is a `failure`. */
function refusable(write: () => void, failure: 'storeFailed' | 'removeFailed'): void {
  try {
    write();
  } catch {
    throw new SessionCookieError(failure);
  }
}

/** The session id, or null when signed out; throws when the browser will not let the cookies be read. */
export function getSessionId(): string | null {
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    throw new SessionCookieError('readFailed');
  }
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

/** Throws when the browser refuses the cookie (cookies disabled): without it no later call is signed in. */
export function setSessionId(id: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  refusable(() => {
    document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(id)}; path=/; SameSite=Strict${secure}`;
  }, 'storeFailed');
  if (getSessionId() !== id) throw new SessionCookieError('storeFailed');
}

export function getIdentity(): Identity | null {
  try {
    const raw = localStorage.getItem(IDENTITY_KEY);
    return raw ? (JSON.parse(raw) as Identity) : null;
  } catch {
    // A damaged cache is as good as none: the next check asks the server again.
    return null;
  }
}

export function setIdentity(identity: Identity): void {
  refusable(() => localStorage.setItem(IDENTITY_KEY, JSON.stringify(identity)), 'storeFailed');
}

/** Ends the session in this browser; throws when the browser keeps the cookie (or refuses to drop the identity). */
export function clearSession(): void {
  refusable(() => {
    document.cookie = `${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
    localStorage.removeItem(IDENTITY_KEY);
  }, 'removeFailed');
  if (getSessionId() !== null) throw new SessionCookieError('removeFailed');
}

/** As clearSession, leaving its failure as a notice for the login screen instead of throwing. */
export function clearSessionOrNotice(): void {
  try {
    clearSession();
  } catch (error) {
    leaveNotice({ message: error instanceof Error ? error.message : 'app.session.removeFailed', type: 'error' });
  }
}

export interface Notice {
  message: string;
  type: 'error' | 'warning' | 'info';
}

/** A message for the login screen that must survive the redirect (or reload) that brings the user there. */
export function leaveNotice(notice: Notice): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Storage refused: the login screen cannot be told; the failure it was about stands on its own.
  }
}

export function takeNotice(): Notice | null {
  try {
    const raw = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return raw ? (JSON.parse(raw) as Notice) : null;
  } catch {
    return null;
  }
}
