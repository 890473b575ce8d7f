import { Readable } from 'node:stream';
import type { Db } from '../db/connection.js';
import { COLOURS, MODIFIERS, PRODUCT_NOUNS, productName, randomFrom, slugify } from './demoVocabulary.js';

/** Items of a demo feed the store does not have yet, so an import of it inserts as well as updates. */
export const DEMO_FEED_NEW_ITEMS = 12;

/**
 * The store whose demo feed is asked for: any existing store, so that a new store can check and import
 * its own demo feed (its catalogue, empty at first, plus the new arrivals) before any address is saved.
 */
export async function demoFeedStore(db: Db, tenantId: number) {
  return db.selectFrom('tenants').select(['id', 'name', 'domain']).where('id', '=', tenantId).executeTakeFirst();
}

/**
 * A page of the store's catalogue as a feed lists it, after product `afterId`. Pages, not a cursor: the
 * embedded database has one connection, which an import reading this feed needs between pages.
 */
export function feedProductsAfter(db: Db, tenantId: number, afterId: number, limit: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.feed_product_id as feedProductId',
      'p.name',
      'p.permalink',
      'p.image_url as imageUrl',
      'p.gender',
      'p.age_group as ageGroup',
      'p.available_sizes as sizes',
      'b.name as brand',
      'c.name as category',
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.feed_product_id', 'is not', null)
    .where('p.id', '>', afterId)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

const PAGE = 500;
const GENDER_WORDS: Record<string, string> = { m: 'male', f: 'female', u: 'unisex' };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

interface FeedProduct {
  feedProductId: string;
  name: string;
  permalink: string;
  imageUrl: string | null;
  gender: string;
  ageGroup: string;
  sizes: string[];
  brand: string | null;
  category: string | null;
}

// One item per size, grouped by g:item_group_id, as shops list variants.
function itemsOf(product: FeedProduct): string {
  const sizes = product.sizes.length > 0 ? product.sizes : [null];
  const tag = (name: string, value: string | null) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '');
  return sizes
    .map((size) =>
      [
        '<item>',
        tag('g:id', size ? `${product.feedProductId}-${size}` : product.feedProductId),
        tag('g:item_group_id', product.feedProductId),
        tag('title', product.name),
        tag('link', product.permalink),
        tag('g:image_link', product.imageUrl),
        tag('g:brand', product.brand),
        tag('g:product_type', product.category),
        tag('g:gender', GENDER_WORDS[product.gender] ?? product.gender),
        tag('g:age_group', product.ageGroup),
        tag('g:size', size),
        tag('g:availability', 'in stock'),
        '</item>\n',
      ].join(''),
    )
    .join('');
}

function newArrivals(store: { id: number; domain: string }): FeedProduct[] {
  const random = randomFrom(store.id * 7919);
  const nouns = PRODUCT_NOUNS.Blusas!;
  return Array.from({ length: DEMO_FEED_NEW_ITEMS }, (_, i) => {
    const name = productName(random.pick(nouns), random.pick(MODIFIERS.pt.clothes), random.pick(COLOURS.pt), 'pt');
    return {
      feedProductId: `NEW-${store.id}-${i + 1}`,
      name,
      permalink: `https://${store.domain}/produto/${slugify(name)}-novo-${i + 1}`,
      imageUrl: null,
      gender: 'f',
      ageGroup: 'adult',
      sizes: ['P', 'M', 'G'],
      brand: null,
      category: 'Blusas',
    };
  });
}

/**
 * A Google Merchant RSS feed of a demo store, made from its demo catalogue plus a few new arrivals,
 * written as it is read from the database.
 */
export function demoFeedXml(db: Db, store: { id: number; name: string; domain: string }): Readable {
  async function* lines() {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n';
    yield '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n';
    yield `<title>${escapeXml(store.name)}</title><link>https://${escapeXml(store.domain)}/</link>\n`;
    for (let after = 0; ;) {
      const page = await feedProductsAfter(db, store.id, after, PAGE);
      for (const product of page) yield itemsOf(product as FeedProduct);
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.id;
    }
    for (const product of newArrivals(store)) yield itemsOf(product);
    yield '</channel></rss>\n';
  }
  return Readable.from(lines());
}
