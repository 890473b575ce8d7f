import { fetchUtils, HttpError } from 'react-admin';
import { API_BASE, httpClient, toHttpError } from '../../providers/httpClient';
import { getSessionId } from '../../providers/session';
import type { CsvImportSummary, CsvRow } from '../../components/CsvImportDialog';
import type { ChartChoice, ImportRun, ProductCounts } from './productTypes';

type Query = Record<string, string | number | boolean | undefined>;

const withQuery = (path: string, query: Query) => {
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  const text = fetchUtils.queryParameters(defined);
  return text ? `${path}?${text}` : path;
};

/** Calls that are not one of react-admin's record operations: counts, exports, imports, bulk deletes. */
export async function fetchCounts(query: Query, signal?: AbortSignal): Promise<ProductCounts> {
  const { json } = await httpClient(withQuery('/products/count', query), { signal });
  return json as ProductCounts;
}

export async function fetchCharts(signal?: AbortSignal): Promise<ChartChoice[]> {
  const { json } = await httpClient('/modelings/simplified/all', { signal });
  return (json ?? []) as ChartChoice[];
}

export async function fetchLatestImport(signal?: AbortSignal): Promise<ImportRun | null> {
  const { json } = await httpClient('/importations/latest', { signal });
  return (json ?? null) as ImportRun | null;
}

/** DELETE /products or /products/pending, with the delete word the user typed; answers how many went. */
export async function deleteProducts(which: 'all' | 'pending', confirmation: string): Promise<number> {
  const path = which === 'all' ? '/products' : '/products/pending';
  const { json } = await httpClient(path, { method: 'DELETE', body: JSON.stringify({ confirmation }) });
  return Number(json?.deleted ?? 0);
}

export async function importProducts(rows: CsvRow[]): Promise<CsvImportSummary> {
  const { json } = await httpClient('/products/import', { method: 'POST', body: JSON.stringify({ rows }) });
  return json as CsvImportSummary;
}

export async function emailExport(query: Query): Promise<string> {
  const { json } = await httpClient(withQuery('/products/export/email', query), { method: 'POST' });
  return String(json?.email ?? '');
}

const fileNameOf = (headers: Headers) =>
  /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(headers.get('Content-Disposition') ?? '')?.[1] ?? 'products.csv';

/**
 * Downloads the CSV export. The file can be large, so it is fetched as a blob rather than through the JSON
 * client; the session travels as a header, as on every call, to keep it out of the address and the logs.
 */
export async function downloadExport(query: Query): Promise<string> {
  const headers = new Headers({ Accept: 'text/csv' });
  const sessionId = getSessionId();
  if (sessionId) headers.set('X-Session-Id', sessionId);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${withQuery('/products/export', query)}`, { headers });
  } catch (error) {
    throw toHttpError(error);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw toHttpError(new HttpError(body?.message ?? response.statusText, response.status, body));
  }
  const name = decodeURIComponent(fileNameOf(response.headers));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
