import { DetailCodes, type DetailCode } from '../../domain/errorCodes.js';
import type { ImportationRules } from '../../contract/feeds.js';
import type { HttpLinkBehavior } from '../../domain/enums.js';
import type { StagedItem } from '../repositories/feedStage.js';
import type { FeedItem } from './feedItem.js';
import { FeedReadError } from './feedParser.js';
import { applyImportationRules } from './feedRules.js';

/** One entry of a run's error list, as the sync dialog shows it. */
export interface FeedRunError {
  code: DetailCode;
  product: string;
  feedProductId: string;
  permalink: string;
  gender: string | null;
  ageGroup: string | null;
  sizes: string[];
  message: string;
}

/** What the reading of a feed follows of the store's settings, and the most items it reads (FEED_MAX_ITEMS). */
export interface FeedReadSettings {
  rules: ImportationRules;
  httpLinkBehavior: HttpLinkBehavior;
  maxItems: number;
}

/** Staging rows ready to be written, with the errors met since the batch before and the items read so far. */
export interface FeedBatch {
  rows: StagedItem[];
  errors: FeedRunError[];
  read: number;
}

/** What the whole feed held: items read, and of them those a rule skipped. */
export interface FeedTotals {
  read: number;
  skipped: number;
}

/**
 * Products held in memory while staging: forty batches, at most 2,000 (variants a little apart meet there, and
 * a product staged in one row is one row to read back). Small batches hold fewer, so tests meet the variants
 * of a product staged earlier with short feeds.
 */
const heldProducts = (batchSize: number) => Math.min(40 * batchSize, 2000);
/**
 * Products staged per statement: two batches, at most 1,000. Staging statements are not transactions, so
 * even on the embedded database the list waits for one statement only, not for a batch's transaction.
 */
const stagedPerStatement = (batchSize: number) => Math.min(2 * batchSize, 1000);

const missingFieldError = (item: FeedItem, missing: string, read: number): FeedRunError => ({
  code: DetailCodes.REQUIRED,
  product: item.title ?? item.id ?? item.link ?? `item ${read}`,
  feedProductId: item.itemGroupId ?? item.id ?? '',
  permalink: item.link ?? '',
  gender: item.gender,
  ageGroup: item.ageGroup,
  sizes: item.size ? [item.size] : [],
  message: `The item has no ${missing}.`,
});

/**
 * Turns a feed's items into staging rows, applying the store's rules. The products met last
 * (`heldProducts`) are held, each with the sizes of its variants read so far; when they are that many,
 * the oldest of them (`stagedPerStatement`) make a batch. A variant of a product already given out gets
 * its own row (the staging table groups them). Items missing a required field are listed as errors.
 * Answers the totals once the items end.
 */
export async function* feedBatches(
  items: AsyncIterable<FeedItem>,
  settings: FeedReadSettings,
  batchSize: number,
): AsyncGenerator<FeedBatch, FeedTotals> {
  /** The held products by feed product id, oldest first (a Map keeps insertion order). */
  const held = new Map<string, StagedItem>();
  let errors: FeedRunError[] = [];
  let read = 0;
  let skipped = 0;
  /** The `count` oldest held products (all at the end), with the errors met since the last batch. */
  const take = (count: number): FeedBatch => {
    const rows: StagedItem[] = [];
    for (const [id, row] of held) {
      if (rows.length >= count) break;
      rows.push(row);
      held.delete(id);
    }
    const batch = { rows, errors, read };
    errors = [];
    return batch;
  };
  for await (const item of items) {
    read += 1;
    // A feed that never ends (or is far larger than any catalogue) stops here, before it fills the stage.
    if (read > settings.maxItems) {
      const max = settings.maxItems;
      throw new FeedReadError(DetailCodes.FEED_TOO_MANY_ITEMS, null, `The feed holds more than ${max} items.`, { max });
    }
    const ruled = applyImportationRules(item, settings.rules, settings.httpLinkBehavior);
    if (ruled.skip) {
      skipped += 1;
      continue;
    }
    if ('missing' in ruled) {
      errors.push(missingFieldError(item, ruled.missing, read));
      // A feed of mostly broken items still reports its errors (and holds few of them) as it goes.
      if (errors.length >= batchSize) yield take(0);
      continue;
    }
    const v = ruled.values;
    // A variant of a held product adds its sizes to that row (in feed order, after the sizes of the
    // variants before it); the product keeps its first variant's other fields.
    const same = held.get(v.feedProductId);
    if (same) {
      same.sizes.push(...v.sizes);
      continue;
    }
    held.set(v.feedProductId, {
      position: read,
      feed_product_id: v.feedProductId,
      permalink: v.permalink,
      name: v.name,
      image_url: v.imageUrl,
      brand: v.brand,
      category_id: v.categoryId,
      category_name: v.categoryName,
      gender: v.gender,
      age_group: v.ageGroup,
      size_type: v.sizeType,
      product_type: v.productType,
      size_system: v.sizeSystem,
      sizes: v.sizes,
    });
    if (held.size >= heldProducts(batchSize)) yield take(stagedPerStatement(batchSize));
  }
  yield take(held.size);
  return { read, skipped };
}
