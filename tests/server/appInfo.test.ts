import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

describe('GET /api/v1/app-info', () => {
  const t = useTestApp({ supportEmail: 'help@example.com' });
  it('tells anyone the version and the support address', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/v1/app-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: expect.any(String), supportEmail: 'help@example.com' });
  });
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
