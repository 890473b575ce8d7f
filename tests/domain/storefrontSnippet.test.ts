import { describe, expect, it } from 'vitest';
import { storefrontSnippet } from '../../domain/storefrontSnippet';

const input = { origin: 'https://app.example/', storefrontKey: 'abc123', vfrVersion: 'V4' };

describe('storefront snippet', () => {
  it('loads the fitting-room script of this release without holding the page, with the store key alone', () => {
    expect(storefrontSnippet(input)).toBe(
      [
        '<!-- Provador fitting room V4 -->',
        '<script async src="https://app.example/fitting-room/4.1.0.js" data-provador-key="abc123"></script>',
      ].join('\n'),
    );
  });

  it('runs no inline code', () => {
    const snippet = storefrontSnippet(input);
    expect(snippet.match(/<script[^>]*>/g)).toEqual([expect.stringContaining('src=')]);
    expect(snippet).toMatch(/<script async[^>]*><\/script>$/);
  });

  it('never lets a value end its attribute, the element or the comment', () => {
    const snippet = storefrontSnippet({ ...input, storefrontKey: '"></script><b x="', vfrVersion: '--><b>' });
    expect(snippet.match(/<\/script>/g)).toHaveLength(1);
    expect(snippet).toContain('data-provador-key="&quot;&gt;&lt;/script&gt;&lt;b x=&quot;"');
    expect(snippet.split('\n')[0]).toBe('<!-- Provador fitting room --&gt;&lt;b&gt; -->');
  });
});
