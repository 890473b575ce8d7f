/**
 * Full page loads, for the moments where every cached query and piece of state must start afresh
 * (another store, signing out, after a crash). Kept in one module so tests can replace it.
 */
export function reloadPage(path?: string): void {
  if (path === undefined) window.location.reload();
  else window.location.assign(path);
}
