import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertReturnsJob } from '../../server/repositories/returnsJobs.js';
import { storedFileOf } from '../../server/http/storedUploads.js';
import { useTestApp } from './harness.js';

const PARTS = 400;
const PART_BYTES = 100_000;

describe('the returns result download', () => {
  const t = useTestApp();

  it('is sent as a stream, read from the database part after part as the client takes it', async () => {
    const { alpha } = t.fx.tenants;
    const options = { processingType: 'PRODUCT_ID', ignorePurchasedSize: false, ignoreSkuSpaces: false } as const;
    const id = (await insertReturnsJob(
      t.db,
      alpha,
      t.fx.users.storeAlpha,
      storedFileOf(Buffer.from('orderId\r\n')),
      options,
    ))!;
    // A 40 MB result, as a finished job of 400,000 rows leaves it.
    await sql`
      INSERT INTO returns_result_parts (job_id, first_row, lines)
      SELECT ${id}, g, repeat('x', ${PART_BYTES - 2}) || E'\r\n' FROM generate_series(0, ${PARTS - 1}) g`.execute(t.db);
    await t.db.updateTable('feed_jobs').set({ status: 'finished' }).where('id', '=', id).execute();
    const session = await t.sessionFor(t.fx.users.storeAlpha, alpha);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const received = await new Promise<{ headers: Record<string, unknown>; bytes: number }>((resolve, reject) => {
      const req = request(
        { port, host: '127.0.0.1', path: `/api/v1/report/returns/${id}/result`, headers: { 'x-session-id': session } },
        (res) => {
          let bytes = 0;
          res.once('data', (first: Buffer) => {
            bytes += first.length;
            // The first bytes are here: the second half of the parts is removed before reading on. A file
            // read whole before sending would still arrive whole; a stream no longer finds those parts.
            res.pause();
            t.db
              .deleteFrom('returns_result_parts')
              .where('job_id', '=', id)
              .where('first_row', '>=', PARTS / 2)
              .execute()
              .then(() => {
                res.on('data', (chunk: Buffer) => (bytes += chunk.length));
                res.resume();
              }, reject);
          });
          res.once('end', () => resolve({ headers: res.headers, bytes }));
          res.once('error', reject);
        },
      );
      req.once('error', reject);
      req.end();
    });
    expect(received.headers['content-type']).toMatch(/^text\/csv/);
    expect(received.headers['content-length']).toBeUndefined();
    expect(received.headers['transfer-encoding']).toBe('chunked');
    expect(received.bytes).toBeGreaterThan(0);
    // At most the parts left: those deleted after the first bytes were never read.
    expect(received.bytes).toBeLessThanOrEqual((PARTS / 2) * PART_BYTES);
  });
});
