import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FeedFetchError, openFeed, type FeedFetchOptions, type HostLookup } from '../../server/feeds/feedFetch.js';
import { isPublicAddress } from '../../server/feeds/publicAddress.js';

// Every server here is local: the feed reader is pointed at them through listed addresses or an
// injected resolver, never at the internet.

const FEED = `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${'<item><g:id>1</g:id></item>'.repeat(50)}</channel></rss>`;
const BOMB = gzipSync(Buffer.alloc(50 * 1024 * 1024));
const EMPTY_MEMBERS = Buffer.concat(Array.from({ length: 1000 }, () => gzipSync(Buffer.alloc(0))));

/** Paths the feed server was asked for, and a promise per request that settles when its connection closes. */
const asked: string[] = [];
const closed: Promise<unknown>[] = [];

function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url!, 'http://x');
  const [, route, arg] = url.pathname.split('/');
  const xml = { 'content-type': 'application/xml' };
  switch (route) {
    case 'feed.xml':
      return res.writeHead(200, { ...xml, 'content-length': Buffer.byteLength(FEED) }).end(FEED);
    case 'host':
      return res.writeHead(200).end(req.headers.host);
    case 'gzip':
      return res.writeHead(200, { ...xml, 'content-encoding': 'gzip' }).end(gzipSync(FEED));
    case 'deflate':
      return res.writeHead(200, { ...xml, 'content-encoding': 'deflate' }).end(deflateSync(FEED));
    case 'brotli':
      return res.writeHead(200, { ...xml, 'content-encoding': 'br' }).end(FEED);
    case 'corrupt':
      return res.writeHead(200, { ...xml, 'content-encoding': 'gzip' }).end(Buffer.from('not gzip at all'));
    case 'big':
      res.writeHead(200, xml);
      for (let i = 0; i < 20; i++) res.write(Buffer.alloc(10 * 1024, 'x'));
      return res.end();
    case 'empty-members':
      return res.writeHead(200, { ...xml, 'content-encoding': 'gzip' }).end(EMPTY_MEMBERS);
    case 'bomb':
      return res.writeHead(200, { ...xml, 'content-encoding': 'gzip' }).end(BOMB);
    case 'announced':
      res.writeHead(200, { ...xml, 'content-length': String(10 * 1024 ** 3) });
      return res.flushHeaders();
    case 'silent':
      return;
    case 'trickle': {
      res.writeHead(200, xml);
      const drip = setInterval(() => res.write('<'), 30);
      return res.on('close', () => clearInterval(drip));
    }
    case 'cut':
      res.writeHead(200, { ...xml, 'content-length': '1000' });
      // The connection ends once the first bytes are on their way, well short of the length announced.
      return res.write('<rss>', () => req.socket.destroy());
    case 'status':
      return res.writeHead(Number(arg)).end('no feed here');
    case 'redirect': {
      const left = Number(arg);
      if (left === 0) return res.writeHead(200, xml).end(FEED);
      return res.writeHead(302, { location: `/redirect/${left - 1}` }).end();
    }
    case 'to':
      return res.writeHead(301, { location: url.searchParams.get('url')! }).end();
    default:
      return res.writeHead(404).end();
  }
}

const feedServer = createServer((req, res) => {
  asked.push(req.url!);
  // Closed however it ends: a client that gives up mid-answer resets the connection, an error here.
  closed.push(new Promise((resolve) => req.socket.once('close', resolve)));
  answer(req, res);
});
// Accepts connections and never says a word: a TLS handshake with it never ends.
const mute: Socket[] = [];
const muteServer: Server = createTcpServer((socket) => mute.push(socket));

const listen = async (server: Server) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};
const port = await listen(feedServer);
const mutePort = await listen(muteServer);
afterAll(async () => {
  feedServer.closeAllConnections();
  mute.forEach((socket) => socket.destroy());
  await Promise.all([feedServer, muteServer].map((server) => new Promise((resolve) => server.close(resolve))));
});

const local = `http://127.0.0.1:${port}`;
const named = `http://feed.test:${port}`;

const options = (more: Partial<FeedFetchOptions> = {}): FeedFetchOptions => ({
  maxBytes: 1024 * 1024,
  connectTimeoutMs: 2000,
  timeoutMs: 5000,
  idleTimeoutMs: 5000,
  allowedNetworks: [],
  ...more,
});
const listed = (more: Partial<FeedFetchOptions> = {}) => options({ allowedNetworks: ['127.0.0.1'], ...more });

/** A resolver answering from a table, counting its calls; unknown names are not found. */
function resolver(table: Record<string, string[] | (() => string[])>) {
  const calls: string[] = [];
  const lookup: HostLookup = async (hostname) => {
    calls.push(hostname);
    const entry = table[hostname];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return typeof entry === 'function' ? entry() : entry;
  };
  return { lookup, calls };
}

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

async function failure(work: Promise<unknown>): Promise<FeedFetchError> {
  try {
    await work;
  } catch (error) {
    return error as FeedFetchError;
  }
  throw new Error('expected a failure');
}

const openAndRead = async (url: string, opts: FeedFetchOptions, signal?: AbortSignal) =>
  text((await openFeed(url, opts, signal)).stream);

/** Every form of an address that is not on the public internet. */
const NOT_PUBLIC = [
  '127.0.0.1',
  '127.1.2.3',
  '10.1.2.3',
  '172.16.5.4',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '100.127.255.254',
  '0.0.0.0',
  '0.1.2.3',
  '224.0.0.1',
  '239.255.255.250',
  '255.255.255.255',
  '240.0.0.1',
  '192.0.0.8',
  '192.0.2.1',
  '198.18.0.1',
  '::1',
  '::',
  'fc00::1',
  'fd12:3456:789a::1',
  'fe80::1',
  'fe80::1%eth0',
  'fec0::1',
  'ff02::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::ffff:0:10.0.0.1',
  '::127.0.0.1',
  '::8.8.8.8',
  '64:ff9b::10.0.0.1',
  '64:ff9b::7f00:1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::1',
  '2002:a00:1::1',
  '2002:7f00:1::1',
  '2001:db8::1',
  '2001::1',
  '100::1',
];

describe('reading a feed from a local server', () => {
  it('reads the feed from a listed private address, with its length and final address', async () => {
    const opened = await openFeed(`${local}/feed.xml`, listed());
    expect(opened.bytesTotal).toBe(Buffer.byteLength(FEED));
    expect(opened.finalUrl).toBe(`${local}/feed.xml`);
    expect(await text(opened.stream)).toBe(FEED);
  });

  it('refuses the same address when it is not listed, without sending a request', async () => {
    asked.length = 0;
    const error = await failure(openFeed(`${local}/feed.xml`, options()));
    expect(error).toBeInstanceOf(FeedFetchError);
    expect(error).toMatchObject({ code: 'FEED_ADDRESS_NOT_PUBLIC', params: { name: '127.0.0.1' } });
    expect(error.toDetail('url')).toMatchObject({ field: 'url', code: 'FEED_ADDRESS_NOT_PUBLIC' });
    expect(asked).toEqual([]);
  });

  it('lets through a listed subnet or a listed host name, and nothing else', async () => {
    expect(await openAndRead(`${local}/feed.xml`, options({ allowedNetworks: ['127.0.0.0/8'] }))).toBe(FEED);
    const { lookup } = resolver({ 'feed.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] });
    expect(await openAndRead(`${named}/feed.xml`, options({ allowedNetworks: ['Feed.Test'], lookup }))).toBe(FEED);
    const other = await failure(
      openFeed(`http://other.test:${port}/feed.xml`, options({ allowedNetworks: ['feed.test', '10.0.0.0/8'], lookup })),
    );
    expect(other.code).toBe('FEED_ADDRESS_NOT_PUBLIC');
  });

  it('refuses a host name resolving to any address that is not public, in every written form', async () => {
    asked.length = 0;
    const problems: string[] = [];
    for (const address of NOT_PUBLIC) {
      const { lookup } = resolver({ 'feed.test': [address] });
      const error = await failure(openFeed(`${named}/feed.xml`, options({ lookup })));
      if (error.code !== 'FEED_ADDRESS_NOT_PUBLIC') problems.push(`${address}: ${error.code ?? String(error)}`);
    }
    expect(problems).toEqual([]);
    // One private address among public ones is enough to refuse the host.
    const { lookup } = resolver({ 'feed.test': ['8.8.8.8', '2606:4700::1111', '10.0.0.1'] });
    expect((await failure(openFeed(`${named}/feed.xml`, options({ lookup })))).code).toBe('FEED_ADDRESS_NOT_PUBLIC');
    expect(asked).toEqual([]);
  });

  it('refuses private addresses written in the URL itself, however they are spelled', async () => {
    const urls = [
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://[fd00::1]/`,
      `http://localhost:${port}/feed.xml`,
    ];
    for (const url of urls) {
      expect((await failure(openFeed(url, options()))).code, url).toBe('FEED_ADDRESS_NOT_PUBLIC');
    }
  });

  it('counts public addresses, in their IPv6 forms too, as public', () => {
    for (const address of ['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('resolves the host once and connects to the address it checked, with the host name in the request', async () => {
    let answers = 0;
    const { lookup, calls } = resolver({ 'feed.test': () => (answers++ === 0 ? ['127.0.0.1'] : ['10.9.9.9']) });
    expect(await openAndRead(`${named}/host`, listed({ lookup }))).toBe(`feed.test:${port}`);
    expect(calls).toEqual(['feed.test']);
  });

  it('checks every redirect: one into a private address is refused before it is followed', async () => {
    const { lookup } = resolver({ 'feed.test': ['127.0.0.1'], 'internal.test': ['10.0.0.1'] });
    const opts = options({ allowedNetworks: ['feed.test'], lookup });
    const via = (target: string) => `${named}/to?url=${encodeURIComponent(target)}`;
    const followed = await openFeed(via(`${named}/feed.xml`), opts);
    expect(followed.finalUrl).toBe(`${named}/feed.xml`);
    expect(await text(followed.stream)).toBe(FEED);

    asked.length = 0;
    for (const target of [`${local}/feed.xml`, 'http://internal.test/feed.xml', `http://[::1]:${port}/feed.xml`]) {
      expect((await failure(openFeed(via(target), opts))).code, target).toBe('FEED_ADDRESS_NOT_PUBLIC');
    }
    expect((await failure(openFeed(via('file:///etc/passwd'), opts))).code).toBe('FEED_URL_SCHEME');
    expect(asked.every((path) => path.startsWith('/to?'))).toBe(true);
  });

  it('follows at most 5 redirects', async () => {
    const five = await openFeed(`${local}/redirect/5`, listed());
    expect(five.finalUrl).toBe(`${local}/redirect/0`);
    expect(await text(five.stream)).toBe(FEED);
    const six = await failure(openFeed(`${local}/redirect/6`, listed()));
    expect(six).toMatchObject({ code: 'FEED_TOO_MANY_REDIRECTS', params: { max: 5 } });
  });

  it('decompresses gzip and deflate bodies', async () => {
    const gzip = await openFeed(`${local}/gzip`, listed());
    expect(gzip.bytesTotal).toBeNull();
    expect(await text(gzip.stream)).toBe(FEED);
    expect(await openAndRead(`${local}/deflate`, listed())).toBe(FEED);
  });

  it('refuses an unknown encoding and a compressed body that cannot be read', async () => {
    expect((await failure(openFeed(`${local}/brotli`, listed()))).code).toBe('FEED_BAD_ENCODING');
    expect((await failure(openAndRead(`${local}/corrupt`, listed()))).code).toBe('FEED_BAD_ENCODING');
  });

  it('limits the bytes as sent: a long body, or compressed data that decompresses to nothing', async () => {
    const long = await failure(openAndRead(`${local}/big`, listed({ maxBytes: 100 * 1024 })));
    expect(long).toMatchObject({ code: 'FEED_TOO_LARGE', params: { max: 0.0977 } });
    expect(EMPTY_MEMBERS.length).toBeGreaterThan(10 * 1024);
    const empty = await failure(openAndRead(`${local}/empty-members`, listed({ maxBytes: 10 * 1024 })));
    expect(empty.code).toBe('FEED_TOO_LARGE');
  });

  it('limits the decompressed bytes: a gzip bomb stops at the limit', async () => {
    expect(BOMB.length).toBeLessThan(1024 * 1024);
    const { stream } = await openFeed(`${local}/bomb`, listed({ maxBytes: 1024 * 1024 }));
    let read = 0;
    const error = await failure(
      (async () => {
        for await (const chunk of stream) read += (chunk as Buffer).length;
      })(),
    );
    expect(error).toMatchObject({ code: 'FEED_TOO_LARGE', params: { max: 1 } });
    expect(read).toBeLessThanOrEqual(1024 * 1024);
  });

  it('refuses an announced length over the limit at once, without reading the body', async () => {
    // The body never comes: reading it would end in the total timeout instead.
    const error = await failure(openFeed(`${local}/announced`, listed({ timeoutMs: 60_000 })));
    expect(error).toMatchObject({ code: 'FEED_TOO_LARGE', params: { max: 1 } });
  });

  it('gives up connecting after the connect timeout: a TLS handshake that never ends, a resolver that never answers', async () => {
    const tls = await failure(openFeed(`https://127.0.0.1:${mutePort}/feed.xml`, listed({ connectTimeoutMs: 200 })));
    expect(tls).toMatchObject({ code: 'FEED_CONNECT_TIMEOUT', params: { name: '127.0.0.1', max: 0.2 } });
    const lookup: HostLookup = () => new Promise(() => {});
    const dns = await failure(openFeed(`${named}/feed.xml`, options({ connectTimeoutMs: 200, lookup })));
    expect(dns).toMatchObject({ code: 'FEED_CONNECT_TIMEOUT', params: { name: 'feed.test', max: 0.2 } });
  });

  it('gives up after the total timeout: a server that never answers, or one that trickles', async () => {
    const silent = await failure(openFeed(`${local}/silent`, listed({ timeoutMs: 300 })));
    expect(silent).toMatchObject({ code: 'FEED_TIMEOUT', params: { max: 0.3 } });

    // Bytes keep coming, so the idle timeout never fires: the total one ends it, as its figure says.
    closed.length = 0;
    const trickle = await failure(openAndRead(`${local}/trickle`, listed({ timeoutMs: 500 })));
    expect(trickle).toMatchObject({ code: 'FEED_TIMEOUT', params: { max: 0.5 } });
    await Promise.all(closed);
  });

  it('reports a connection lost in the middle of the body', async () => {
    expect((await failure(openAndRead(`${local}/cut`, listed()))).code).toBe('FEED_UNREACHABLE');
    const { lookup } = resolver({});
    expect(await failure(openFeed(`${named}/feed.xml`, options({ lookup })))).toMatchObject({
      code: 'FEED_UNREACHABLE',
      params: { name: 'feed.test' },
    });
  });

  it('fails with the status of an answer that is not 2xx', async () => {
    for (const status of [404, 500, 304]) {
      const error = await failure(openFeed(`${local}/status/${status}`, listed()));
      expect(error).toMatchObject({ code: 'FEED_HTTP_STATUS', params: { status } });
    }
  });

  it('refuses every address that is not http or https, before resolving anything', async () => {
    const { lookup, calls } = resolver({});
    for (const url of ['ftp://feed.test/feed.xml', 'file:///etc/passwd', 'gopher://feed.test/', 'feed.test/x', '']) {
      expect((await failure(openFeed(url, options({ lookup })))).code, url).toBe('FEED_URL_SCHEME');
    }
    expect(calls).toEqual([]);
  });

  it('stops when the signal is aborted: before, while waiting for the answer, while reading', async () => {
    const reason = new Error('stopped by the restart');
    expect(await failure(openFeed(`${local}/feed.xml`, listed(), AbortSignal.abort(reason)))).toBe(reason);

    // Aborted once the server has the request it will never answer.
    const waiting = new AbortController();
    void once(feedServer, 'request').then(() => waiting.abort(reason));
    expect(await failure(openFeed(`${local}/silent`, listed(), waiting.signal))).toBe(reason);

    // Aborted once the answer has begun, while its body is being read.
    closed.length = 0;
    const reading = new AbortController();
    const { stream } = await openFeed(`${local}/trickle`, listed(), reading.signal);
    const read = failure(text(stream));
    reading.abort(reason);
    expect(await read).toBe(reason);
    await Promise.all(closed);
  });
});
