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

export function getSessionId(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

/** Throws when the browser refuses the cookie (cookies disabled): without it no later call is signed in. */
export function setSessionId(id: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(id)}; path=/; SameSite=Strict${secure}`;
  if (getSessionId() !== id) throw new Error('app.auth.cookieFailed');
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
  localStorage.setItem(IDENTITY_KEY, JSON.stringify(identity));
}

export function clearSession(): void {
  document.cookie = `${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
  localStorage.removeItem(IDENTITY_KEY);
}

export interface Notice {
  message: string;
  type: 'error' | 'warning' | 'info';
}

/** A message for the login screen that must survive the redirect (or reload) that brings the user there. */
export function leaveNotice(notice: Notice): void {
  sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice));
}

export function takeNotice(): Notice | null {
  const raw = sessionStorage.getItem(NOTICE_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  try {
    return raw ? (JSON.parse(raw) as Notice) : null;
  } catch {
    return null;
  }
}
