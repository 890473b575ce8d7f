import { Readable } from 'node:stream';

/** One RSS 2.0 item of a Google Merchant feed; fields left out are not written. */
export interface SampleItem {
  id?: string;
  title?: string;
  link?: string;
  group?: string;
  size?: string;
  brand?: string;
  gender?: string;
  ageGroup?: string;
  productType?: string;
  category?: string;
}

const tag = (name: string, value: string | undefined) => (value === undefined ? '' : `<g:${name}>${value}</g:${name}>`);

export const rssItem = (i: SampleItem) =>
  `<item>${tag('id', i.id)}${i.title === undefined ? '' : `<title>${i.title}</title>`}` +
  `${i.link === undefined ? '' : `<link>${i.link}</link>`}${tag('item_group_id', i.group)}${tag('size', i.size)}` +
  `${tag('brand', i.brand)}${tag('gender', i.gender)}${tag('age_group', i.ageGroup)}` +
  `${tag('product_type', i.productType)}${tag('google_product_category', i.category)}</item>\n`;

export const rssFeed = (items: SampleItem[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n` +
  `<title>Store</title>\n${items.map(rssItem).join('')}</channel>\n</rss>\n`;

/** A stream giving the text in small chunks, as a network would. */
export const streamOf = (text: string, chunk = 64) => {
  const bytes = Buffer.from(text);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  return Readable.from(parts);
};
