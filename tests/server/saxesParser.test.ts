import { EVENTS } from 'saxes';
import { describe, expect, it } from 'vitest';
import { positionedSaxesParser } from '../../server/feeds/saxesParser.js';

describe('the feed reader’s saxes parser', () => {
  // A handler stored in a property the parser lacked turns it, past a few, into a slow dictionary object.
  it('already has the property of every handler `on()` sets', () => {
    const parser = positionedSaxesParser();
    const before = Object.keys(parser).sort();
    for (const event of EVENTS) parser.on(event, () => undefined);
    expect(Object.keys(parser).sort()).toEqual(before);
  });

  it('gives names as written, leaving namespaces to the feed reader, and positions', () => {
    const parser = positionedSaxesParser();
    const seen: string[] = [];
    parser.on('opentag', (tag) => seen.push(`${tag.name} ${parser.line}`));
    parser.write('<rss xmlns:g="http://base.google.com/ns/1.0">\n<g:id>1</g:id><h:x/></rss>').close();
    expect(seen).toEqual(['rss 1', 'g:id 2', 'h:x 2']);
  });
});
