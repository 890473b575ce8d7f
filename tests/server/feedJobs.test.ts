import { describe, expect, it } from 'vitest';
import { FeedWorker } from '../../server/services/feedWorker.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { lineFeedRunner } from './feedTestRunner.js';

const boundary = '----provador-test-boundary';

function multipart(field: string, content: string, filename = 'feed.xml') {
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: application/xml\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('feed jobs: uploads, dry runs and polling', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('accepts an uploaded feed at once, and the worker imports it into the store', async () => {
    const { alpha } = t.fx.tenants;
    const session = await t.sessionFor(t.fx.users.moderator, alpha);
    const res = await t.call(session, {
      method: 'POST',
      url: '/api/v1/importations/upload',
      ...multipart('file', 'x1|Vestido'),
    });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json() as { jobId: number };
    const waiting = await t.call(session, { method: 'GET', url: `/api/v1/importations/jobs/${jobId}` });
    expect(waiting.json()).toMatchObject({ id: jobId, kind: 'import', status: 'waiting', tenantId: alpha });

    const worker = new FeedWorker({
      db: t.db,
      runner: lineFeedRunner(t.db),
      allowedUrlPrefixes: [],
      scheduleHours: 24,
    });
    expect(await worker.runOnce()).toBe(true);
    const done = await t.call(session, { method: 'GET', url: `/api/v1/importations/jobs/${jobId}` });
    expect(done.json()).toMatchObject({ status: 'finished', failure: null, progress: { read: 1, inserted: 1 } });
    const names = await t.db.selectFrom('products').select('name').where('tenant_id', '=', alpha).execute();
    expect(names).toEqual([{ name: 'Vestido' }]);
  });

  it('runs a dry run from a URL or a file and keeps its report on the job, writing nothing', async () => {
    const { alpha } = t.fx.tenants;
    const session = await t.sessionFor(t.fx.users.moderator, alpha);
    const byFile = await t.call(session, {
      method: 'POST',
      url: '/api/v1/importations/dry-run',
      ...multipart('file', 'a\nb\nc'),
    });
    expect(byFile.statusCode).toBe(202);
    const byUrl = await t.call(session, {
      method: 'POST',
      url: '/api/v1/importations/dry-run',
      payload: { url: 'https://alfa.example/feed.xml' },
    });
    expect(byUrl.statusCode).toBe(202);
    const worker = new FeedWorker({
      db: t.db,
      runner: lineFeedRunner(t.db),
      allowedUrlPrefixes: [],
      scheduleHours: 24,
    });
    await worker.runOnce();
    const job = await t.call(session, { method: 'GET', url: `/api/v1/importations/jobs/${byFile.json().jobId}` });
    expect(job.json()).toMatchObject({ kind: 'dry_run', status: 'finished', report: { items: 3, wouldInsert: 3 } });
    expect(await t.db.selectFrom('products').select('id').execute()).toEqual([]);
    const stored = await t.db
      .selectFrom('feed_jobs')
      .select('url')
      .where('id', '=', byUrl.json().jobId)
      .executeTakeFirstOrThrow();
    expect(stored.url).toBe('https://alfa.example/feed.xml');
  });

  it('refuses a dry run without a URL or a file, a bad URL, and an upload without its file', async () => {
    const session = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    const empty = await t.call(session, { method: 'POST', url: '/api/v1/importations/dry-run', payload: {} });
    expect(empty.statusCode).toBe(400);
    const ftp = await t.call(session, {
      method: 'POST',
      url: '/api/v1/importations/dry-run',
      payload: { url: 'ftp://a/b' },
    });
    expect(ftp.statusCode).toBe(400);
    const noFile = await t.call(session, {
      method: 'POST',
      url: '/api/v1/importations/upload',
      ...multipart('other', 'x'),
    });
    expect(noFile.statusCode).toBe(400);
    expect(await t.db.selectFrom('feed_jobs').select('id').execute()).toEqual([]);
  });

  it("keeps a store's jobs from other stores", async () => {
    const { alpha, beta } = t.fx.tenants;
    const moderator = await t.sessionFor(t.fx.users.moderator, alpha);
    const { jobId } = (
      await t.call(moderator, { method: 'POST', url: '/api/v1/importations/dry-run', ...multipart('file', 'a') })
    ).json() as { jobId: number };
    const own = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    expect((await t.call(own, { method: 'GET', url: `/api/v1/importations/jobs/${jobId}` })).statusCode).toBe(200);
    const other = await t.sessionFor(t.fx.users.storeBeta, beta);
    expect((await t.call(other, { method: 'GET', url: `/api/v1/importations/jobs/${jobId}` })).statusCode).toBe(404);
    // Store users cannot upload or check feeds.
    const upload = await t.call(own, { method: 'POST', url: '/api/v1/importations/upload', ...multipart('file', 'a') });
    expect(upload.statusCode).toBe(403);
  });
});

describe('feed jobs: size limit', () => {
  const t = useTestApp({ feedMaxBytes: 64 });
  recountCountersAfterEach(t);

  it('refuses an upload over FEED_MAX_MB with TOO_LARGE', async () => {
    const session = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    const res = await t.call(session, {
      method: 'POST',
      url: '/api/v1/importations/upload',
      ...multipart('file', 'x'.repeat(500)),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('TOO_LARGE');
    expect(await t.db.selectFrom('feed_jobs').select('id').execute()).toEqual([]);
  });
});
