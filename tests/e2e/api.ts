import { randomUUID } from 'node:crypto';
import { baseUrl } from './server.js';

/** Password of the demo accounts the server seeds on its first start. */
export const DEMO_PASSWORD = 'provador123';
export const DEMO = {
  admin: 'admin@provador.test',
  moderator: 'moderator@provador.test',
  store: 'store@provador.test',
} as const;
/** Demo stores by name order: the store user belongs to the first one, staff start in it. */
export const FIRST_STORE = 'Ateliê Carioca';
export const SECOND_STORE = 'Maré Moda Praia';

export const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** Calls the API of the server under test; a status other than the expected one fails with the answer's body. */
export async function api<T = unknown>(
  path: string,
  {
    sessionId,
    method = 'GET',
    body,
    authorization,
    expect = 200,
  }: { sessionId?: string; method?: string; body?: unknown; authorization?: string; expect?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (sessionId) headers['X-Session-Id'] = sessionId;
  if (authorization) headers.Authorization = authorization;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expect) throw new Error(`${method} ${path}: ${response.status} (expected ${expect}) ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Accepts the terms for the account (again, if it already had) and opens an API session. */
export async function apiSignIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const authorization = basic(email, password);
  await api('/users/terms', {
    method: 'PATCH',
    authorization,
    body: { acceptedPrivacyPolicy: true, acceptedUseTerms: true },
    expect: 204,
  });
  const me = await api<{ sessionId: string }>('/me', { authorization });
  return me.sessionId;
}

export async function storeIdByName(sessionId: string, name: string): Promise<number> {
  const { data } = await api<{ data: { id: number; name: string }[] }>('/me/tenants', { sessionId });
  const store = data.find((s) => s.name === name);
  if (!store) throw new Error(`No store named ${name}`);
  return store.id;
}

/**
 * A store user of the first demo store (or of the stores named) who has not accepted the terms yet,
 * unique to the caller, so tests about the first sign-in do not depend on which file ran first.
 */
export async function createNewStoreUser(label: string, stores: readonly string[] = [FIRST_STORE]): Promise<string> {
  const admin = await apiSignIn(DEMO.admin);
  const tenantIds = await Promise.all(stores.map((name) => storeIdByName(admin, name)));
  const email = `${label}-${randomUUID().slice(0, 8)}@provador.test`;
  await api('/users', {
    method: 'POST',
    sessionId: admin,
    body: { email, password: DEMO_PASSWORD, role: 'store', tenantIds },
    expect: 201,
  });
  return email;
}
