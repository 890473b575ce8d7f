import { describe, expect, it } from 'vitest';
import type { QueueEntry } from '../../contract/feeds.js';
import { enqueueImport } from '../../server/repositories/feedJobs.js';
import { useTestApp, type TestContext } from './harness.js';

const queueUrl = '/api/v1/importations/queue';

async function addStore(t: TestContext, name: string, feedUrl: string | null = `https://${name}.example/feed.xml`) {
  const row = await t.db
    .insertInto('tenants')
    .values({ name, domain: `${name}.example`, product_integration_xml_link: feedUrl })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('integration queue', () => {
  const t = useTestApp();
  const moderator = () => t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);

  async function queue(session?: string) {
    const res = await t.call(session ?? (await moderator()), { method: 'GET', url: queueUrl });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { data: QueueEntry[]; total: number; hasMore: boolean };
    expect(page.total).toBe(page.data.length);
    return page.data;
  }

  async function queueThree() {
    const names = ['gama', 'delta', 'epsilon'];
    const stores = [];
    for (const name of names) stores.push(await addStore(t, name));
    const session = await moderator();
    const ids = [];
    for (const tenantId of stores) {
      const res = await t.call(session, { method: 'POST', url: queueUrl, payload: { tenantId } });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id as number);
    }
    return { session, ids, stores };
  }

  it('lists waiting stores in the order they were queued, numbered from 1, with name and feed URL', async () => {
    const { ids } = await queueThree();
    const entries = await queue();
    expect(entries.map((e) => [e.id, e.tenantName, e.status, e.position])).toEqual([
      [ids[0], 'gama', 'waiting', 1],
      [ids[1], 'delta', 'waiting', 2],
      [ids[2], 'epsilon', 'waiting', 3],
    ]);
    expect(entries[0]).toMatchObject({ feedUrl: 'https://gama.example/feed.xml', totalProducts: 0, progress: null });
  });

  it('moves an entry up, down and to the top', async () => {
    const { session, ids } = await queueThree();
    const move = async (id: number, option: string) => {
      const res = await t.call(session, { method: 'PUT', url: `${queueUrl}/${id}?option=${option}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number }[]).map((e) => e.id);
    };
    expect(await move(ids[2], 'TOP')).toEqual([ids[2], ids[0], ids[1]]);
    expect(await move(ids[1], 'UP')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await move(ids[2], 'DOWN')).toEqual([ids[1], ids[2], ids[0]]);
    // At the ends a move changes nothing.
    expect(await move(ids[1], 'UP')).toEqual([ids[1], ids[2], ids[0]]);
    expect(await move(ids[0], 'DOWN')).toEqual([ids[1], ids[2], ids[0]]);
    expect((await queue()).map((e) => e.position)).toEqual([1, 2, 3]);

    const bad = await t.call(session, { method: 'PUT', url: `${queueUrl}/${ids[0]}?option=SIDEWAYS` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    const missing = await t.call(session, { method: 'PUT', url: `${queueUrl}/999999?option=TOP` });
    expect(missing.statusCode).toBe(404);
  });

  it('never queues a store twice: queuing it again answers its entry', async () => {
    const store = await addStore(t, 'gama');
    const session = await moderator();
    const first = await t.call(session, { method: 'POST', url: queueUrl, payload: { tenantId: store } });
    const again = await t.call(session, { method: 'POST', url: queueUrl, payload: { tenantId: store } });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, created: false, status: 'waiting', position: 1 });
    // Racing requests still make one entry (the partial unique index decides).
    const racing = await Promise.all(
      [1, 2, 3].map(() => enqueueImport(t.db, store, { url: 'https://gama.example/f' })),
    );
    expect(new Set(racing)).toEqual(new Set([first.json().id]));
    expect(await t.db.selectFrom('feed_jobs').select('id').execute()).toHaveLength(1);
  });

  it('refuses to queue a store without a feed URL, with a clear code', async () => {
    const store = await addStore(t, 'gama', null);
    const res = await t.call(await moderator(), { method: 'POST', url: queueUrl, payload: { tenantId: store } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_FEED_URL');
    expect(await t.db.selectFrom('feed_jobs').select('id').execute()).toEqual([]);
  });

  it('deletes a waiting entry; a running one is refused; a failed one leaves the list', async () => {
    const { session, ids, stores } = await queueThree();
    const removed = await t.call(session, { method: 'DELETE', url: `${queueUrl}/${ids[1]}` });
    expect(removed.statusCode).toBe(204);
    expect((await queue()).map((e) => e.id)).toEqual([ids[0], ids[2]]);

    await t.db.updateTable('feed_jobs').set({ status: 'running' }).where('id', '=', ids[0]).execute();
    const running = await t.call(session, { method: 'DELETE', url: `${queueUrl}/${ids[0]}` });
    expect(running.statusCode).toBe(409);
    expect(running.json().code).toBe('QUEUE_ENTRY_NOT_WAITING');
    const moveRunning = await t.call(session, { method: 'PUT', url: `${queueUrl}/${ids[0]}?option=TOP` });
    expect(moveRunning.json().code).toBe('QUEUE_ENTRY_NOT_WAITING');

    await t.db
      .updateTable('feed_jobs')
      .set({ status: 'failed', failure: 'Bad XML at line 3' })
      .where('id', '=', ids[0])
      .execute();
    const listed = await queue();
    expect(listed.map((e) => [e.id, e.status, e.position])).toEqual([
      [ids[2], 'waiting', 1],
      [ids[0], 'failed', 0],
    ]);
    expect(await t.call(session, { method: 'DELETE', url: `${queueUrl}/${ids[0]}` })).toMatchObject({
      statusCode: 204,
    });
    expect((await queue()).map((e) => e.id)).toEqual([ids[2]]);
    expect((await t.call(session, { method: 'DELETE', url: `${queueUrl}/${ids[0]}` })).statusCode).toBe(404);
    // The failed store may be queued again.
    const requeued = await t.call(session, { method: 'POST', url: queueUrl, payload: { tenantId: stores[0] } });
    expect(requeued.statusCode).toBe(201);
  });

  it('lets a store user queue their own store only, and not see or change the queue', async () => {
    const { alpha, beta } = t.fx.tenants;
    await t.db.updateTable('tenants').set({ product_integration_xml_link: 'https://alfa.example/f.xml' }).execute();
    const member = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    const own = await t.call(member, { method: 'POST', url: queueUrl, payload: {} });
    expect(own.statusCode).toBe(201);
    const entry = await t.db
      .selectFrom('feed_jobs')
      .select('tenant_id')
      .where('id', '=', own.json().id)
      .executeTakeFirstOrThrow();
    expect(entry.tenant_id).toBe(alpha);
    const other = await t.call(member, { method: 'POST', url: queueUrl, payload: { tenantId: beta } });
    expect(other.statusCode).toBe(403);
    expect(await t.db.selectFrom('feed_jobs').select('id').where('tenant_id', '=', beta).execute()).toEqual([]);

    for (const request of [
      { method: 'GET' as const, url: queueUrl },
      { method: 'PUT' as const, url: `${queueUrl}/${own.json().id}?option=TOP` },
      { method: 'DELETE' as const, url: `${queueUrl}/${own.json().id}` },
    ]) {
      expect((await t.call(member, request)).statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    expect(await t.db.selectFrom('feed_jobs').select('id').execute()).toHaveLength(1);
  });

  it('shows the running import with its progress at position 0', async () => {
    const { ids, stores } = await queueThree();
    const run = await t.db
      .insertInto('import_runs')
      .values({ tenant_id: stores[0], source: 'feed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('import_runs')
      .set({ read_count: 40, inserted_count: 30, updated_count: 10 })
      .where('id', '=', run.id)
      .execute();
    await t.db.updateTable('feed_jobs').set({ status: 'running', run_id: run.id }).where('id', '=', ids[0]).execute();
    const [running, next] = await queue();
    expect(running).toMatchObject({ id: ids[0], status: 'running', position: 0 });
    expect(running).toMatchObject({ progress: { runId: run.id, read: 40, inserted: 30, updated: 10 } });
    expect(next).toMatchObject({ id: ids[1], position: 1 });
  });
});
