import { describe, expect, it } from 'vitest';
import { demoFeedPrefix, feedFetchOptions, loadConfig } from '../../server/config.js';
import { withRealPort } from '../../server/net/freePort.js';

// A setting such as SESSION_MAX_HOURS=0 used to start a server on which every session died at once.
describe('configuration from the environment', () => {
  it('refuses session limits of zero, naming the variable and the accepted range', () => {
    expect(() => loadConfig({ SESSION_MAX_HOURS: '0' })).toThrow(
      'SESSION_MAX_HOURS must be a whole number from 1 to 720, got "0"',
    );
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(
      'SESSION_IDLE_MINUTES must be a whole number from 1 to 10080, got "0"',
    );
  });

  it('refuses numbers that are not whole, negative or out of range', () => {
    for (const [name, value] of [
      ['SESSION_MAX_HOURS', '1.5'],
      ['SESSION_MAX_HOURS', '-3'],
      ['SESSION_MAX_HOURS', '721'],
      ['SESSION_IDLE_MINUTES', 'ten'],
      ['SESSION_IDLE_MINUTES', '1e3'],
      ['PORT', '-1'],
      ['PORT', '65536'],
      ['PORT', '0x50'],
    ]) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(`${name} must be a whole number from`);
    }
  });

  it('refuses unknown words and URLs of the wrong kind, without repeating a URL that may hold a password', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be one of true, false, got "yes"');
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example' })).toThrow(
      /^SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\/$/,
    );
    expect(() => loadConfig({ CRASH_WEBHOOK_URL: 'chat.example/hook' })).toThrow('CRASH_WEBHOOK_URL must be a URL');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.internal' })).toThrow(
      'TRUST_PROXY must be addresses or subnets separated by commas',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('got "10.0.0.0/33"');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:secret@db/provador' })).toThrow(
      /^DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\/$/,
    );
  });

  it('refuses a support address that is not one e-mail and a sign-in limit out of its range', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support team' })).toThrow(
      'SUPPORT_EMAIL must be one e-mail address, got "support team"',
    );
    expect(() => loadConfig({ SIGN_IN_MAX_FAILURES: '2' })).toThrow(
      'SIGN_IN_MAX_FAILURES must be a whole number from 3 to 30, got "2"',
    );
    expect(loadConfig({ SUPPORT_EMAIL: 'help@provador.test', SIGN_IN_MAX_FAILURES: '5' })).toMatchObject({
      supportEmail: 'help@provador.test',
      signInMaxFailures: 5,
    });
  });

  it('accepts good values and keeps the defaults when a variable is unset or empty', () => {
    const config = loadConfig({
      SESSION_MAX_HOURS: '720',
      SESSION_IDLE_MINUTES: '1',
      PORT: '8080',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtps://u:p@smtp.example:465',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/provador',
      TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,fd00::/8,loopback,192.168.0.0/255.255.0.0',
    });
    expect(config).toMatchObject({
      sessionMaxHours: 720,
      sessionIdleMinutes: 1,
      port: 8080,
      logLevel: 'warn',
      seedDemo: false,
    });
    expect(config.trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
    expect(loadConfig({ SESSION_MAX_HOURS: '', PORT: ' ' })).toMatchObject({
      sessionMaxHours: 12,
      sessionIdleMinutes: 120,
      port: 3000,
      logLevel: 'info',
      seedDemo: true,
    });
  });

  it('bounds the heap growth at 50% by default; 0 leaves V8 its own factor, and past 400 is refused', () => {
    expect(loadConfig({}).heapGrowthPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '400' }).heapGrowthPercent).toBe(400);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: '401' })).toThrow(
      'HEAP_GROWTH_PERCENT must be a whole number from 0 to 400, got "401"',
    );
  });

  it('replaces PORT=0 by a free port, from which the demo feeds allowed to the feed worker are derived', async () => {
    const env = { PORT: '0', HOST: '127.0.0.1' };
    const config = await withRealPort(loadConfig(env), env);
    expect(config.port).toBeGreaterThan(0);
    expect(config.feedAllowedUrlPrefixes).toEqual([demoFeedPrefix(config.port)]);
    const fixed = loadConfig({ PORT: '4321' });
    expect(await withRealPort(fixed, { PORT: '4321' })).toBe(fixed);
  });

  it('reads the feed settings: size, timeouts and the networks allowed despite being private', () => {
    expect(feedFetchOptions(loadConfig({}))).toEqual({
      maxBytes: 1073741824,
      connectTimeoutMs: 10000,
      timeoutMs: 1800000,
      idleTimeoutMs: 60000,
      allowedNetworks: [],
    });
    const config = loadConfig({
      FEED_MAX_BYTES: '52428800',
      FEED_CONNECT_TIMEOUT_MS: '2500',
      FEED_TIMEOUT_MS: '60000',
      FEED_IDLE_TIMEOUT_MS: '5000',
      FEED_ALLOWED_NETWORKS: '127.0.0.1, 10.0.0.0/8,fd00::/8, feeds.internal',
    });
    expect(feedFetchOptions(config)).toEqual({
      maxBytes: 52428800,
      connectTimeoutMs: 2500,
      timeoutMs: 60000,
      idleTimeoutMs: 5000,
      allowedNetworks: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'feeds.internal'],
    });
    expect(loadConfig({}).feedWorkerJobs).toBe(2);
    expect(loadConfig({ FEED_WORKER_JOBS: '4' }).feedWorkerJobs).toBe(4);
  });

  it('refuses feed settings out of range and entries that are not hosts, addresses or subnets', () => {
    for (const [name, value] of [
      ['FEED_MAX_BYTES', '0'],
      ['FEED_MAX_BYTES', '1GB'],
      ['FEED_CONNECT_TIMEOUT_MS', '0'],
      ['FEED_TIMEOUT_MS', '999'],
      ['FEED_TIMEOUT_MS', '86400001'],
      ['FEED_IDLE_TIMEOUT_MS', '99'],
      ['FEED_WORKER_JOBS', '0'],
      ['FEED_WORKER_JOBS', '9'],
    ]) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(`${name} must be a whole number from`);
    }
    for (const wrong of ['10.0.0.0/33', 'fd00::/129', 'feeds internal', '999.1.1.1', 'http://feeds.internal']) {
      expect(() => loadConfig({ FEED_ALLOWED_NETWORKS: `127.0.0.1,${wrong}` }), wrong).toThrow(
        `FEED_ALLOWED_NETWORKS must be host names, addresses or subnets separated by commas, got "${wrong}"`,
      );
    }
  });
});
