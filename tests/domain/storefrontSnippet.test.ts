import { describe, expect, it } from 'vitest';
import { storefrontSnippet } from '../../domain/storefrontSnippet';

describe('storefront snippet', () => {
  it('carries the version, the key and the storefront address, and the GTM container when there is one', () => {
    const input = { origin: 'https://app.example/', storefrontKey: 'abc123', vfrVersion: 'V3', gtmCode: 'GTM-AB12' };
    expect(storefrontSnippet(input)).toBe(
      [
        '<!-- Provador fitting room V3 -->',
        '<script>',
        '  window.provador = {',
        '    version: "V3",',
        '    storeKey: "abc123",',
        '    api: "https://app.example/api/v1/storefront/abc123",',
        '    gtm: "GTM-AB12"',
        '  };',
        '</script>',
      ].join('\n'),
    );
    expect(storefrontSnippet({ ...input, gtmCode: null })).not.toContain('gtm');
  });

  it('never lets a value close the script element', () => {
    const snippet = storefrontSnippet({
      origin: 'https://x',
      storefrontKey: '</script><b>',
      vfrVersion: 'V4',
      gtmCode: null,
    });
    expect(snippet.match(/<\/script>/g)).toHaveLength(1);
  });
});
