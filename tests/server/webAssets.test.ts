import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { EARLIER_FITTING_ROOM_VERSIONS, fittingRoomPath } from '../../domain/storefrontSnippet.js';

// A build as Vite writes it: a hashed asset and index.html, each with its brotli and gzip copies.
const webDir = mkdtempSync(join(tmpdir(), 'provador-web-'));
const ASSET = 'assets/index-C0ffee42.js';
const script = `console.log(${JSON.stringify('provador '.repeat(400))});\n`;
const page = `<!doctype html><html><head><script type="module" src="/${ASSET}"></script></head><body>${'<p>Provador</p>'.repeat(100)}</body></html>`;
mkdirSync(join(webDir, 'assets'));
for (const [name, content] of [
  [ASSET, script],
  ['index.html', page],
] as const) {
  writeFileSync(join(webDir, name), content);
  writeFileSync(join(webDir, `${name}.br`), brotliCompressSync(content));
  writeFileSync(join(webDir, `${name}.gz`), gzipSync(content));
}
// The fitting-room script of this release, as its build step writes it.
const FITTING_ROOM = fittingRoomPath().slice(1);
mkdirSync(join(webDir, 'fitting-room'));
writeFileSync(join(webDir, FITTING_ROOM), script);
// Vite copies public/ to the build's root: the real icon of the app.
const FAVICON = readFileSync(new URL('../../public/favicon.ico', import.meta.url));
writeFileSync(join(webDir, 'favicon.ico'), FAVICON);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app', () => {
  const t = useTestApp({ webDir });
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends hashed assets brotli or gzip compressed as the browser accepts, cached for a year as immutable', async () => {
    const br = await get(`/${ASSET}`, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await get(`/${ASSET}`, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(`/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets index.html be used without asking the server, at / , by name or as the fallback of a client route', async () => {
    for (const url of ['/', '/index.html', '/products/42/edit?tab=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
    }
  });

  it("sends the fitting-room script to other origins' pages for good, and leads an earlier release's address to it", async () => {
    const current = await get(`/${FITTING_ROOM}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(current.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(EARLIER_FITTING_ROOM_VERSIONS).toContain('4.0.0');
    for (const version of EARLIER_FITTING_ROOM_VERSIONS) {
      const earlier = await get(fittingRoomPath(version));
      expect(earlier.statusCode, version).toBe(302);
      expect(earlier.headers.location, version).toBe(fittingRoomPath());
      // Kept briefly, so that the next release moves it again.
      expect(earlier.headers['cache-control'], version).toBe('public, max-age=3600');
      expect(earlier.headers['cross-origin-resource-policy'], version).toBe('cross-origin');
    }
    // A release that never was is no script (nor the page).
    expect((await get(fittingRoomPath('0.0.1'))).statusCode).toBe(404);
  });

  it('sends the icon the browser asks for at /favicon.ico, as an icon', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
    expect(res.rawPayload.equals(FAVICON)).toBe(true);
    // An ICO file holding one 32 x 32 image.
    expect([...res.rawPayload.subarray(0, 7)]).toEqual([0, 0, 1, 0, 1, 0, 32]);
  });

  it('answers a missing asset, a missing file at the root and a compressed copy asked by name with 404, not with the page', async () => {
    for (const url of ['/assets/index-0ld0ne.js', `/${ASSET}.br`, '/apple-touch-icon.png', '/robots.txt']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
