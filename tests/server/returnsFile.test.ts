import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeedWorker } from '../../server/services/feedWorker.js';
import { insertOrder, markItemsReturned, type OrderItemValues } from '../../server/repositories/orders.js';
import { processReturnsFile, returnsFileRunner } from '../../server/services/returnsFile.js';
import { insertReturnsJob, recordReturnsBatch, returnsResultParts } from '../../server/repositories/returnsJobs.js';
import { storedFileOf } from '../../server/http/storedUploads.js';
import type { Db } from '../../server/db/connection.js';
import { lineFeedRunner } from './feedTestRunner.js';
import { useTestApp, type TestContext } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

const boundary = '----provador-returns-boundary';

/** A job's result file as its download reads it. */
async function resultText(db: Db, jobId: number): Promise<string> {
  let text = '';
  for await (const part of returnsResultParts(db, jobId)) text += part;
  return text;
}
const HEADER = 'orderId,productId,sku,size,reason,returnDate';

function multipart(content: string | Buffer, filename = 'returns.csv') {
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const item = (feedProductId: string, sku: string, slug: string, size: string): OrderItemValues => ({
  productId: null,
  feedProductId,
  sku,
  permalink: `https://alfa.example/${slug}`,
  name: slug,
  size,
  price: 50,
  quantity: 1,
  recommendationId: null,
  recommendedSize: null,
  sizeOffset: null,
});

async function addOrder(t: TestContext, tenantId: number, orderId: string, items: OrderItemValues[]) {
  const order = {
    orderId,
    orderedAt: new Date('2026-03-10T12:00:00Z'),
    country: 'BR',
    currency: 'BRL',
    fittingRoomUsed: true,
    profileCode: null,
    shopperAge: null,
    total: 50 * items.length,
  };
  await t.db.transaction().execute((trx) => insertOrder(trx, tenantId, order, items));
}

/** Alpha: O1 (blouse P1 M, skirt P2 G), O2 (P3 M twice, P3 G); beta: O9 (P1 M). */
async function seedOrders(t: TestContext) {
  // The result file speaks the store's language: English here, Portuguese in its own test.
  await t.db.updateTable('tenants').set({ language: 'en' }).where('id', '=', t.fx.tenants.alpha).execute();
  await addOrder(t, t.fx.tenants.alpha, 'O1', [
    item('P1', 'SKU 1', 'blusa-p1', 'M'),
    item('P2', 'SKU-2', 'saia-p2', 'G'),
  ]);
  await addOrder(t, t.fx.tenants.alpha, 'O2', [
    item('P3', 'SKU-3', 'vestido-p3', 'M'),
    item('P3', 'SKU-3', 'vestido-p3', 'M'),
    item('P3', 'SKU-3', 'vestido-p3', 'G'),
  ]);
  await addOrder(t, t.fx.tenants.beta, 'O9', [item('P1', 'SKU 1', 'blusa-p1', 'M')]);
}

const returnedItems = (t: TestContext) =>
  t.db
    .selectFrom('order_items')
    .select(['tenant_id as tenantId', 'order_id as orderId', 'feed_product_id as product', 'size'])
    .select(['return_reason as reason', 'returned_at as returnedAt'])
    .where('returned_at', 'is not', null)
    .orderBy('id')
    .execute();

describe('returns file processing', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  const worker = () =>
    new FeedWorker({
      db: t.db,
      runner: lineFeedRunner(t.db),
      returnsRunner: returnsFileRunner(t.db, t.config, t.app.log),
      allowedUrlPrefixes: [],
      scheduleHours: 24,
    });

  /** Uploads, runs the worker once, answers the finished job and its result file's lines. */
  async function process(session: string, csv: string | Buffer, query: string) {
    const res = await t.call(session, { method: 'POST', url: `/api/v1/report/returns?${query}`, ...multipart(csv) });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json() as { jobId: number };
    expect(await worker().runOnce()).toBe(true);
    const job = (await t.call(session, { method: 'GET', url: `/api/v1/report/returns/${jobId}` })).json();
    const result = await t.call(session, { method: 'GET', url: `/api/v1/report/returns/${jobId}/result` });
    return { jobId, job, result, lines: result.body.trim().split('\r\n') };
  }

  const mixedFile = [
    HEADER,
    'O1,P1,,M,too small,2026-03-12',
    'O1,P1,,M,SMALL,',
    'O1,P2,,P,,',
    'O404,P1,,M,,',
    'O2,P3,,M,big,',
    ',P1,,M,,',
    'O9,P1,,M,,',
    'O1,P2,,G,grande,not a date',
  ].join('\n');

  it('PRODUCT_ID: records good rows, reports duplicate, missing, ambiguous and bad rows, and writes every row', async () => {
    await seedOrders(t);
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const { job, result, lines } = await process(session, mixedFile, 'processingType=PRODUCT_ID');
    expect(job).toEqual({
      id: job.id,
      status: 'finished',
      progress: { rows: 8 },
      summary: { inserted: 1, alreadyReturned: 1, invalid: 6, total: 8 },
      failure: null,
    });
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toMatch(/^text\/csv/);
    expect(lines[0]).toBe(`${HEADER},outcome,outcomeReason`);
    expect(lines.slice(1).map((line) => line.split(',')[6])).toEqual([
      'returned',
      'already returned',
      'no such item',
      'no such order',
      'ambiguous',
      'invalid',
      'no such order',
      'invalid',
    ]);
    expect(lines[1]).toBe('O1,P1,,M,too small,2026-03-12,returned,too small');
    expect(await returnedItems(t)).toEqual([
      {
        tenantId: t.fx.tenants.alpha,
        orderId: 'O1',
        product: 'P1',
        size: 'M',
        reason: 'SMALL',
        returnedAt: new Date('2026-03-12T12:00:00Z'),
      },
    ]);
  });

  it('the same file twice records nothing new: its rows come back "already returned"', async () => {
    await seedOrders(t);
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    await process(session, mixedFile, 'processingType=PRODUCT_ID');
    const before = await returnedItems(t);
    const again = await process(session, mixedFile, 'processingType=PRODUCT_ID');
    expect(again.job.summary).toEqual({ inserted: 0, alreadyReturned: 2, invalid: 6, total: 8 });
    expect(await returnedItems(t)).toEqual(before);
  });

  it("never matches another store's orders", async () => {
    await seedOrders(t);
    const session = await t.sessionFor(t.fx.users.storeBeta, t.fx.tenants.beta);
    const { job } = await process(session, `${HEADER}\nO1,P1,,M,,\nO9,P1,,M,,`, 'processingType=PRODUCT_ID');
    expect(job.summary).toEqual({ inserted: 1, alreadyReturned: 0, invalid: 1, total: 2 });
    const returned = await returnedItems(t);
    expect(returned.map((r) => [r.tenantId, r.orderId])).toEqual([[t.fx.tenants.beta, 'O9']]);
  });

  it('PRODUCT_SKU compares SKUs as written, or without blank spaces when asked', async () => {
    await seedOrders(t);
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const file = 'orderId,sku,size,reason\nO1,SKU1,M,small\nO1,sku-2,G,';
    const strict = await process(session, file, 'processingType=PRODUCT_SKU');
    expect(strict.lines.slice(1).map((line) => line.split(',')[4])).toEqual(['no such item', 'returned']);
    const spaces = await process(session, file, 'processingType=PRODUCT_SKU&ignoreSkuSpaces=true');
    expect(spaces.lines.slice(1).map((line) => line.split(',')[4])).toEqual(['returned', 'already returned']);
    expect((await returnedItems(t)).map((r) => [r.product, r.reason])).toEqual([
      ['P1', 'SMALL'],
      ['P2', 'UNKNOWN'],
    ]);
  });

  // Excel on a Portuguese Windows saves CSV in Windows-1252, as the products' CSV import already reads.
  it('reads a file saved in Windows-1252, as the product CSV import does', async () => {
    await addOrder(t, t.fx.tenants.alpha, 'O7', [item('P7', 'CAMISÃ-AÇAÍ', 'camisa-p7', 'M')]);
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const file = Buffer.from('orderId,sku,size,reason\nO7,CAMISÃ-AÇAÍ,M,apertada ção\n', 'latin1');
    const { lines } = await process(session, file, 'processingType=PRODUCT_SKU');
    // A Portuguese store (the fixture's own language) reads its outcomes in Portuguese.
    expect(lines[1]!.split(',').slice(0, 5)).toEqual(['O7', 'CAMISÃ-AÇAÍ', 'M', 'apertada ção', 'devolvido']);
    expect((await returnedItems(t)).map((r) => [r.orderId, r.product])).toEqual([['O7', 'P7']]);
  });

  it('PRODUCT_ID_ON_ORDER_PERMALINK finds the id among the words of the ordered permalink', async () => {
    await seedOrders(t);
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const file = `${HEADER}\nO1,p2,,G,too big,\nO1,P9,,G,,`;
    const { job, lines } = await process(session, file, 'processingType=PRODUCT_ID_ON_ORDER_PERMALINK');
    expect(job.summary).toEqual({ inserted: 1, alreadyReturned: 0, invalid: 1, total: 2 });
    expect(lines[1]).toBe('O1,p2,,G,too big,,returned,too big');
  });

  it('ignorePurchasedSize matches whatever the size: one item of the product returns, several are ambiguous', async () => {
    await seedOrders(t);
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const file = 'orderId,productId,reason\nO1,P2,other\nO2,P3,small';
    const without = await process(session, file, 'processingType=PRODUCT_ID');
    expect(without.job).toMatchObject({ status: 'failed', summary: null });
    expect(without.job.failure).toContain('size');
    const { lines } = await process(session, file, 'processingType=PRODUCT_ID&ignorePurchasedSize=true');
    expect(lines.slice(1)).toEqual(['O1,P2,other,returned,other', 'O2,P3,small,ambiguous,3 items of order O2 match']);
  });

  it('mails the result file to who sent it (the outbox without SMTP)', async () => {
    await seedOrders(t);
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const { jobId } = await process(session, mixedFile, 'processingType=PRODUCT_ID');
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((name) => readFile(join(outbox, name), 'utf8')));
    const mail = mails.find((text) => text.includes(`returns-result-${jobId}.csv`));
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${t.fx.emails.storeAlpha}`);
    expect(mail).toContain('Returns recorded: 1');
  });

  it("writes the result file and its e-mail in the store's language: a Portuguese store reads Portuguese", async () => {
    await seedOrders(t);
    await t.db.updateTable('tenants').set({ language: 'ptBR' }).where('id', '=', t.fx.tenants.alpha).execute();
    // Job ids start again with each test's database: an earlier test's mail may bear the same name.
    const outbox = join(t.config.dataDir, 'outbox');
    await rm(outbox, { recursive: true, force: true });
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const { jobId, lines } = await process(session, mixedFile, 'processingType=PRODUCT_ID');
    expect(lines[0]).toBe(`${HEADER},outcome,outcomeReason`);
    expect(lines[1]).toBe('O1,P1,,M,too small,2026-03-12,devolvido,ficou pequeno');
    expect(lines[4]).toBe('O404,P1,,M,,,pedido não encontrado,pedido O404 não encontrado');
    expect(lines[6]).toBe(',P1,,M,,,inválido,orderId está em branco');
    const mails = await Promise.all((await readdir(outbox)).map((name) => readFile(join(outbox, name), 'utf8')));
    const mail = mails.find((text) => text.includes(`returns-result-${jobId}.csv`))!;
    // Mail headers and bodies are encoded: the words without accents are read as they are.
    expect(mail).toContain('Provador=3A_seu_arquivo_de_devolu');
    expect(mail).toContain('Linhas lidas: 8.');
  });

  it('refuses a file that is not CSV, or none, creating no job', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const pdf = await t.call(session, {
      method: 'POST',
      url: '/api/v1/report/returns?processingType=PRODUCT_ID',
      ...multipart(mixedFile, 'returns.pdf'),
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'file', code: 'FORMAT' }] });
    const badType = await t.call(session, {
      method: 'POST',
      url: '/api/v1/report/returns?processingType=ORDER_NAME',
      ...multipart(mixedFile),
    });
    expect(badType.statusCode).toBe(400);
    expect(await t.db.selectFrom('feed_jobs').select('id').execute()).toEqual([]);
  });

  it('fails a file whose header lacks a column the options need, or with no line at all, recording nothing', async () => {
    await seedOrders(t);
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const noSize = await process(session, 'orderId,productId,reason\nO1,P1,small\n', 'processingType=PRODUCT_ID');
    expect(noSize.job).toMatchObject({ status: 'failed', failure: "The file's header lacks the column size." });
    const bySku = await process(session, 'orderId,productId\nO1,P1\n', 'processingType=PRODUCT_SKU');
    expect(bySku.job).toMatchObject({ status: 'failed', failure: "The file's header lacks the columns sku, size." });
    const blank = await process(session, '\r\n\r\n', 'processingType=PRODUCT_ID');
    expect(blank.job).toMatchObject({
      status: 'failed',
      failure: 'The file is empty: it needs a header line and rows.',
    });
    expect(await returnedItems(t)).toEqual([]);
    const rows = await t.db.selectFrom('feed_jobs').select('rows_read').execute();
    expect(rows.map((row) => row.rows_read)).toEqual([0, 0, 0]);
  });

  it('keeps jobs to their store and out of the integration queue; runs them in the order queued with imports', async () => {
    await seedOrders(t);
    // An import queued first runs first.
    const moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.beta);
    await t.db.updateTable('tenants').set({ product_integration_xml_link: 'https://beta.example/feed.xml' }).execute();
    const queued = await t.call(moderator, { method: 'POST', url: '/api/v1/importations/queue', payload: {} });
    const importId = (queued.json() as { id: number }).id;
    const alpha = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const upload = await t.call(alpha, {
      method: 'POST',
      url: '/api/v1/report/returns?processingType=PRODUCT_ID',
      ...multipart(mixedFile),
    });
    const { jobId } = upload.json() as { jobId: number };
    const beta = await t.sessionFor(t.fx.users.storeBeta, t.fx.tenants.beta);
    expect((await t.call(beta, { method: 'GET', url: `/api/v1/report/returns/${jobId}` })).statusCode).toBe(404);
    expect((await t.call(beta, { method: 'GET', url: `/api/v1/report/returns/${jobId}/result` })).statusCode).toBe(404);
    const waiting = await t.call(alpha, { method: 'GET', url: `/api/v1/report/returns/${jobId}` });
    expect(waiting.json()).toMatchObject({ status: 'waiting', progress: { rows: 0 }, summary: null });
    const early = await t.call(alpha, { method: 'GET', url: `/api/v1/report/returns/${jobId}/result` });
    expect(early.statusCode).toBe(409);
    expect((await t.call(alpha, { method: 'GET', url: `/api/v1/importations/jobs/${jobId}` })).statusCode).toBe(404);

    const queue = (await t.call(moderator, { method: 'GET', url: '/api/v1/importations/queue' })).json();
    expect(queue.data.map((entry: { id: number }) => entry.id)).toEqual([importId]);

    await worker().runOnce();
    const importJob = await t.call(moderator, { method: 'GET', url: `/api/v1/importations/jobs/${importId}` });
    expect(importJob.json().status).not.toBe('waiting');
    expect((await t.call(alpha, { method: 'GET', url: `/api/v1/report/returns/${jobId}` })).json().status).toBe(
      'waiting',
    );
    await worker().runOnce();
    const done = await t.call(alpha, { method: 'GET', url: `/api/v1/report/returns/${jobId}` });
    expect(done.json().status).toBe('finished');
  });

  /**
   * Processes `csv` for alpha by product id in batches of `batchRows` decided `sliceRows` at a time; answers each row's
   * outcome and the job's counts.
   */
  async function processInBatches(csv: string, batchRows: number, sliceRows: number) {
    const options = { processingType: 'PRODUCT_ID', ignorePurchasedSize: false, ignoreSkuSpaces: false } as const;
    const file = storedFileOf(Buffer.from(csv));
    const id = (await insertReturnsJob(t.db, t.fx.tenants.alpha, t.fx.users.storeAlpha, file, options))!;
    await processReturnsFile(t.db, {
      id,
      tenantId: t.fx.tenants.alpha,
      file,
      language: 'en',
      signal: new AbortController().signal,
      options,
      batchRows,
      sliceRows,
    });
    const lines = (await resultText(t.db, id)).trim().split('\r\n');
    // Done, as the worker would record it: the store's next file is not held back by a waiting one.
    await t.db.updateTable('feed_jobs').set({ status: 'finished' }).where('id', '=', id).execute();
    const counts = await t.db
      .selectFrom('feed_jobs')
      .select(['rows_read', 'returned_count', 'already_returned_count', 'invalid_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { outcomes: lines.slice(1).map((line) => line.split(',').slice(6).join(',')), counts };
  }

  it('gives every row the same outcome whatever the batches: an item named twice is returned by its first row', async () => {
    await seedOrders(t);
    const file = [
      HEADER,
      'O1,P1,,M,small,2026-03-12',
      'O1,P1,,M,big,2026-03-13',
      'O1,P2,,G,,2026-03-14',
      'O1,P1,,M,,',
      'O1,P2,,G,big,',
      'O2,P3,,G,,2026-03-15',
      'O2,P3,,M,,',
      'O404,P1,,M,,',
      'O1,P9,,M,,',
    ].join('\n');
    const expected = [
      'returned,too small',
      'already returned,too big',
      'returned,other',
      'already returned,other',
      'already returned,too big',
      'returned,other',
      'ambiguous,2 items of order O2 match',
      'no such order,order O404 not found',
      'no such item,no item of order O1 matches',
    ];
    // Within one slice of one batch, across batches of one, two or three rows (a batch's items read while the one
    // before is written), and across slices of one batch (an item an earlier slice took, its statement not sent yet).
    for (const [batchRows, sliceRows] of [
      [1000, 1000],
      [1, 1],
      [2, 2],
      [3, 3],
      [1000, 1],
      [1000, 2],
      [3, 1],
      [4, 3],
    ] as const) {
      const batches = `batches of ${batchRows} in slices of ${sliceRows}`;
      await t.db.updateTable('order_items').set({ returned_at: null, return_reason: null }).execute();
      const { outcomes, counts } = await processInBatches(file, batchRows, sliceRows);
      expect(outcomes, batches).toEqual(expected);
      expect(counts, batches).toEqual({
        rows_read: 9,
        returned_count: 3,
        already_returned_count: 3,
        invalid_count: 3,
      });
      expect(
        (await returnedItems(t)).map((r) => [r.orderId, r.product, r.size, r.reason, r.returnedAt?.toISOString()]),
      ).toEqual([
        ['O1', 'P1', 'M', 'SMALL', '2026-03-12T12:00:00.000Z'],
        ['O1', 'P2', 'G', 'UNKNOWN', '2026-03-14T12:00:00.000Z'],
        ['O2', 'P3', 'G', 'UNKNOWN', '2026-03-15T12:00:00.000Z'],
      ]);
      // The same file again, in the same batches, records nothing new.
      const again = await processInBatches(file, batchRows, sliceRows);
      expect(
        again.outcomes.slice(0, 6).every((o) => o.startsWith('already returned')),
        `again, ${batches}`,
      ).toBe(true);
      expect(again.counts).toMatchObject({ returned_count: 0, already_returned_count: 6 });
    }
  });

  it('writes a return whose item was taken after its batch was decided as already returned, in its part and counts', async () => {
    await seedOrders(t);
    const options = { processingType: 'PRODUCT_ID', ignorePurchasedSize: false, ignoreSkuSpaces: false } as const;
    const file = storedFileOf(Buffer.from(`${HEADER}\n`));
    const job = {
      id: (await insertReturnsJob(t.db, t.fx.tenants.alpha, t.fx.users.storeAlpha, file, options))!,
      tenantId: t.fx.tenants.alpha,
    };
    const items = await t.db
      .selectFrom('order_items')
      .select(['id', 'feed_product_id as product'])
      .where('tenant_id', '=', t.fx.tenants.alpha)
      .where('order_id', '=', 'O1')
      .orderBy('id')
      .execute();
    const [p1, p2] = items.map((item) => item.id);
    const at = new Date('2026-03-14T12:00:00Z');
    // Another request takes P1 after the batch was decided.
    await markItemsReturned(t.db, t.fx.tenants.alpha, [{ orderId: 'O1', itemId: p1!, reason: 'BIG', at }]);
    await recordReturnsBatch(
      t.db,
      job,
      [
        { orderId: 'O1', itemId: p1!, reason: 'SMALL', at },
        { orderId: 'O1', itemId: p2!, reason: 'SMALL', at },
      ],
      { rows: 4, alreadyReturned: 0, invalid: 2 },
      {
        firstRow: 1,
        pieces: ['bad row\r\nanother bad row\r\n', 'P1 returned\r\n', 'P2 returned\r\n'],
        returnedItems: [null, p1!, p2!],
        alreadyLines: [null, 'P1 already\r\n', 'P2 already\r\n'],
      },
    );
    expect(await resultText(t.db, job.id)).toBe('bad row\r\nanother bad row\r\nP1 already\r\nP2 returned\r\n');
    expect(
      await t.db
        .selectFrom('feed_jobs')
        .select(['rows_read', 'returned_count', 'already_returned_count', 'invalid_count'])
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ rows_read: 4, returned_count: 1, already_returned_count: 1, invalid_count: 2 });
    // P1 keeps the return the other request recorded.
    expect((await returnedItems(t)).map((r) => [r.product, r.reason])).toEqual([
      ['P1', 'BIG'],
      ['P2', 'SMALL'],
    ]);
  });

  it('answers the template: the header and example rows', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const res = await t.call(session, { method: 'GET', url: '/api/v1/report/returns/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('returns-template.csv');
    expect(res.body.split('\r\n')[0]).toBe(HEADER);
  });
});
