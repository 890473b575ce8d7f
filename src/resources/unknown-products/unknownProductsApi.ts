import { format } from 'date-fns';
import { httpClient } from '../../providers/httpClient';

/** A row of GET /products/unknown: a product address the store's pages asked about on one day. */
export interface UnknownProduct {
  id: number;
  permalink: string;
  name: string | null;
  hits: number;
  day: string;
  lastSeenAt: string;
}

/** The API's day format (YYYY-MM-DD), for the browser's current day. */
export const today = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');

export const exportPath = (date: string) => `/products/unknown/export?date=${encodeURIComponent(date)}`;

/** Adds the product to the catalogue (plugin inactive); the API forgets it as unknown on every day. */
export async function moveToProducts(permalink: string): Promise<void> {
  await httpClient(`/products/mock?permalink=${encodeURIComponent(permalink)}`, { method: 'POST' });
}

/** Hands a file to the browser's download, as if the user had followed a link to it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Downloads the day's CSV. It is fetched rather than linked because the session travels as a header,
 * which a plain link cannot send (and the session id must stay out of URLs).
 */
export async function downloadExport(date: string): Promise<void> {
  const { body } = await httpClient(exportPath(date), { headers: new Headers({ Accept: 'text/csv' }) });
  saveFile(new Blob([body], { type: 'text/csv;charset=utf-8' }), `unknown-products-${date}.csv`);
}
