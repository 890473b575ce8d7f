import type { StorefrontSettings } from '../contract/storefront';
import { STORE_KEY_ATTRIBUTE } from '../domain/storefrontSnippet';

/**
 * What the fitting room runs with: the store's settings as the storefront answers them when the page loads
 * (`GET /settings`). An older snippet's settings attributes are not read: the store's current settings win.
 */
export type FittingRoomConfig = StorefrontSettings;

/**
 * The storefront API of the snippet's store, `{origin of the script}/api/v1/storefront/{key}`; null when the
 * script element names no store key or has no address.
 */
export function storefrontApiOf(script: HTMLScriptElement | null): string | null {
  const key = script?.getAttribute(STORE_KEY_ATTRIBUTE);
  if (!script || !key || !script.src) return null;
  return `${new URL(script.src).origin}/api/v1/storefront/${encodeURIComponent(key)}`;
}
