import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signInAs, useTestApp } from './harness.js';

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['content-security-policy']).toMatch(/script-src 'self';/);
  expect(headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
};

/** Sends raw bytes to the listening server and returns everything it answers before closing. */
async function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusAndBody = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n');
  return { statusLine: head!.split('\r\n')[0], head: head!.toLowerCase(), body: JSON.parse(body!) as unknown };
};

describe('security headers', () => {
  const t = useTestApp();

  it('are on API answers, errors included, and API answers are never cached', async () => {
    for (const url of ['/api/v1/app-info', '/api/v1/me', '/api/v1/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keep the sign-in answer carrying the session id out of every cache', async () => {
    const res = await signInAs(t, t.fx.emails.storeAlpha);
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionId).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res.headers);
  });

  it('are on the API docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });
});

describe('requests refused before any route runs', () => {
  const t = useTestApp();

  it('answer a malformed address with the API error JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/brands/single/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('answer headers too large (431) and a bad Content-Length (400) with the API error JSON', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const huge = await rawExchange(
      port,
      `GET /api/v1/app-info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const tooLarge = statusAndBody(huge);
    expect(tooLarge.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(tooLarge.head).toContain('content-type: application/json');
    expect(tooLarge.body).toEqual({
      statusCode: 431,
      code: 'TOO_LARGE',
      message: 'The request headers are too large.',
    });

    const badLength = statusAndBody(
      await rawExchange(port, 'POST /api/v1/me HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'),
    );
    expect(badLength.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(badLength.body).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/could not be read/),
    });
  });
});
