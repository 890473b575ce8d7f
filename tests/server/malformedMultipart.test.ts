import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

const uploads = [
  '/api/v1/importations/upload',
  '/api/v1/importations/dry-run',
  '/api/v1/report/returns?processingType=PRODUCT_ID',
];
const badRequest = { statusCode: 400, code: 'BAD_REQUEST' };

describe('a multipart body that cannot be read', () => {
  const t = useTestApp();
  const post = async (url: string, contentType: string, payload: string) =>
    t.call(await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha), {
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload,
    });

  it.each(uploads)('answers 400 with the error body at %s when its boundary is not found', async (url) => {
    const res = await post(url, 'multipart/form-data; boundary=zzz', 'garbage, not a form');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(badRequest);
    const none = await post(url, 'multipart/form-data', 'garbage, not a form');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject(badRequest);
    expect(await t.db.selectFrom('feed_jobs').select('id').execute()).toEqual([]);
  });

  it.each(uploads)('answers 400 at %s when a part is cut off before its end', async (url) => {
    const truncated =
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="feed.csv"\r\n' +
      'Content-Type: text/csv\r\n\r\n<rss><channel><item>';
    const res = await post(url, 'multipart/form-data; boundary=zzz', truncated);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(badRequest);
    expect(await t.db.selectFrom('feed_jobs').select('id').execute()).toEqual([]);
  });
});
