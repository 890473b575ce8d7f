/**
 * The fitting-room script's release: its address is `/fitting-room/{FITTING_ROOM_VERSION}.js`, cached by
 * browsers for a year, so any change to the script ships under a new number (docs/decisions/0117).
 */
export const FITTING_ROOM_VERSION = '4.1.0';

/**
 * Releases whose snippets stores may still have pasted: their address leads to the current release (a
 * redirect cached briefly), so an old snippet gets the current script (docs/decisions/0129).
 */
export const EARLIER_FITTING_ROOM_VERSIONS: readonly string[] = ['4.0.0'];

/** Where the app serves the fitting-room script of this release. */
export const fittingRoomPath = (version: string = FITTING_ROOM_VERSION) => `/fitting-room/${version}.js`;

/** The attribute of the snippet's script element that names the store (its storefront key). */
export const STORE_KEY_ATTRIBUTE = 'data-provador-key';

/** The attribute of the element a store places where the fitting-room button goes. */
export const BUTTON_PLACE_ATTRIBUTE = 'data-provador-button';

/**
 * How long a shopper's browser may use the store's script settings without asking again (the storefront's
 * `GET /settings`); it then asks with the entity tag and gets 304 while nothing changed.
 */
export const SCRIPT_SETTINGS_MAX_AGE_SECONDS = 60;

/** What the implantation tab builds the snippet from. */
export interface SnippetInput {
  /** Where the app is served, e.g. `https://app.provador.example` (no trailing slash needed). */
  origin: string;
  storefrontKey: string;
  vfrVersion: string;
}

// An attribute value in double quotes: nothing in it can end the value or the element.
const attributeValue = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The snippet a store pastes into its pages: the fitting-room script, loaded without holding the page
 * (`async`), with the store's key: no inline script, so it works under a Content-Security-Policy that allows
 * the app's origin. The script reads the store's settings from the storefront when a page loads, so only
 * rotating the key changes the snippet.
 */
export function storefrontSnippet(input: SnippetInput): string {
  const src = `${input.origin.replace(/\/+$/, '')}${fittingRoomPath()}`;
  return [
    `<!-- Provador fitting room ${attributeValue(input.vfrVersion)} -->`,
    `<script async src="${attributeValue(src)}" ${STORE_KEY_ATTRIBUTE}="${attributeValue(input.storefrontKey)}"></script>`,
  ].join('\n');
}
