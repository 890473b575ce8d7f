/** Removes the session id from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]sessionId=)[^&#]*/gi, '$1[redacted]');
}
