import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { storeUpload, uploadedStream, type StoredFile } from '../../server/http/storedUploads.js';
import { useTestApp } from './harness.js';

const returnsLines = (rows: number) =>
  ['orderId,productId,sku,size,reason,returnDate', ...Array.from({ length: rows }, (_, n) => `O${n},P${n % 50},,M,,`)]
    .join('\r\n')
    .concat('\r\n');

/** The file a stored upload gives back, read whole from its stream; and the largest piece the stream gave. */
async function uploadedFile(stored: StoredFile) {
  const pieces: Buffer[] = await uploadedStream(stored).toArray();
  return Object.assign(Buffer.concat(pieces), { largestPiece: Math.max(0, ...pieces.map((piece) => piece.length)) });
}

describe('an uploaded file as its job keeps it', () => {
  it('is read from its stream chunk by chunk, kept compressed, and given back as it was sent', async () => {
    const file = Buffer.from(returnsLines(40_000));
    const chunks = Array.from({ length: Math.ceil(file.length / 65_536) }, (_, i) =>
      file.subarray(i * 65_536, (i + 1) * 65_536),
    );
    const stored = await storeUpload(Readable.from(chunks));
    expect(stored.bytes).toBe(file.length);
    expect(stored.file.length).toBeLessThan(file.length / 4);
    const read = await uploadedFile(stored.file);
    expect(read.equals(file)).toBe(true);
    // Uncompressed a piece at a time, never whole.
    expect(read.largestPiece).toBeLessThan(file.length / 2);
  });

  it('counts an empty file as 0 bytes', async () => {
    const stored = await storeUpload(Readable.from([]));
    expect(stored.bytes).toBe(0);
    expect((await uploadedFile(stored.file)).length).toBe(0);
  });

  it('reads a file queued by an earlier release, kept as it came, a piece at a time', async () => {
    const file = Buffer.from(returnsLines(40_000));
    const read = await uploadedFile(file as StoredFile);
    expect(read.equals(file)).toBe(true);
    expect(read.largestPiece).toBeLessThan(file.length / 2);
  });
});

describe('an uploaded returns file', () => {
  const t = useTestApp();
  const boundary = 'provador-stored-upload';
  const upload = (session: string, content: string) =>
    t.call(session, {
      method: 'POST',
      url: '/api/v1/report/returns?processingType=PRODUCT_ID',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="returns.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    });

  it('waits in the database compressed, and an empty one is refused with no job', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const csv = returnsLines(5_000);
    const res = await upload(session, csv);
    expect(res.statusCode).toBe(202);
    const job = await t.db
      .selectFrom('feed_jobs')
      .select('file')
      .where('id', '=', res.json().jobId)
      .executeTakeFirstOrThrow();
    expect(job.file!.length).toBeLessThan(csv.length / 4);
    expect((await uploadedFile(job.file as StoredFile)).toString()).toBe(csv);

    const empty = await upload(session, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'file', code: 'REQUIRED' }] });
    expect(await t.db.selectFrom('feed_jobs').select('id').execute()).toHaveLength(1);
  });
});
