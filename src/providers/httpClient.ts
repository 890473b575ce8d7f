import { fetchUtils, HttpError } from 'react-admin';
import { isErrorCode } from '../../domain/errorCodes';
import type { ErrorBody } from '../../contract/errors';
import { NOTICES } from './notices';
import { getSessionId } from './session';

export const API_BASE = '/api/v1';

export interface ApiOptions extends fetchUtils.Options {
  /** Send the session header (default true); sign-in with Basic credentials must not mix in an old session. */
  session?: boolean;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/**
 * Calls the v1 API. The session id travels as a header, never in the URL, so it stays out of logs.
 * Errors become HttpError whose message is a translation key react-admin can notify as is.
 */
export async function httpClient(path: string, options: ApiOptions = {}): Promise<ApiResponse> {
  const { session = true, ...init } = options;
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const sessionId = session ? getSessionId() : null;
  if (sessionId) headers.set('X-Session-Id', sessionId);
  // The interface language (set on the page by src/i18n), for the names the server writes (a copy's).
  if (document.documentElement.lang) headers.set('Accept-Language', document.documentElement.lang);
  try {
    return await fetchUtils.fetchJson(`${API_BASE}${path}`, { ...init, headers });
  } catch (error) {
    throw toHttpError(error);
  }
}

export function toHttpError(error: unknown): unknown {
  if (error instanceof HttpError) {
    const body = error.body as Partial<ErrorBody> | null;
    if (isErrorCode(body?.code)) return new HttpError(`app.errors.${body.code}`, error.status, body);
    if (body?.message) return error;
    return new HttpError(NOTICES.error, error.status, body);
  }
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return new HttpError('ra.notification.http_error', 0, null);
  return error;
}

/** The `code` of an API error, if the error came from the API. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof HttpError ? (error.body as Partial<ErrorBody> | null)?.code : undefined;

export const errorStatus = (error: unknown): number | undefined =>
  error instanceof HttpError ? (error.status as number) : undefined;

/** `Basic base64(email:password)`, encoding the text as UTF-8 first (btoa alone rejects non-Latin-1). */
export function basicHeader(email: string, password: string): string {
  const bytes = new TextEncoder().encode(`${email}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}
