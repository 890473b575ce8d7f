import { fetchUtils } from 'react-admin';
import { httpClient, type ApiOptions } from './httpClient';

/**
 * What every area's API module (`<area>Api.ts` beside its screens) builds its calls with: the HTTP client
 * (`httpClient.ts`), the answer typed as the contract says, and the query and body shapes the API reads.
 */

export type Query = Record<string, string | number | boolean | undefined>;

/** Calls the API and answers its JSON as `T` (a contract type, imported as a type only). */
export const getJson = async <T>(path: string, options?: ApiOptions): Promise<T> =>
  (await httpClient(path, options)).json as T;

/** Calls the API for its effect only. */
export const call = async (path: string, options?: ApiOptions): Promise<void> => {
  await httpClient(path, options);
};

/** A request of `method` with `body` as JSON; `session: false` for the calls made before signing in. */
export const send = (method: string, body?: unknown, session = true): ApiOptions => ({
  method,
  session,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** A path with its query; empty and undefined values are left out. */
export const withQuery = (path: string, query: Query) => {
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  const text = fetchUtils.queryParameters(defined);
  return text ? `${path}?${text}` : path;
};

/** A path with a query whose lists repeat their parameter (`status=A&status=B`), as the API reads them. */
export const withListQuery = (path: string, query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
    }
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** A POST of a multipart form carrying one file as `file`, as the uploads take it. */
export const sendFile = (file: File): ApiOptions => {
  const form = new FormData();
  form.append('file', file);
  return { method: 'POST', body: form };
};

/** `/single/{id}` of a base path, the id escaped. */
export const single = (base: string, id: string | number) => `${base}/single/${encodeURIComponent(id)}`;
