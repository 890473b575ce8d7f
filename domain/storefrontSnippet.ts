/**
 * The fitting-room script's release: its address is `/fitting-room/{FITTING_ROOM_VERSION}.js`, cached by
 * browsers for a year, so any change to the script ships under a new number (docs/decisions/0117).
 */
export const FITTING_ROOM_VERSION = '4.0.0';

/** Where the app serves the fitting-room script of this release. */
export const fittingRoomPath = (version: string = FITTING_ROOM_VERSION) => `/fitting-room/${version}.js`;

/** The attributes of the snippet's script element the fitting room reads (one per store setting it needs). */
export const SNIPPET_ATTRIBUTES = {
  storeKey: 'data-provador-key',
  language: 'data-language',
  country: 'data-country',
  currency: 'data-currency',
  memorizeSizes: 'data-memorize-sizes',
  addToCartSelector: 'data-add-to-cart',
} as const;

/** The attribute of the element a store places where the fitting-room button goes. */
export const BUTTON_PLACE_ATTRIBUTE = 'data-provador-button';

/** What the implantation tab builds the snippet from. */
export interface SnippetInput {
  /** Where the app is served, e.g. `https://app.provador.example` (no trailing slash needed). */
  origin: string;
  storefrontKey: string;
  vfrVersion: string;
  language: string;
  country: string;
  currency: string;
  memorizeSizes: boolean;
  addToCartSelector: string | null;
}

// An attribute value in double quotes: nothing in it can end the value or the element.
const attributeValue = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The snippet a store pastes into its pages: the fitting-room script, loaded without holding the page
 * (`async`), with the store's key and the settings it needs as attributes: no inline script, so it works
 * under a Content-Security-Policy that allows the app's origin. Rotating the key or changing one of
 * these settings changes the snippet.
 */
export function storefrontSnippet(input: SnippetInput): string {
  const src = `${input.origin.replace(/\/+$/, '')}${fittingRoomPath()}`;
  const attributes: [string, string][] = [
    ['src', src],
    [SNIPPET_ATTRIBUTES.storeKey, input.storefrontKey],
    [SNIPPET_ATTRIBUTES.language, input.language],
    [SNIPPET_ATTRIBUTES.country, input.country],
    [SNIPPET_ATTRIBUTES.currency, input.currency],
    [SNIPPET_ATTRIBUTES.memorizeSizes, String(input.memorizeSizes)],
    ...(input.addToCartSelector
      ? [[SNIPPET_ATTRIBUTES.addToCartSelector, input.addToCartSelector] as [string, string]]
      : []),
  ];
  return [
    `<!-- Provador fitting room ${attributeValue(input.vfrVersion)} -->`,
    '<script async',
    ...attributes.map(([name, value]) => `  ${name}="${attributeValue(value)}"`),
    '></script>',
  ].join('\n');
}
