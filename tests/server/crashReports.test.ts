import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
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
const port = await new Promise<number>((resolve) => webhook.listen(0, '127.0.0.1', () => resolve((webhook.address() as AddressInfo).port)));

describe('crash reports with a webhook', () => {
  const t = useTestApp({ crashWebhookUrl: `http://127.0.0.1:${port}/hook?key=k&token=t` });
  afterAll(() => new Promise<void>((resolve) => webhook.close(() => resolve())));

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
    await t.call(null, { method: 'POST', url: '/api/v1/crash-reports', payload: { text: 'hello <users/all> <!channel>' } });
    const { body } = received[0] as { body: { text: string } };
    expect(body.text).not.toContain('<users/all>');
    expect(body.text).not.toContain('<!channel>');
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
const failingPort = await new Promise<number>((resolve) => failing.listen(0, '127.0.0.1', () => resolve((failing.address() as AddressInfo).port)));

describe('crash reports when the webhook fails', () => {
  const t = useTestApp({ crashWebhookUrl: `http://127.0.0.1:${failingPort}/` });
  afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())));

  it('still answers 202', async () => {
    const res = await t.call(null, { method: 'POST', url: '/api/v1/crash-reports', payload: { text: 'boom' } });
    expect(res.statusCode).toBe(202);
  });
});
