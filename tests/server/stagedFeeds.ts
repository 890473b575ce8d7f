import type { Db } from '../../server/db/connection.js';
import { stagingRowsText } from '../../server/feeds/stagingRows.js';
import { analyseStage, insertStagedItems, newStageId, type StagedItem } from '../../server/repositories/feedStage.js';

/** `count` staged rows; every tenth product has a second variant row, listed far after the first. */
export const stagedItems = (count: number): StagedItem[] =>
  Array.from({ length: count }, (_, n) => {
    const product = n % 10 === 9 ? n - 9 : n;
    return {
      position: n + 1,
      feed_product_id: `G-${String(product).padStart(6, '0')}`,
      permalink: `https://loja.example/p/${product}`,
      name: `Camiseta ${product}`,
      image_url: null,
      brand: null,
      category_id: null,
      category_name: null,
      gender: 'u',
      age_group: 'adult',
      size_type: 'regular',
      product_type: 'clothes',
      size_system: null,
      sizes: [n % 2 ? 'M' : 'G'],
    };
  });

/** A new stage holding `items`, written as an import writes them, its statistics refreshed as after a feed is read. */
export async function stage(db: Db, items: StagedItem[]): Promise<number> {
  const stageId = await newStageId(db);
  for (let at = 0; at < items.length; at += 1000) {
    await insertStagedItems(db, stagingRowsText(stageId, items.slice(at, at + 1000)));
  }
  await analyseStage(db);
  return stageId;
}
