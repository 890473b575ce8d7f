/** The token of a set-password link: `/set-password#token=<token>` (after `#`, so no server ever logs it). */
export function linkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]+$/.test(token) ? token : null;
}
