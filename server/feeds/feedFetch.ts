import { lookup as systemLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, Readable, type Transform } from 'node:stream';
import { createUnzip } from 'node:zlib';
import { isAllowedAddress, isAllowedHost, parseAllowedNetworks, type AllowedNetworks } from './allowedNetworks.js';
import { byteLimit } from './byteLimit.js';
import { FeedFetchError, megabytes, seconds } from './feedFetchError.js';
import { isPublicAddress } from './publicAddress.js';

export { FeedFetchError } from './feedFetchError.js';

/** Resolves a host name to all its addresses (IPv4 and IPv6, as text). */
export type HostLookup = (hostname: string) => Promise<string[]>;

export interface FeedFetchOptions {
  /** Largest feed in bytes, counted both as sent and once decompressed. */
  maxBytes: number;
  /** Longest wait, per request, to resolve the host and connect (TLS handshake included). */
  connectTimeoutMs: number;
  /** Longest time for the whole feed: redirects, waiting and reading the body to its end. */
  timeoutMs: number;
  /** Longest time without a byte from the feed's server once connected (waiting for the answer, or within the body). */
  idleTimeoutMs: number;
  /** Host names, addresses and subnets (CIDR) that may be read from though they are not public. */
  allowedNetworks: readonly string[];
  /**
   * Address prefixes (`http://127.0.0.1:3000/api/v1/demo-feeds/`) that may be read from though their host is
   * private: a request (redirects included) whose address starts with one skips the public-address check.
   */
  allowedUrlPrefixes?: readonly string[];
  /** Redirects followed at most; 5 when absent. */
  maxRedirects?: number;
  /** The resolver; the system's (getaddrinfo, as other programs resolve) when absent. */
  lookup?: HostLookup;
}

/** How a job reads its feed: the fetch's options, and the most items a feed (URL or file) may hold. */
export type FeedReadOptions = FeedFetchOptions & { maxItems: number };

export interface OpenedFeed {
  /** The body, decompressed; it fails with a FeedFetchError (size, time, connection lost). */
  stream: Readable;
  /** The body's length as the server announced it, when the body is not compressed; else null. */
  bytesTotal: number | null;
  /** The address the body came from, after redirects. */
  finalUrl: string;
}

const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const COMPRESSED = new Set(['gzip', 'x-gzip', 'deflate']);
const REQUEST_HEADERS = {
  accept: 'application/xml, text/xml, application/rss+xml, application/atom+xml, */*;q=0.5',
  'accept-encoding': 'gzip, deflate',
  'user-agent': 'Provador feed reader',
};

interface Fetch {
  options: FeedFetchOptions;
  allowed: AllowedNetworks;
  /** allowedUrlPrefixes, normalised as URL addresses are. */
  prefixes: string[];
  lookup: HostLookup;
  /** Aborted with the reason the whole fetch stops: a timeout or the caller's signal. */
  stop: AbortSignal;
  /** Stops the whole fetch with this reason. */
  stopWith: (reason: FeedFetchError) => void;
}

const defaultLookup: HostLookup = async (hostname) =>
  (await systemLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function feedUrl(address: string, base?: URL): URL {
  let url: URL | undefined;
  try {
    url = new URL(address, base);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname) {
    throw new FeedFetchError('FEED_URL_SCHEME', 'The feed address is not an http:// or https:// address.');
  }
  return url;
}

/** The host of a URL as a resolver or isIP takes it ([::1] → ::1). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const unreachable = (host: string, cause?: unknown) =>
  new FeedFetchError(
    'FEED_UNREACHABLE',
    `The feed server ${host} could not be reached: ${(cause as Error | undefined)?.message ?? 'no address'}`,
    { name: host },
    { cause },
  );

const tooLarge = (maxBytes: number) =>
  new FeedFetchError('FEED_TOO_LARGE', `The feed is larger than ${maxBytes} bytes.`, { max: megabytes(maxBytes) });

const silent = (host: string, idleTimeoutMs: number) =>
  new FeedFetchError('FEED_IDLE_TIMEOUT', `The feed server ${host} sent nothing for ${idleTimeoutMs} ms.`, {
    name: host,
    max: seconds(idleTimeoutMs),
  });

/** Settles as `work` does, or rejects with the signal's reason as soon as it is aborted. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The host's addresses, resolved once, each of them public or allowed; the connection then goes to these
 * very addresses (pinnedLookup), so a second, different DNS answer can never be used.
 */
async function checkedAddresses(
  url: URL,
  fetch: Pick<Fetch, 'allowed' | 'prefixes' | 'lookup'>,
  signal: AbortSignal,
): Promise<string[]> {
  const host = hostOf(url);
  let addresses = [host];
  if (!isIP(host)) {
    try {
      addresses = await untilAborted(fetch.lookup(host), signal);
    } catch (error) {
      throw signal.aborted ? signal.reason : unreachable(host, error);
    }
  }
  if (addresses.length === 0 || !addresses.every((address) => isIP(address))) throw unreachable(host);
  if (isAllowedHost(fetch.allowed, host) || fetch.prefixes.some((prefix) => url.href.startsWith(prefix)))
    return addresses;
  const refused = addresses.find((address) => !isPublicAddress(address) && !isAllowedAddress(fetch.allowed, address));
  if (refused !== undefined) {
    throw new FeedFetchError('FEED_ADDRESS_NOT_PUBLIC', `${host} resolves to ${refused}, not a public address.`, {
      name: host,
    });
  }
  return addresses;
}

/** A resolver for the socket that answers only the addresses already checked. */
export const pinnedLookup =
  (addresses: string[]): LookupFunction =>
  (_hostname, options, callback) => {
    const all = addresses.map((address) => ({ address, family: isIP(address) }));
    const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
    if (wanted.length === 0) {
      callback(Object.assign(new Error('No address of the family asked'), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) callback(null, wanted);
    else callback(null, wanted[0].address, wanted[0].family);
  };

/** One request: the host checked, connected within the connect timeout, until the answer's headers. */
async function request(url: URL, fetch: Fetch): Promise<IncomingMessage> {
  const host = hostOf(url);
  const { connectTimeoutMs } = fetch.options;
  const connecting = new AbortController();
  const timer = setTimeout(() => {
    const message = `The feed server ${host} did not accept the connection within ${connectTimeoutMs} ms.`;
    connecting.abort(
      new FeedFetchError('FEED_CONNECT_TIMEOUT', message, { name: host, max: seconds(connectTimeoutMs) }),
    );
  }, connectTimeoutMs);
  const signal = AbortSignal.any([fetch.stop, connecting.signal]);
  try {
    const addresses = await checkedAddresses(url, fetch, signal);
    const secure = url.protocol === 'https:';
    return await new Promise<IncomingMessage>((resolve, reject) => {
      const req = (secure ? https : http).request(url, {
        headers: REQUEST_HEADERS,
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
      });
      req.once('socket', (socket) => socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(timer)));
      // The socket's own inactivity timer: it keeps running while the body is read.
      req.setTimeout(fetch.options.idleTimeoutMs, () => fetch.stopWith(silent(host, fetch.options.idleTimeoutMs)));
      req.once('response', resolve);
      req.on('error', (error) => reject(signal.aborted ? signal.reason : unreachable(host, error)));
      req.end();
    });
  } finally {
    clearTimeout(timer);
  }
}

/** Follows redirects, each to a checked address, up to the limit; answers the first 2xx answer. */
async function finalResponse(start: URL, fetch: Fetch): Promise<{ response: IncomingMessage; url: URL }> {
  const maxRedirects = fetch.options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const response = await request(url, fetch);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (redirects >= maxRedirects) {
        throw new FeedFetchError('FEED_TOO_MANY_REDIRECTS', `The feed redirects more than ${maxRedirects} times.`, {
          max: maxRedirects,
        });
      }
      url = feedUrl(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new FeedFetchError('FEED_HTTP_STATUS', `The feed server answered HTTP ${status}.`, { status });
    }
    return { response, url };
  }
}

/** A failure while reading the body, as a FeedFetchError. */
function bodyError(error: unknown, host: string): unknown {
  if (error instanceof FeedFetchError) return error;
  if (/^Z_/.test(String((error as { code?: unknown } | null)?.code))) {
    return new FeedFetchError('FEED_BAD_ENCODING', 'The compressed feed could not be read.', {}, { cause: error });
  }
  return unreachable(host, error);
}

/** The body decompressed, both sizes limited; stopping the fetch ends it with the stop's reason. */
function feedBody(response: IncomingMessage, url: URL, fetch: Fetch): OpenedFeed {
  const { maxBytes } = fetch.options;
  const announced = response.headers['content-length'];
  const length = announced !== undefined && /^\d+$/.test(announced) ? Number(announced) : null;
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const compressed = COMPRESSED.has(encoding);
  const fail = (error: FeedFetchError): never => {
    response.destroy();
    throw error;
  };
  if (length !== null && length > maxBytes) fail(tooLarge(maxBytes));
  if (!compressed && encoding !== 'identity') {
    fail(new FeedFetchError('FEED_BAD_ENCODING', `The feed is sent in an unknown encoding "${encoding}".`));
  }
  const limit = () => byteLimit(maxBytes, () => tooLarge(maxBytes));
  const ignore = () => {};
  // Errors reach the reader through `body`; pipeline destroys every stage on the first one.
  const body: Transform = compressed
    ? pipeline(response, limit(), createUnzip(), limit(), ignore)
    : pipeline(response, limit(), ignore);
  const stop = fetch.stop;
  const onStop = () => body.destroy(stop.reason);
  stop.addEventListener('abort', onStop, { once: true });
  const host = hostOf(url);
  async function* relay() {
    try {
      for await (const chunk of body) yield chunk as Buffer;
    } catch (error) {
      throw stop.aborted ? stop.reason : bodyError(error, host);
    } finally {
      stop.removeEventListener('abort', onStop);
    }
  }
  const stream = Readable.from(relay(), { objectMode: false });
  // A reader that stops early closes the connection at once, even while no byte arrives.
  stream.once('close', () => body.destroy());
  return { stream, bytesTotal: compressed ? null : length, finalUrl: url.href };
}

/**
 * Opens a product feed for reading, safely: http(s) only; every address the host resolves to, at each
 * redirect, must be public (or allowed by `allowedNetworks`), and the connection goes to those checked
 * addresses; at most 5 redirects; connect, inactivity and total timeouts; the size limit on the bytes sent and on
 * the decompressed ones. Fails with a FeedFetchError; aborting `signal` fails it with the signal's reason.
 */
export async function openFeed(url: string, options: FeedFetchOptions, signal?: AbortSignal): Promise<OpenedFeed> {
  signal?.throwIfAborted();
  const stopping = new AbortController();
  const timer = setTimeout(() => {
    const message = `The feed was not read within ${options.timeoutMs} ms.`;
    stopping.abort(new FeedFetchError('FEED_TIMEOUT', message, { max: seconds(options.timeoutMs) }));
  }, options.timeoutMs);
  const onAbort = () => stopping.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const release = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
  try {
    const fetch: Fetch = {
      options,
      allowed: parseAllowedNetworks(options.allowedNetworks),
      prefixes: (options.allowedUrlPrefixes ?? []).map((prefix) => new URL(prefix).href),
      lookup: options.lookup ?? defaultLookup,
      stop: stopping.signal,
      stopWith: (reason) => stopping.abort(reason),
    };
    const { response, url: finalUrl } = await finalResponse(feedUrl(url), fetch);
    const opened = feedBody(response, finalUrl, fetch);
    opened.stream.once('close', release);
    return opened;
  } catch (error) {
    release();
    throw error;
  }
}

/** What `checkedTarget` follows: the allow-lists of the feeds and, in tests, a resolver. */
export type TargetRules = Pick<FeedFetchOptions, 'allowedNetworks' | 'allowedUrlPrefixes' | 'lookup'>;

/**
 * Checks an address another request of the server goes to (the crash webhook) as a feed's: http(s) only, every
 * address its host resolves to public or allowed by the feeds' allow-lists. Answers the URL and the addresses to
 * connect to (through `pinnedLookup`); fails with a FeedFetchError.
 */
export async function checkedTarget(
  address: string,
  rules: TargetRules,
  signal: AbortSignal,
): Promise<{ url: URL; addresses: string[] }> {
  const url = feedUrl(address);
  const fetch = {
    allowed: parseAllowedNetworks(rules.allowedNetworks),
    prefixes: (rules.allowedUrlPrefixes ?? []).map((prefix) => new URL(prefix).href),
    lookup: rules.lookup ?? defaultLookup,
  };
  return { url, addresses: await checkedAddresses(url, fetch, signal) };
}
