import { expect } from 'vitest';
import type { ProviderSyncJob } from '../../contract/providerSync.js';
import type { TestContext } from './harness.js';
import { until } from './until.js';

/** The latest sync jobs as GET /strong/modelings/sync/jobs answers them. */
export async function syncJobs(t: TestContext, session: string): Promise<ProviderSyncJob[]> {
  const res = await t.call(session, { method: 'GET', url: '/api/v1/strong/modelings/sync/jobs' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ProviderSyncJob[] }).data;
}

/** Queues a provider sync (POST `url`, answered 202 with its job) and waits until the worker has ended it. */
export async function runProviderSync(t: TestContext, session: string, url: string): Promise<ProviderSyncJob> {
  const res = await t.call(session, { method: 'POST', url });
  expect(res.statusCode, res.body).toBe(202);
  const { id } = res.json() as ProviderSyncJob;
  let job: ProviderSyncJob | undefined;
  await until(async () => {
    job = (await syncJobs(t, session)).find((j) => j.id === id);
    return job?.status === 'finished' || job?.status === 'failed';
  }, `sync job ${id} to end`);
  return job!;
}
