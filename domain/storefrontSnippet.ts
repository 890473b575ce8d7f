/** What the implantation tab builds the snippet from. */
export interface SnippetInput {
  /** Where the API is served, e.g. `https://app.provador.example` (no trailing slash). */
  origin: string;
  storefrontKey: string;
  vfrVersion: string;
  gtmCode: string | null;
}

// JSON inside <script>: `<` escaped so no value can close the element.
const scriptValue = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The snippet a store pastes into its pages: the configuration the fitting-room script of its version
 * reads (the version, the storefront key and the storefront API's address, and the GTM container when
 * the store has one). Rotating the key changes the snippet: the old one stops working at once.
 */
export function storefrontSnippet({ origin, storefrontKey, vfrVersion, gtmCode }: SnippetInput): string {
  const api = `${origin.replace(/\/+$/, '')}/api/v1/storefront/${storefrontKey}`;
  const fields = [
    `version: ${scriptValue(vfrVersion)}`,
    `storeKey: ${scriptValue(storefrontKey)}`,
    `api: ${scriptValue(api)}`,
    ...(gtmCode ? [`gtm: ${scriptValue(gtmCode)}`] : []),
  ];
  return [
    `<!-- Provador fitting room ${vfrVersion} -->`,
    '<script>',
    '  window.provador = {',
    ...fields.map((field, i) => `    ${field}${i < fields.length - 1 ? ',' : ''}`),
    '  };',
    '</script>',
  ].join('\n');
}
