import { describe, expect, it } from 'vitest';
import { storefrontSnippet } from '../../domain/storefrontSnippet';

const input = {
  origin: 'https://app.example/',
  storefrontKey: 'abc123',
  vfrVersion: 'V4',
  language: 'ptBR',
  country: 'BR',
  currency: 'BRL',
  memorizeSizes: true,
  addToCartSelector: 'form.buy > button',
};

describe('storefront snippet', () => {
  it("loads the fitting-room script of this release without holding the page, with the key and the store's settings", () => {
    expect(storefrontSnippet(input)).toBe(
      [
        '<!-- Provador fitting room V4 -->',
        '<script async',
        '  src="https://app.example/fitting-room/4.0.0.js"',
        '  data-provador-key="abc123"',
        '  data-language="ptBR"',
        '  data-country="BR"',
        '  data-currency="BRL"',
        '  data-memorize-sizes="true"',
        '  data-add-to-cart="form.buy &gt; button"',
        '></script>',
      ].join('\n'),
    );
    expect(storefrontSnippet({ ...input, addToCartSelector: null })).not.toContain('data-add-to-cart');
  });

  it('runs no inline code', () => {
    const snippet = storefrontSnippet(input);
    expect(snippet.match(/<script[^>]*>/g)).toEqual([expect.stringContaining('src=')]);
    expect(snippet).toMatch(/<script async[^>]*>\s*<\/script>$/);
  });

  it('never lets a value end its attribute or the element', () => {
    const snippet = storefrontSnippet({ ...input, storefrontKey: '"></script><b x="', addToCartSelector: '"<&>' });
    expect(snippet.match(/<\/script>/g)).toHaveLength(1);
    expect(snippet).toContain('data-provador-key="&quot;&gt;&lt;/script&gt;&lt;b x=&quot;"');
    expect(snippet).toContain('data-add-to-cart="&quot;&lt;&amp;&gt;"');
  });
});
