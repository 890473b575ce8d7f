import { resolve } from 'node:path';
import {
  addressList,
  commaList,
  emailAddress,
  flag,
  oneOf,
  urlPrefixList,
  urlWith,
  wholeNumber,
} from './envReaders.js';
import { isAllowedNetworkEntry } from './feeds/allowedNetworks.js';
import type { FeedFetchOptions, FeedReadOptions, TargetRules } from './feeds/feedFetch.js';
import { MAX_FAILURES } from './services/signInThrottle.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent the app runs its embedded PostgreSQL in dataDir. */
  databaseUrl?: string;
  seedDemo: boolean;
  supportEmail: string;
  crashWebhookUrl?: string;
  /** SMTP server for outgoing mail (smtp:// or smtps://); without it mail is written to dataDir/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** The address people open the web app at; invitation and password links in e-mails lead there. */
  appUrl: string;
  /** How long a forgotten-password link stays usable. */
  passwordLinkTtlMinutes: number;
  /** How long an invitation link stays usable. */
  invitationLinkTtlHours: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Consecutive failed sign-ins of one e-mail from one address that block it there for a while. */
  signInMaxFailures: number;
  /** Serve the built web app from this folder when it exists. */
  webDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Addresses or subnets of proxies whose X-Forwarded-For is believed (none by default); the sign-in limit keys on the client address. */
  trustProxy: string[];
  /** Largest product feed, in bytes, as sent and once decompressed. */
  feedMaxBytes: number;
  /** Most items a product feed may hold: a longer one (a feed that never ends) stops its run. */
  feedMaxItems: number;
  /** Longest wait to reach a feed's server (name resolution, connection, TLS). */
  feedConnectTimeoutMs: number;
  /** Longest time to read a whole feed. */
  feedTimeoutMs: number;
  /** Longest time a feed's server may send nothing once connected. */
  feedIdleTimeoutMs: number;
  /** Host names, addresses or subnets a feed may be read from though they are private (none by default). */
  feedAllowedNetworks: string[];
  /** Run the feed worker in this process (FEED_WORKER=off: an API-only process). */
  feedWorker: boolean;
  /** Jobs (imports, dry runs, returns files) of different stores this process's worker runs at once. */
  feedWorkerJobs: number;
  /** Hours between two scheduled imports of every store with XML integration. */
  feedScheduleHours: number;
  /**
   * URL prefixes a feed may be read from even on a private address: by default only the app's own
   * demo-feed route (FEED_ALLOWED_URL_PREFIXES replaces the list).
   */
  feedAllowedUrlPrefixes: string[];
  /** Hours between two learning runs of the organic provider tables (run beside the feed worker). */
  learningEveryHours: number;
  /** How far V8 lets the heap grow past its live size before a full collection, in percent (0: V8's own). */
  heapGrowthPercent: number;
}

/** The app's own demo-feed route as the server reaches itself; the demo seed points demo stores there. */
export const demoFeedPrefix = (port: number) => `http://127.0.0.1:${port}/api/v1/demo-feeds/`;

/** Most items of a feed by default: twice the largest catalogue measured (1M items, README). */
export const DEFAULT_FEED_MAX_ITEMS = 2_000_000;

/** Levels of the server log (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Whole-number settings and the range each accepts: 0 idle minutes would end every session at once;
 * PORT 0 asks the system for a free port (the address is printed at start).
 */
export const LIMITS = {
  PORT: [0, 65535],
  SESSION_IDLE_MINUTES: [1, 7 * 24 * 60],
  PASSWORD_LINK_TTL_MINUTES: [5, 24 * 60],
  INVITATION_LINK_TTL_HOURS: [1, 30 * 24],
  SESSION_MAX_HOURS: [1, 30 * 24],
  FEED_MAX_BYTES: [1024 * 1024, 1024 ** 4],
  FEED_MAX_ITEMS: [1000, 100_000_000],
  FEED_CONNECT_TIMEOUT_MS: [100, 10 * 60 * 1000],
  FEED_TIMEOUT_MS: [1000, 24 * 60 * 60 * 1000],
  FEED_IDLE_TIMEOUT_MS: [100, 60 * 60 * 1000],
  FEED_WORKER_JOBS: [1, 8],
  FEED_SCHEDULE_HOURS: [1, 30 * 24],
  // Fewer than 3 locks people out for a typo; above the per-address limit (30) the address block comes first.
  SIGN_IN_MAX_FAILURES: [3, 30],
  LEARNING_EVERY_HOURS: [1, 30 * 24],
  HEAP_GROWTH_PERCENT: [0, 400],
} as const;

/** Where the environment's defaults of the admin settings come from (the CRASH_WEBHOOK_URL schemes too). */
export const CRASH_WEBHOOK_PROTOCOLS = ['https:', 'http:'] as const;
export const DEFAULT_SUPPORT_EMAIL = 'suporte@provador.app';

function ranged(env: NodeJS.ProcessEnv, name: keyof typeof LIMITS, fallback: number): number {
  const [min, max] = LIMITS[name];
  return wholeNumber(env, name, fallback, min, max);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = urlWith(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const port = ranged(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    // The embedded database is a demo by default; a real PostgreSQL starts empty unless asked.
    seedDemo: flag(env, 'SEED_DEMO', !databaseUrl),
    supportEmail: emailAddress(env, 'SUPPORT_EMAIL', DEFAULT_SUPPORT_EMAIL),
    crashWebhookUrl: urlWith(env, 'CRASH_WEBHOOK_URL', CRASH_WEBHOOK_PROTOCOLS),
    smtpUrl: urlWith(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Provador <no-reply@provador.app>',
    appUrl: (urlWith(env, 'APP_URL', ['https:', 'http:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    passwordLinkTtlMinutes: ranged(env, 'PASSWORD_LINK_TTL_MINUTES', 60),
    invitationLinkTtlHours: ranged(env, 'INVITATION_LINK_TTL_HOURS', 72),
    sessionIdleMinutes: ranged(env, 'SESSION_IDLE_MINUTES', 120),
    sessionMaxHours: ranged(env, 'SESSION_MAX_HOURS', 12),
    signInMaxFailures: ranged(env, 'SIGN_IN_MAX_FAILURES', MAX_FAILURES),
    webDir: resolve(env.WEB_DIR || './dist'),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', LOG_LEVELS),
    trustProxy: addressList(env, 'TRUST_PROXY'),
    feedMaxBytes: ranged(env, 'FEED_MAX_BYTES', 1024 ** 3),
    feedMaxItems: ranged(env, 'FEED_MAX_ITEMS', DEFAULT_FEED_MAX_ITEMS),
    feedConnectTimeoutMs: ranged(env, 'FEED_CONNECT_TIMEOUT_MS', 10_000),
    feedTimeoutMs: ranged(env, 'FEED_TIMEOUT_MS', 30 * 60 * 1000),
    feedIdleTimeoutMs: ranged(env, 'FEED_IDLE_TIMEOUT_MS', 60_000),
    feedAllowedNetworks: commaList(
      env,
      'FEED_ALLOWED_NETWORKS',
      'host names, addresses or subnets separated by commas',
      isAllowedNetworkEntry,
    ),
    feedWorker: oneOf(env, 'FEED_WORKER', 'on', ['on', 'off']) === 'on',
    feedWorkerJobs: ranged(env, 'FEED_WORKER_JOBS', 2),
    feedScheduleHours: ranged(env, 'FEED_SCHEDULE_HOURS', 24),
    feedAllowedUrlPrefixes: urlPrefixList(env, 'FEED_ALLOWED_URL_PREFIXES') ?? [demoFeedPrefix(port)],
    learningEveryHours: ranged(env, 'LEARNING_EVERY_HOURS', 6),
    heapGrowthPercent: ranged(env, 'HEAP_GROWTH_PERCENT', 50),
  };
}

/** What reading a product feed takes from the configuration. */
export const feedFetchOptions = (config: Config): FeedFetchOptions => ({
  maxBytes: config.feedMaxBytes,
  connectTimeoutMs: config.feedConnectTimeoutMs,
  timeoutMs: config.feedTimeoutMs,
  idleTimeoutMs: config.feedIdleTimeoutMs,
  allowedNetworks: config.feedAllowedNetworks,
});

/** What a feed job reads with: the fetch's options, and the most items of a feed (a file's too). */
export const feedReadOptions = (config: Config): FeedReadOptions => ({
  ...feedFetchOptions(config),
  maxItems: config.feedMaxItems,
});

/** Where the server may post the crash webhook: the feeds' allow-lists apply to it too. */
export const webhookTargetRules = (config: Config): TargetRules => ({
  allowedNetworks: config.feedAllowedNetworks,
  allowedUrlPrefixes: config.feedAllowedUrlPrefixes,
});
