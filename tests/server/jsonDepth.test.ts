import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/plugins/jsonDepth.js';
import { basic, useTestApp } from './harness.js';

const nested = (levels: number, inner = '"x"') => '{"a":'.repeat(levels) + inner + '}'.repeat(levels);

// A body nested thousands of levels deep used to exhaust the stack of the checks that walk bodies.
describe('deeply nested JSON bodies', () => {
  const t = useTestApp();

  const send = (
    url: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    payload: string,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('are refused with 400 TOO_DEEP on public routes, before anything walks them', async () => {
    for (const [url, method] of [
      ['/api/v1/crash-reports', 'POST'],
      ['/api/v1/users/terms', 'PATCH'],
    ] as const) {
      for (const body of [nested(5000), '['.repeat(5000) + ']'.repeat(5000), nested(5000, '"a\\u0000b"')]) {
        const res = await send(url, method, body, { authorization: basic('nobody@example.com', 'x') });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({
          statusCode: 400,
          code: 'BAD_REQUEST',
          details: [{ field: 'body', code: 'TOO_DEEP' }],
        });
      }
    }
  });

  it('are refused on store routes too, and nothing is stored', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const headers = { 'x-session-id': session };
    const res = await send('/api/v1/brands/', 'POST', `{"name":"Deep","x":${nested(MAX_JSON_DEPTH)}}`, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].code).toBe('TOO_DEEP');
    const deepItems = await send(
      '/api/v1/brands/bulk/some',
      'DELETE',
      `{"ids":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      headers,
    );
    expect(deepItems.statusCode).toBe(400);
    expect(await t.db.selectFrom('brands').select('id').where('tenant_id', '=', t.fx.tenants.alpha).execute()).toEqual(
      [],
    );
  });

  it('counts only real nesting: brackets inside texts and a body at the limit pass', async () => {
    const res = await send('/api/v1/crash-reports', 'POST', JSON.stringify({ text: '{['.repeat(5000) + '\\"{' }));
    expect(res.statusCode).toBe(202);
    // At the limit the body is parsed and judged by its schema as usual.
    const atLimit = await send(
      '/api/v1/crash-reports',
      'POST',
      `{"text":"boom","location":${nested(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().code).toBe('VALIDATION');
  });

  it('still refuses prototype poisoning and malformed JSON as before', async () => {
    expect((await send('/api/v1/crash-reports', 'POST', '{"text":"a","__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await send('/api/v1/crash-reports', 'POST', '{"text":')).statusCode).toBe(400);
  });
});
