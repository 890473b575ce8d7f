import type { Hash } from 'node:crypto';
import type { SaxesTagPlain } from 'saxes';
import { DetailCodes, type DetailCode, type DetailParams } from '../../domain/errorCodes.js';
import { emptyFeedItem, type FeedField, type FeedItem } from './feedItem.js';
import { FeedNamespaces } from './feedNames.js';
import { positionedSaxesParser } from './saxesParser.js';

/** Why a feed could not be read to its end: a detail code, the line it stopped at, the parser's words, its text's params. */
export class FeedReadError extends Error {
  constructor(
    readonly code: DetailCode,
    readonly line: number | null,
    message: string,
    readonly params: DetailParams = {},
  ) {
    super(message);
    this.name = 'FeedReadError';
  }
}

/** Bytes read from the stream so far, for progress. */
export interface FeedReadProgress {
  bytesRead: number;
  /** When given, every byte read goes through it too (an import records the feed's hash). */
  hash?: Hash;
}

/**
 * The most characters the parser may hold between two of its events (a text, a tag, a comment): a text or a
 * tag longer than that is no product feed's, and a run of them (gigabytes of blanks, a gzip bomb) would fill
 * the reading thread's memory before the feed's size limit is met.
 */
export const MAX_HELD_CHARS = 1024 * 1024;

/** An Atom link's address is its href; only the page's own link (no rel, or rel="alternate") counts. */
function atomHref(tag: SaxesTagPlain): string | undefined {
  const rel = tag.attributes.rel;
  if (rel && rel !== 'alternate') return undefined;
  return tag.attributes.href;
}

/**
 * The value as a string of its own. The parser cuts values out of the chunk of the file it is reading, and
 * the engine may keep such a cut as a view into that whole chunk (64 KB): a value kept for long (an error
 * listed in the run, a product held while its variants are met) would keep its chunk in memory with it.
 * Prefixing and cutting again makes the engine copy the characters into a new string first.
 */
const detached = (value: string) => (value.length < 13 ? value : ` ${value}`.slice(1));

/**
 * Reads the items of a Google Merchant feed (RSS 2.0 or Atom) from a byte stream, one at a time: the
 * stream is read only as fast as the items are consumed, and only the current item is held. A DOCTYPE
 * (and so any entity declaration) is refused as soon as the parser meets it, before anything is
 * expanded; malformed XML stops the reading with an error naming its line.
 */
export async function* parseFeed(
  stream: AsyncIterable<Uint8Array | string>,
  progress: FeedReadProgress = { bytesRead: 0 },
) {
  const parser = positionedSaxesParser();
  const ready: FeedItem[] = [];
  let failure: FeedReadError | undefined;
  let item: FeedItem | undefined;
  let itemDepth = -1;
  let depth = 0;
  let field: FeedField | undefined;
  let text = '';
  let sawRoot = false;

  const fail = (code: DetailCode, message: string, params: DetailParams = {}) => {
    failure ??= new FeedReadError(code, parser.line, message, params);
  };
  /** Where in the text the parser's last event ended, and how much text it was given (characters). */
  let lastEventAt = 0;
  let written = 0;
  const event = () => {
    lastEventAt = parser.position;
  };
  parser.on('comment', event);
  parser.on('processinginstruction', event);
  parser.on('xmldecl', event);

  parser.on('doctype', () =>
    fail(DetailCodes.FEED_DOCTYPE, `Line ${parser.line}: the feed declares a DOCTYPE, which is refused.`),
  );
  parser.on('error', (error) => fail(DetailCodes.FEED_MALFORMED, error.message));
  const names = new FeedNamespaces();
  /** An element whose prefix is not declared where it stands: the XML is malformed, as a namespace-aware parser says. */
  const undeclared = (name: string) =>
    fail(DetailCodes.FEED_MALFORMED, `${parser.line}:${parser.column}: unbound namespace prefix: <${name}>.`);
  parser.on('attribute', (attribute) => names.attribute(attribute.name, attribute.value));
  parser.on('opentag', (tag) => {
    event();
    depth += 1;
    names.open(depth);
    if (!sawRoot && !names.isFeedRoot(tag.name)) {
      fail(DetailCodes.FEED_NOT_PRODUCT_FEED, `The file is not an RSS or Atom feed: it starts with <${tag.name}>.`, {
        name: tag.name.slice(0, 40),
      });
    }
    sawRoot = true;
    if (!item) {
      if (names.isItem(tag.name)) {
        item = emptyFeedItem();
        itemDepth = depth;
      } else if (!names.isDeclared(tag.name)) undeclared(tag.name);
      return;
    }
    if (depth !== itemDepth + 1) {
      if (!names.isDeclared(tag.name)) undeclared(tag.name);
      return;
    }
    // A field's name is declared: it was made from the declarations.
    field = names.field(tag.name);
    if (field === undefined && !names.isDeclared(tag.name)) undeclared(tag.name);
    text = '';
    if (item.link === null && names.isAtomLink(tag.name)) item.link = atomHref(tag)?.trim() || null;
  });
  const addText = (chunk: string) => {
    event();
    if (field) text += chunk;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    event();
    if (item && depth === itemDepth + 1 && field) {
      const value = detached(text.trim());
      // The first value of a field wins (an RSS <link> and a g:link, say); empty ones count as absent.
      if (value && item[field] === null) item[field] = value;
      field = undefined;
    } else if (item && depth === itemDepth) {
      ready.push(item);
      item = undefined;
    }
    names.close(depth);
    depth -= 1;
  });

  // Before the root element, the raw text is searched too, so a DOCTYPE is refused as soon as it starts
  // rather than once the parser has read all of it (its internal subset could be very long).
  let tail = '';
  const refuseDoctype = (text: string) => {
    const seen = tail + text;
    const at = seen.search(/<!DOCTYPE/i);
    tail = seen.slice(-8);
    if (at < 0) return;
    // The parser has counted the lines of the text before this chunk; count those of the chunk before the match.
    const line =
      parser.line +
      (seen
        .slice(0, at)
        .slice(seen.length - text.length)
        .match(/\n/g)?.length ?? 0);
    failure ??= new FeedReadError(
      DetailCodes.FEED_DOCTYPE,
      line,
      `Line ${line}: the feed declares a DOCTYPE, which is refused.`,
    );
    throw failure;
  };
  const decoder = new TextDecoder('utf-8');
  const check = () => {
    // Counted from what was written: once a write returns, saxes's `position` counts that chunk twice.
    if (!failure && written - lastEventAt > MAX_HELD_CHARS) {
      const max = MAX_HELD_CHARS / 1024 / 1024;
      fail(DetailCodes.FEED_VALUE_TOO_LARGE, `Line ${parser.line}: a text or tag is longer than ${max} MB.`, {
        line: parser.line,
        max,
      });
    }
    if (failure) throw failure;
  };
  try {
    for await (const chunk of stream) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
      progress.bytesRead += bytes.length;
      const text = decoder.decode(bytes, { stream: true });
      if (!sawRoot) refuseDoctype(text);
      written += text.length;
      parser.write(text);
      check();
      while (ready.length > 0) yield ready.shift()!;
      check();
    }
  } catch (error) {
    if (error instanceof FeedReadError) throw error;
    throw new FeedReadError(
      DetailCodes.FEED_STREAM,
      parser.line,
      `Reading the feed stopped at line ${parser.line}: ${(error as Error).message}`,
    );
  }
  parser.write(decoder.decode());
  parser.close();
  check();
  while (ready.length > 0) yield ready.shift()!;
  if (!sawRoot) throw new FeedReadError(DetailCodes.FEED_MALFORMED, parser.line, 'The feed holds no XML element.');
}
