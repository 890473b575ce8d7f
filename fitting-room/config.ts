import { SNIPPET_ATTRIBUTES } from '../domain/storefrontSnippet';

/** What the snippet's script element tells the fitting room (see domain/storefrontSnippet.ts). */
export interface FittingRoomConfig {
  /** The storefront API of the store: `{origin of the script}/api/v1/storefront/{key}`. */
  api: string;
  language: string;
  country: string;
  currency: string;
  memorizeSizes: boolean;
  addToCartSelector: string | null;
}

/** The configuration the script element carries; null when it names no store key or has no address. */
export function readConfig(script: HTMLScriptElement | null): FittingRoomConfig | null {
  const key = script?.getAttribute(SNIPPET_ATTRIBUTES.storeKey);
  if (!script || !key || !script.src) return null;
  const attribute = (name: string) => script.getAttribute(name)?.trim() || '';
  return {
    api: `${new URL(script.src).origin}/api/v1/storefront/${encodeURIComponent(key)}`,
    language: attribute(SNIPPET_ATTRIBUTES.language),
    country: attribute(SNIPPET_ATTRIBUTES.country),
    currency: attribute(SNIPPET_ATTRIBUTES.currency),
    memorizeSizes: attribute(SNIPPET_ATTRIBUTES.memorizeSizes) === 'true',
    addToCartSelector: attribute(SNIPPET_ATTRIBUTES.addToCartSelector) || null,
  };
}
