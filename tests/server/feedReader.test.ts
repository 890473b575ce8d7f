import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORTATION_RULES } from '../../contract/feeds.js';
import { readFeedInThread } from '../../server/feeds/feedReader.js';
import type { StagingBatch } from '../../server/feeds/feedReaderMessages.js';
import { rssFeed, streamOf } from './feedSamples.js';
import { stagedCopyRows } from './stagedCopyRows.js';
import { until } from './until.js';

const settings = { rules: DEFAULT_IMPORTATION_RULES, httpLinkBehavior: 'KEEP' as const, maxItems: 1_000_000 };
/** The stage the thread's rows are written for. */
const STAGE = 7;
const items = (count: number, first = 0) =>
  Array.from({ length: count }, (_, n) => ({
    id: `P${first + n}`,
    title: `Camiseta ${first + n}`,
    link: `https://s.example/p/${first + n}`,
    size: 'M',
  }));

/** Every batch and the totals of a feed read in the thread. */
async function readAll(stream: AsyncIterable<Uint8Array | string>, batchSize = 100) {
  const progress = { bytesRead: 0 };
  const batches: StagingBatch[] = [];
  const reading = readFeedInThread(stream, STAGE, settings, batchSize, progress);
  for (;;) {
    const next = await reading.next();
    if (next.done) return { batches, totals: next.value, progress };
    batches.push(next.value);
  }
}

const rowsOf = (batches: StagingBatch[]) => batches.flatMap((b) => stagedCopyRows(b.rows));

describe('reading a feed in its own thread', () => {
  it('stages every product of a feed given as one large chunk (an uploaded file), with its variants grouped', async () => {
    const feed = rssFeed([
      ...items(3000),
      { id: 'V1', title: 'Blusa', link: 'https://s.example/blusa', group: 'G', size: 'P' },
      { id: 'V2', title: 'Blusa', link: 'https://s.example/blusa', group: 'G', size: 'G' },
      { id: 'X', title: 'Sem link' },
    ]);
    const file = Buffer.from(feed);
    expect(file.length).toBeGreaterThan(4 * 64 * 1024);
    const { batches, totals, progress } = await readAll(Readable.from([file]));
    expect(totals).toEqual({ read: 3003, skipped: 0 });
    expect(progress.bytesRead).toBe(file.length);
    const rows = rowsOf(batches);
    expect(rows).toHaveLength(3001);
    expect(new Set(rows.map((r) => r.feed_product_id)).size).toBe(3001);
    expect(rows.find((r) => r.feed_product_id === 'G')).toMatchObject({ sizes: ['P', 'G'], name: 'Blusa' });
    expect(rows.every((r) => r.stage_id === STAGE)).toBe(true);
    expect(batches.flatMap((b) => b.errors)).toMatchObject([{ code: 'REQUIRED', feedProductId: 'X' }]);
    expect(batches.at(-1)!.read).toBe(3003);
  });

  it('answers the line of malformed XML, after the batches read before it', async () => {
    const feed = rssFeed(items(1500)).replace('</channel>', '<item><title>Broken</titl></item></channel>');
    const line = feed.slice(0, feed.indexOf('Broken')).split('\n').length;
    const batches: StagingBatch[] = [];
    const reading = (async () => {
      // Batches of 20 hold 800 products: batches are handed over before the error.
      for await (const batch of readFeedInThread(streamOf(feed, 4096), STAGE, settings, 20, { bytesRead: 0 })) {
        batches.push(batch);
      }
    })();
    await expect(reading).rejects.toMatchObject({ code: 'FEED_MALFORMED', line });
    expect(rowsOf(batches).length).toBeGreaterThan(0);
  });

  it('turns a stream failing part-way into a stream error naming the line it reached', async () => {
    const start = rssFeed(items(10)).replace('</channel>\n</rss>\n', '');
    async function* broken() {
      yield Buffer.from(start);
      throw new Error('socket hang up');
    }
    await expect(readAll(Readable.from(broken()))).rejects.toMatchObject({
      code: 'FEED_STREAM',
      line: start.split('\n').length,
    });
  });

  it('reads no further than the batches not yet taken, and ends the thread and the stream when left', async () => {
    const feed = rssFeed(items(20_000));
    const stream = streamOf(feed, 16 * 1024);
    const progress = { bytesRead: 0 };
    const reading = readFeedInThread(stream, STAGE, settings, 20, progress);
    const first = await reading.next();
    expect(first.done).toBe(false);
    // 800 products held and batches of 40 are about 200 KB of feed: with two batches waiting, the reading stops early.
    // Stopped means no byte read for 200 ms in a row, however long a busy machine takes to get there.
    let held = -1;
    let since = Date.now();
    await until(async () => {
      if (progress.bytesRead !== held) [held, since] = [progress.bytesRead, Date.now()];
      return Date.now() - since >= 200;
    }, 'the reading to stop');
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(feed.length / 10);
    await reading.return(undefined as never);
    expect(stream.destroyed).toBe(true);
  });

  // A feed that never ends staged 2.24M items before anything stopped it.
  it('stops a feed that never ends at the most items allowed, with its own error', async () => {
    let sent = 0;
    async function* endless() {
      yield Buffer.from(rssFeed([]).replace('</channel>\n</rss>\n', ''));
      for (;;) {
        sent += 100;
        yield Buffer.from(
          rssFeed(items(100, sent)).replace(/^[\s\S]*<title>Store<\/title>\n|<\/channel>\n<\/rss>\n$/g, ''),
        );
      }
    }
    const stream = Readable.from(endless());
    const reading = (async () => {
      for await (const _ of readFeedInThread(stream, STAGE, { ...settings, maxItems: 500 }, 100, { bytesRead: 0 }));
    })();
    await expect(reading).rejects.toMatchObject({ code: 'FEED_TOO_MANY_ITEMS', params: { max: 500 } });
    expect(sent).toBeLessThan(5000);
    expect(stream.destroyed).toBe(true);
  });

  // Gigabytes of blanks between two tags (a gzip bomb) filled the reading thread's memory before anything else.
  it('stops at a text or tag longer than the parser may hold, before it fills the thread', async () => {
    const start = rssFeed([]).replace('</channel>\n</rss>\n', '');
    const blanks = Buffer.alloc(64 * 1024, ' ');
    let sent = 0;
    async function* bomb() {
      yield Buffer.from(start);
      for (;;) {
        sent += blanks.length;
        yield blanks;
      }
    }
    await expect(readAll(Readable.from(bomb()))).rejects.toMatchObject({
      code: 'FEED_VALUE_TOO_LARGE',
      params: { max: 1 },
    });
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });

  it.each([
    ['an HTML page', '<html><body>Maintenance</body></html>', 'html'],
    ['another XML document', '<?xml version="1.0"?><catalog><item><g:id>1</g:id></item></catalog>', 'catalog'],
  ])('refuses %s: it is not an RSS or Atom feed', async (_, text, name) => {
    await expect(readAll(streamOf(text))).rejects.toMatchObject({ code: 'FEED_NOT_PRODUCT_FEED', params: { name } });
  });
});
