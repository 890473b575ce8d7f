import type { Db } from '../db/connection.js';
import { stagedRowsAfter, type StagedProduct, type StagedRow } from '../repositories/feedStage.js';
import { countStoreProductsAgain, productsAt, type ExistingProduct } from '../repositories/productImport.js';
import { planProducts, type FeedSizePolicy, type ProductPlan } from './feedPlan.js';

/**
 * A staged product from its rows: its first row, given its variants' sizes. The row itself is used, not a copy
 * without its own sizes and position (copying a page's rows was a tenth of a rerun's planning); nothing reads those.
 */
const productOf = (rows: StagedRow[]): StagedProduct =>
  Object.assign(rows[0]!, { variant_sizes: rows.map((r) => r.sizes) });

/**
 * Walks the staged products in feed-product-id order, about `size` staged rows at a time: rows come in
 * index order, so a product's variants are consecutive; the last product of a page waits for the next
 * page, which may hold more of its variants. So each product is in exactly one page.
 */
async function* stagedPages(db: Db, stageId: number, size: number) {
  let pending: StagedRow[] = [];
  let next = stagedRowsAfter(db, stageId, null, size);
  for (;;) {
    const rows = await next;
    const last = rows[rows.length - 1];
    // The next page is read while this one is written (keyset: it starts after this page's last row).
    if (last && rows.length === size) {
      next = stagedRowsAfter(db, stageId, { feedProductId: last.feed_product_id, position: last.position }, size);
      next.catch(() => undefined);
    }
    const groups: StagedRow[][] = [];
    for (const row of [...pending, ...rows]) {
      const group = groups[groups.length - 1];
      if (group && group[0]!.feed_product_id === row.feed_product_id) group.push(row);
      else groups.push([row]);
    }
    const finished = rows.length < size;
    pending = finished ? [] : (groups.pop() ?? []);
    if (groups.length > 0) yield groups.map(productOf);
    if (finished) return;
  }
}

/** The keys a page's stored products are found by. */
export const existingOf = (staged: StagedProduct[]) => ({
  permalinks: staged.map((p) => p.permalink),
  feedIds: staged.map((p) => p.feed_product_id),
});

/** A page's plans made before its transaction (or by a dry run), from an unlocked read, creating no brand or category. */
export interface DraftPlans {
  read: ExistingProduct[];
  plans: ProductPlan[];
}

/** Plans a page from an unlocked read of its products. */
export async function draftPage(
  db: Db,
  tenantId: number,
  page: StagedProduct[],
  policy: FeedSizePolicy,
): Promise<DraftPlans> {
  const { permalinks, feedIds } = existingOf(page);
  const read = await productsAt(db, tenantId, permalinks, feedIds);
  return { read, plans: await planProducts(db, tenantId, page, read, policy, false) };
}

export interface DraftedPage {
  page: StagedProduct[];
  draft: DraftPlans;
}

/** How many pages ahead of the one being written are read and drafted. */
export const DRAFTS_AHEAD = 2;

/**
 * The staged products page by page, each with its draft. The next `DRAFTS_AHEAD` pages are read and drafted
 * while the caller handles this one (an import writes it meanwhile): the database reads and the planning of
 * those pages run while this page's writes go, and an unchanged feed, which writes nothing, drafts that many
 * pages at once. A draft may thus be read before any of the `DRAFTS_AHEAD` pages before it committed: an
 * importer checks it against what those wrote (`draftedAcross`). Whatever way the walk ends, the drafts under
 * way end before it does, so no statement of them outlives the walk. Before the first page, the store's products
 * are counted again if the statistics lag far behind them (docs/decisions/0141).
 */
export async function* draftedPages(
  db: Db,
  tenantId: number,
  stageId: number,
  size: number,
  policy: FeedSizePolicy,
): AsyncGenerator<DraftedPage, void> {
  await countStoreProductsAgain(db, tenantId);
  const pages = stagedPages(db, stageId, size);
  // Calls of `next` on one generator are answered in order: the drafts get the pages in turn.
  const draftNext = async (): Promise<DraftedPage | null> => {
    const next = await pages.next();
    return next.done ? null : { page: next.value, draft: await draftPage(db, tenantId, next.value, policy) };
  };
  const drafting: Promise<DraftedPage | null>[] = [];
  const draftOneMore = () => {
    const draft = draftNext();
    // Awaited in its turn or at the end; a failure is not lost meanwhile.
    draft.catch(() => undefined);
    drafting.push(draft);
  };
  try {
    for (let i = 0; i < DRAFTS_AHEAD; i++) draftOneMore();
    for (;;) {
      const drafted = await drafting.shift()!;
      if (!drafted) return;
      draftOneMore();
      yield drafted;
    }
  } finally {
    for (const draft of drafting) await draft.catch(() => undefined);
    await pages.return();
  }
}

/** What a committed page wrote: the ids of the products it changed and the keys its products now hold. */
export interface PageWrites {
  ids: Set<number>;
  keys: Set<string>;
}

const permalinkKey = (permalink: string) => `p:${permalink}`;
const feedIdKey = (feedId: string) => `f:${feedId}`;

/** The products a page's plans write and the permalinks and feed ids they write. */
export function writesOf(plans: ProductPlan[]): PageWrites {
  const writes: PageWrites = { ids: new Set(), keys: new Set() };
  for (const plan of plans) {
    if (plan.kind !== 'insert' && plan.kind !== 'update') continue;
    if (plan.kind === 'update') writes.ids.add(plan.id);
    writes.keys.add(permalinkKey(plan.values.permalink));
    if (plan.values.feed_product_id) writes.keys.add(feedIdKey(plan.values.feed_product_id));
  }
  return writes;
}

/**
 * Whether a draft read before `writes` committed may be stale: it read a product those writes changed, or
 * the page looks for a permalink or feed id they gave a product (a product they inserted, or moved to that
 * key; one they moved away was read, so its id is among theirs). A product is in one page only, so this is
 * rare: two products of the feed sharing a permalink, say.
 */
export function draftedAcross(
  page: Pick<StagedProduct, 'permalink' | 'feed_product_id'>[],
  read: Pick<ExistingProduct, 'id'>[],
  writes: PageWrites,
): boolean {
  // Pages that wrote nothing (all of an unchanged feed's) make no draft stale.
  if (writes.keys.size === 0) return false;
  return (
    read.some((row) => writes.ids.has(row.id)) ||
    page.some((p) => writes.keys.has(permalinkKey(p.permalink)) || writes.keys.has(feedIdKey(p.feed_product_id)))
  );
}
