import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FeedItem } from '../../server/feeds/feedItem.js';
import { FeedReadError, parseFeed } from '../../server/feeds/feedParser.js';
import { rssFeed, streamOf } from './feedSamples.js';

const readAll = async (text: string, chunk?: number) => {
  const items: FeedItem[] = [];
  for await (const item of parseFeed(streamOf(text, chunk))) items.push(item);
  return items;
};
const failureOf = async (text: string) => {
  try {
    await readAll(text);
  } catch (error) {
    return error as FeedReadError;
  }
  throw new Error('the feed was read');
};

describe('reading Google Merchant feeds', () => {
  it('reads RSS 2.0 items with every field, whatever the chunks', async () => {
    const feed = rssFeed([
      { id: 'A1', title: 'Blusa', link: 'https://s.example/a', group: 'G1', size: 'M', brand: 'Hering' },
      { id: 'A2', title: 'Calça', link: 'https://s.example/b', gender: 'Female', ageGroup: 'Adult' },
    ]);
    for (const chunk of [1, 7, 4096]) {
      const items = await readAll(feed, chunk);
      expect(items).toHaveLength(2);
      expect(items[0]).toMatchObject({ id: 'A1', title: 'Blusa', itemGroupId: 'G1', size: 'M', brand: 'Hering' });
      expect(items[1]).toMatchObject({ id: 'A2', title: 'Calça', gender: 'Female', ageGroup: 'Adult', size: null });
    }
  });

  it('reads Atom entries, their link href and CDATA values', async () => {
    const atom = `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Store</title><link href="https://s.example/"/>
  <entry>
    <g:id>E1</g:id><title><![CDATA[Vestido <Longo> & cia]]></title>
    <link rel="alternate" href="https://s.example/e1"/>
    <g:image_link><![CDATA[https://s.example/e1.jpg]]></g:image_link>
    <g:size> <![CDATA[ p ]]> </g:size>
    <g:product_type>Roupas &gt; Vestidos</g:product_type>
  </entry>
</feed>`;
    const [entry, ...rest] = await readAll(atom);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      id: 'E1',
      title: 'Vestido <Longo> & cia',
      link: 'https://s.example/e1',
      imageLink: 'https://s.example/e1.jpg',
      size: 'p',
      productType: 'Roupas > Vestidos',
    });
  });

  it('finds Google fields by namespace, not by prefix, and ignores nested and foreign elements', async () => {
    const feed = `<rss xmlns:merchant="http://base.google.com/ns/1.0" xmlns:g="http://other.example/ns"><channel>
<item><merchant:id>X1</merchant:id><g:id>wrong</g:id><title>T</title><link>https://s.example/x</link>
<merchant:shipping><merchant:size>nested</merchant:size></merchant:shipping><merchant:size>G</merchant:size></item>
</channel></rss>`;
    const [item] = await readAll(feed);
    expect(item).toMatchObject({ id: 'X1', size: 'G' });
  });

  it('follows namespaces declared on any element, for that element and inside it only', async () => {
    const feed = `<rss><channel>
<item xmlns:m="http://base.google.com/ns/1.0"><m:id>A1</m:id><title>T</title><link>https://s.example/a</link>
<m:size xmlns:m="http://other.example/ns">not google</m:size><m:size>M</m:size></item>
<item><id xmlns="http://base.google.com/ns/1.0">A2</id><title>U</title><link>https://s.example/b</link></item>
</channel></rss>`;
    const items = await readAll(feed, 5);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ id: 'A1', title: 'T', size: 'M' });
    expect(items[1]).toMatchObject({ id: 'A2', title: 'U', link: 'https://s.example/b' });
  });

  it('stops at an element whose prefix is not declared there, with its line', async () => {
    const outOfScope = `<rss><channel>
<item xmlns:g="http://base.google.com/ns/1.0"><g:id>A1</g:id></item>
<item><g:id>A2</g:id></item>
</channel></rss>`;
    expect(await failureOf(outOfScope)).toMatchObject({ code: 'FEED_MALFORMED', line: 3 });
    const nested = '<rss><channel><item><title>T</title><x:extra><y:deeper/></x:extra></item></channel></rss>';
    expect(await failureOf(nested)).toMatchObject({ code: 'FEED_MALFORMED', line: 1 });
    const root = '<x:rss xmlns:y="http://y.example"><channel/></x:rss>';
    expect((await failureOf(root)).code).toMatch(/^FEED_(MALFORMED|NOT_PRODUCT_FEED)$/);
  });

  it('refuses a DOCTYPE before expanding anything, naming its line', async () => {
    const feed = `<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY boom "${'x'.repeat(10)}">]>\n<rss><channel><item><title>&boom;</title></item></channel></rss>`;
    const error = await failureOf(feed);
    expect(error).toBeInstanceOf(FeedReadError);
    expect(error.code).toBe('FEED_DOCTYPE');
    expect(error.line).toBe(2);
  });

  it('refuses a DOCTYPE as soon as it starts, without reading its declarations', async () => {
    async function* endless() {
      yield Buffer.from('<?xml version="1.0"?>\n\n<!DOC');
      yield Buffer.from('TYPE rss [\n');
      for (;;) yield Buffer.from('<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">\n');
    }
    const reading = (async () => {
      for await (const item of parseFeed(Readable.from(endless()))) void item;
    })();
    await expect(reading).rejects.toMatchObject({ code: 'FEED_DOCTYPE', line: 3 });
  });

  it('stops at malformed XML with the line it is on', async () => {
    const lines = rssFeed([{ id: 'A', title: 'ok', link: 'https://s.example/a' }]).split('\n');
    lines.splice(5, 0, '<item><title>broken</item>');
    const error = await failureOf(lines.join('\n'));
    expect(error.code).toBe('FEED_MALFORMED');
    expect(error.line).toBe(6);
  });

  it('turns a stream failing part-way into a stream error', async () => {
    async function* broken() {
      yield Buffer.from('<rss><channel>\n<item><g:id xmlns:g="http://base.google.com/ns/1.0">1</g:id></item>\n');
      throw new Error('socket hang up');
    }
    const items: FeedItem[] = [];
    const reading = (async () => {
      for await (const item of parseFeed(Readable.from(broken()))) items.push(item);
    })();
    await expect(reading).rejects.toMatchObject({ code: 'FEED_STREAM' });
    expect(items).toHaveLength(1);
  });

  it('reads only as fast as items are taken and counts the bytes', async () => {
    const many = rssFeed(
      Array.from({ length: 2000 }, (_, i) => ({ id: `P${i}`, title: `Item ${i}`, link: `https://s.example/${i}` })),
    );
    const stream = streamOf(many, 1024);
    const progress = { bytesRead: 0 };
    const reader = parseFeed(stream, progress)[Symbol.asyncIterator]();
    await reader.next();
    expect(progress.bytesRead).toBeLessThan(many.length / 4);
    let n = 1;
    while (!(await reader.next()).done) n += 1;
    expect(n).toBe(2000);
    expect(progress.bytesRead).toBe(Buffer.byteLength(many));
  });
});
