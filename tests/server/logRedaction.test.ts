import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { redactSessionIds } from '../../server/plugins/logRedaction.js';
import { useTestApp } from './harness.js';

// The log used to redact only a literal `sessionId=`, so `?session%49d=<id>` wrote the id in clear.
describe('the server log', () => {
  const t = useTestApp();
  const lines: string[] = [];
  let logged: FastifyInstance;

  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    ({ app: logged } = await buildApp({ db: t.db, config: t.config, logger: { level: 'trace', stream } }));
  });
  afterAll(() => logged?.close());

  it('never holds a session id, however its parameter name is spelt or escaped, nor a credential header', async () => {
    const sessionId = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const urls = [
      `/api/v1/me?sessionId=${sessionId}`,
      `/api/v1/me?session%49d=${sessionId}`,
      `/api/v1/me?%73ession%49D=${sessionId}&page=1`,
      `/api/v1/me?a=1&SESSIONID=${sessionId}`,
      `/api/v1/me?session%2549d=${sessionId}`,
      `/api/v1/no-such-route?session%49d=${sessionId}`,
    ];
    for (const url of urls) expect((await logged.inject({ method: 'GET', url })).statusCode).not.toBe(500);
    // The escaped name reaches the route as sessionId: the session was really used.
    expect((await logged.inject({ method: 'GET', url: urls[1] })).json().user.id).toBe(t.fx.users.storeAlpha);
    await logged.inject({ method: 'GET', url: '/api/v1/me', headers: { 'x-session-id': sessionId } });
    await logged.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: 'Basic c2VjcmV0LXVzZXI6c2VjcmV0LXBhc3M=' },
    });
    // A crash report quoting the screen's URL is logged (no chat webhook here) without the id.
    const report = {
      text: `TypeError at https://provador.example/api/v1/brands?Session%49d=${sessionId}`,
      location: `/brands?x=1&sessionId=${sessionId}`,
    };
    expect((await logged.inject({ method: 'POST', url: '/api/v1/crash-reports', payload: report })).statusCode).toBe(
      202,
    );

    // Whatever logs headers gets the credentials censored.
    logged.log.info(
      { req: { headers: { authorization: 'Basic c2VjcmV0LXVzZXI6c2VjcmV0LXBhc3M=', 'x-session-id': sessionId } } },
      'headers',
    );
    logged.log.info(
      { headers: { authorization: 'Basic c2VjcmV0LXVzZXI6c2VjcmV0LXBhc3M=', 'x-session-id': sessionId } },
      'headers',
    );

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('crash report from the web app');
    expect(log).toContain('session%49d=[redacted]');
    expect(log).not.toContain(sessionId);
    expect(log).not.toContain('c2VjcmV0LXVzZXI6c2VjcmV0LXBhc3M=');
  });

  it('never holds a raw control or format character, and stays JSON', async () => {
    lines.length = 0;
    logged.log.warn({ text: 'a\u202Eb\u0085c\u007fd\u200Be\u{E0041}f\u001bg' }, 'odd input');
    const [line] = lines;
    expect(line).not.toMatch(/[\p{Cc}\p{Cf}](?!$)/u);
    expect(JSON.parse(line).text).toBe('a\u202Eb\u0085c\u007fd\u200Be\u{E0041}f\u001bg');
  });

  it('keeps every other parameter readable', () => {
    expect(redactSessionIds('/api/v1/products?page=2&session%49d=abc&search=session&sessionIdx=1')).toBe(
      '/api/v1/products?page=2&session%49d=[redacted]&search=session&sessionIdx=1',
    );
  });
});
