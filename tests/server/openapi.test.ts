import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

describe('OpenAPI description', () => {
  const t = useTestApp();

  it('describes every /api/v1 route', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const missing = t.routes
      .map((r) => ({ path: r.url.replace(/:([A-Za-z_]+)/g, '{$1}'), method: r.method.toLowerCase() }))
      .filter(({ path, method }) => !paths[path]?.[method])
      .map(({ path, method }) => `${method} ${path}`);
    expect(t.routes.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
