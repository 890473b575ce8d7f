import { HttpError } from 'react-admin';
import { API_BASE, toHttpError } from './httpClient';
import { getSessionId } from './session';

const fileNameOf = (headers: Headers) =>
  /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(headers.get('Content-Disposition') ?? '')?.[1];

/** Hands a file to the browser's download, as if the user had followed a link to it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file of the API and answers its name (the server's, else `fallbackName`). It is fetched
 * rather than linked because the session travels as a header, which a plain link cannot send (the
 * session id stays out of addresses and logs), and as a blob because an export can be large.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const headers = new Headers({ Accept: 'text/csv' });
  const sessionId = getSessionId();
  if (sessionId) headers.set('X-Session-Id', sessionId);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers });
  } catch (error) {
    throw toHttpError(error);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw toHttpError(new HttpError(body?.message ?? response.statusText, response.status, body));
  }
  const name = decodeURIComponent(fileNameOf(response.headers) ?? fallbackName);
  saveFile(await response.blob(), name);
  return name;
}
