import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_PASSWORD } from './fixtures.js';
import { basic, useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

// Far more than the kernel's socket buffers hold, so a client that never reads stalls the sender.
const ROWS = 20_000;
const LONG_PATH = 'x'.repeat(400);

describe('a client that never reads an export', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let session: string;
  let base: URL;
  const stalled: Socket[] = [];

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  }, 60_000);

  afterEach(() => {
    for (const socket of stalled.splice(0)) socket.destroy();
  });

  /** Sends the request, waits for the first bytes of the answer, then stops reading for good. */
  function requestWithoutReading(path: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: base.hostname, port: Number(base.port) });
      stalled.push(socket);
      socket.once('error', reject);
      socket.once('connect', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${base.host}\r\nX-Session-Id: ${session}\r\n\r\n`),
      );
      socket.once('data', (first) => {
        socket.pause();
        resolve(first.toString('latin1').split('\r\n')[0]!);
      });
    });
  }

  const today = new Date().toISOString().slice(0, 10);
  const exports = {
    '/api/v1/products/unknown/export': () => sql`INSERT INTO unknown_products (tenant_id, permalink, day, hits)
      SELECT ${t.fx.tenants.alpha}, 'https://alfa.example/' || ${LONG_PATH} || n, ${today}::date, 1 + n % 7 FROM generate_series(1, ${ROWS}) n`,
    '/api/v1/products/export': () => sql`INSERT INTO products (tenant_id, permalink, name)
      SELECT ${t.fx.tenants.alpha}, 'https://alfa.example/p/' || ${LONG_PATH} || n, 'Produto ' || n FROM generate_series(1, ${ROWS}) n`,
  };

  it.each(Object.keys(exports) as (keyof typeof exports)[])(
    'GET %s leaves the database free: the product list and sign-in still answer',
    { timeout: 60_000 },
    async (path) => {
      await exports[path]().execute(t.db);
      const answering = new Promise<Socket>((resolve) => t.app.server.once('connection', resolve));
      expect(await requestWithoutReading(path)).toBe('HTTP/1.1 200 OK');
      // The export's stream is stalled: the server's socket holds more than it may buffer, waiting on the network.
      const answer = await answering;
      await vi.waitFor(() => expect(answer.writableNeedDrain).toBe(true), { timeout: 10_000, interval: 20 });

      const list = await fetch(new URL('/api/v1/products?size=1', base), {
        headers: { 'x-session-id': session },
        signal: AbortSignal.timeout(5000),
      });
      expect(list.status).toBe(200);
      const signIn = await fetch(new URL('/api/v1/me', base), {
        headers: { authorization: basic(t.fx.emails.storeAlpha, FIXTURE_PASSWORD) },
        signal: AbortSignal.timeout(5000),
      });
      expect(signIn.status).toBe(200);
    },
  );
});
