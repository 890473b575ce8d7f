import { text } from 'node:stream/consumers';
import { sql } from 'kysely';
import type { DryRunReport } from '../../contract/feeds.js';
import type { Db } from '../../server/db/connection.js';
import type { FeedRunArgs, FeedRunner, ImportFeedArgs } from '../../server/feeds/feedRunner.js';
import { uploadedStream } from '../../server/http/storedUploads.js';
import { createProduct, replaceProduct } from '../../server/services/products.js';

/**
 * A small real runner for the worker's tests: the feed is lines `feedId|name` (a file, or a URL it
 * fetches), each upserted by feedProductId through the product service, with the run's counts kept.
 * `beforeItem` lets a test hold the run between items (to stop it, or to watch it running).
 */
export interface TestRunnerOptions {
  beforeItem?: (tenantId: number, index: number, signal: AbortSignal) => Promise<void>;
}

async function linesOf(args: FeedRunArgs): Promise<{ feedId: string; name: string }[]> {
  const feed =
    args.source.kind === 'file'
      ? await text(uploadedStream(args.source.file))
      : await (await fetch(args.source.url, { signal: args.signal })).text();
  return feed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [feedId, name] = line.split('|');
      return { feedId, name: name ?? feedId };
    });
}

const existingIds = async (db: Db, tenantId: number) =>
  new Map(
    (
      await db
        .selectFrom('products')
        .select(['id', 'feed_product_id'])
        .where('tenant_id', '=', tenantId)
        .where('feed_product_id', 'is not', null)
        .execute()
    ).map((row) => [row.feed_product_id as string, row.id]),
  );

export function lineFeedRunner(db: Db, options: TestRunnerOptions = {}): FeedRunner & { runs: number[] } {
  const runs: number[] = [];
  return {
    runs,
    async importFeed(args: ImportFeedArgs) {
      runs.push(args.tenantId);
      const items = await linesOf(args);
      const existing = await existingIds(db, args.tenantId);
      for (const [index, item] of items.entries()) {
        await options.beforeItem?.(args.tenantId, index, args.signal);
        args.signal.throwIfAborted();
        const input = {
          permalink: `https://shop.example/${item.feedId}`,
          name: item.name,
          feedProductId: item.feedId,
          gender: 'u',
          ageGroup: 'adult',
          productType: 'clothes',
          sizes: ['M'],
          pluginActive: true,
        };
        const id = existing.get(item.feedId);
        if (id) await replaceProduct(db, args.tenantId, id, input);
        else existing.set(item.feedId, (await createProduct(db, args.tenantId, input)).id);
        await db
          .updateTable('import_runs')
          .set({
            read_count: sql`read_count + 1`,
            inserted_count: id ? sql`inserted_count` : sql`inserted_count + 1`,
            updated_count: id ? sql`updated_count + 1` : sql`updated_count`,
          })
          .where('id', '=', args.runId)
          .execute();
      }
    },
    async analyseFeed(args: FeedRunArgs): Promise<DryRunReport> {
      const items = await linesOf(args);
      const existing = await existingIds(db, args.tenantId);
      const listed = new Set(items.map((item) => item.feedId));
      const wouldUpdate = items.filter((item) => existing.has(item.feedId)).length;
      return {
        items: items.length,
        products: listed.size,
        wouldInsert: items.length - wouldUpdate,
        wouldUpdate,
        wouldLeave: 0,
        wouldDeactivate: [...existing.keys()].filter((id) => !listed.has(id)).length,
        skipped: 0,
        errors: [],
        sizesOutsideCharts: [],
      };
    },
  };
}

/** A gate the runner waits at before an item until the test opens it (or the run is stopped). */
export function gate() {
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const atGate = new Promise<void>((resolve) => (reached = resolve));
  const wait = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      reached();
      if (signal.aborted) return reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      void opened.then(resolve);
    });
  return { open, atGate, wait };
}
