import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { MAX_CRASH_REPORTS } from '../../server/services/crashReportLimit.js';
import { MAX_FORWARDED } from '../../server/services/crashReports.js';
import { useTestApp } from './harness.js';

// A stand-in for the team chat: records what the webhook receives.
const received: unknown[] = [];
const webhook: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push({ contentType: req.headers['content-type'], body: JSON.parse(body) });
    res.writeHead(200).end('ok');
  });
});
const port = await new Promise<number>((resolve) =>
  webhook.listen(0, '127.0.0.1', () => resolve((webhook.address() as AddressInfo).port)),
);

describe('crash reports with a webhook', () => {
  // The stand-in listens on this machine: allowed as a private feed host would be.
  const t = useTestApp({
    crashWebhookUrl: `http://127.0.0.1:${port}/hook?key=k&token=t`,
    feedAllowedNetworks: ['127.0.0.1'],
  });

  it('accepts a report from anyone and forwards its location and text as {text}', async () => {
    received.length = 0;
    const res = await t.call(null, {
      method: 'POST',
      url: '/api/v1/crash-reports',
      payload: { text: 'TypeError: x is undefined\n    at Brands', location: '/brands' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });
    expect(received).toHaveLength(1);
    const [{ body, contentType }] = received as { body: { text: string }; contentType: string }[];
    expect(contentType).toMatch(/application\/json/);
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text).toContain('/brands');
    expect(body.text).toContain('TypeError: x is undefined');
  });

  it('does not let a report mention everyone in the chat', async () => {
    received.length = 0;
    await t.call(null, {
      method: 'POST',
      url: '/api/v1/crash-reports',
      payload: { text: 'hello <users/all> <!channel>' },
    });
    const { body } = received[0] as { body: { text: string } };
    expect(body.text).not.toContain('<users/all>');
    expect(body.text).not.toContain('<!channel>');
  });

  it('forwards at most the first characters, with control and format characters and session ids made harmless', async () => {
    received.length = 0;
    const text = `Error \u001b[31mred\u001b[0m \u202Eevil\u202C at /brands?session%49d=secret-id\u0007\n${'x'.repeat(19_000)}`;
    const payload = { text, location: '/brands\u200B\u0085' };
    expect((await t.call(null, { method: 'POST', url: '/api/v1/crash-reports', payload })).statusCode).toBe(202);
    const { body } = received[0] as { body: { text: string } };
    expect(body.text.length).toBeLessThan(MAX_FORWARDED + 40);
    expect(body.text).toMatch(/… \[\d+ more characters\]$/);
    expect(body.text).not.toMatch(/(?![\n\u200b])[\p{Cc}\p{Cf}]/u);
    expect(body.text).toMatch(/^\/brands\\u\{200b\}\\u\{0085\}\n/);
    expect(body.text).toContain(
      'Error \\u{001b}[31mred\\u{001b}[0m \\u{202e}evil\\u{202c} at /brands?session%49d=[redacted]\\u{0007}\n',
    );
    expect(body.text).not.toContain('secret-id');
  });

  it(`takes ${MAX_CRASH_REPORTS} reports per address and window, counted in the database for every process`, async () => {
    received.length = 0;
    const { app: other } = await buildApp({ db: t.db, config: t.config });
    const post = (app: typeof t.app, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/crash-reports', remoteAddress, payload: { text: 'boom' } });
    try {
      for (let i = 0; i < MAX_CRASH_REPORTS; i++)
        expect((await post(i % 2 ? other : t.app, '198.51.100.9')).statusCode).toBe(202);
      for (const app of [t.app, other]) {
        const refused = await post(app, '198.51.100.9');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
      }
      expect(received).toHaveLength(MAX_CRASH_REPORTS);
      expect((await post(t.app, '203.0.113.4')).statusCode).toBe(202);
      // Once the window has passed the address may report again, and the stale count is swept.
      await t.db
        .updateTable('crash_report_senders')
        .set({ window_started_at: new Date(Date.now() - 11 * 60_000) })
        .execute();
      expect((await post(other, '198.51.100.9')).statusCode).toBe(202);
      expect(await t.db.selectFrom('crash_report_senders').select(['ip', 'reports']).execute()).toEqual([
        { ip: '198.51.100.9', reports: 1 },
      ]);
    } finally {
      await other.close();
    }
  });

  it('refuses an empty or oversized text and unknown fields', async () => {
    received.length = 0;
    const post = (payload: object) => t.call(null, { method: 'POST', url: '/api/v1/crash-reports', payload });
    expect((await post({ text: 'x'.repeat(20001) })).statusCode).toBe(400);
    expect((await post({ text: '' })).statusCode).toBe(400);
    expect((await post({ text: 'boom', user: 'someone' })).statusCode).toBe(400);
    expect((await post({ text: 'x'.repeat(20000) })).statusCode).toBe(202);
    expect(received).toHaveLength(1);
  });
});

// Accepts the connection and answers 500: the report must still be acknowledged.
const failing: Server = createServer((_req, res) => res.writeHead(500).end());
const failingPort = await new Promise<number>((resolve) =>
  failing.listen(0, '127.0.0.1', () => resolve((failing.address() as AddressInfo).port)),
);

describe('crash reports when the webhook fails', () => {
  const t = useTestApp({ crashWebhookUrl: `http://127.0.0.1:${failingPort}/`, feedAllowedNetworks: ['127.0.0.1'] });
  afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())));

  it('still answers 202', async () => {
    const res = await t.call(null, { method: 'POST', url: '/api/v1/crash-reports', payload: { text: 'boom' } });
    expect(res.statusCode).toBe(202);
  });
});

// Anyone may send a crash report: a webhook on the server's own networks would let anyone make it post there.
describe("a crash webhook on an address of the server's own networks", () => {
  const t = useTestApp({ crashWebhookUrl: `http://127.0.0.1:${port}/internal`, feedAllowedUrlPrefixes: [] });
  afterAll(() => new Promise<void>((resolve) => webhook.close(() => resolve())));

  it("is not posted to unless the feeds' allow-list allows it, and the report is still acknowledged", async () => {
    received.length = 0;
    for (let n = 0; n < 3; n++) {
      const res = await t.call(null, { method: 'POST', url: '/api/v1/crash-reports', payload: { text: `boom ${n}` } });
      expect(res.statusCode).toBe(202);
    }
    expect(received).toEqual([]);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://10.1.2.3/hook',
    'http://127.0.0.1/',
  ])('refuses to save %s as the webhook', async (url) => {
    const session = await t.sessionFor(t.fx.users.administrator);
    const res = await t.call(session, {
      method: 'PUT',
      url: '/api/v1/admin-settings',
      payload: { version: 0, crashWebhookUrl: url },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'crashWebhookUrl', code: 'ADDRESS_NOT_PUBLIC' }],
    });
  });
});
