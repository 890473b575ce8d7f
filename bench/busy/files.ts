// The files the busy-machine benchmark uploads: Google Merchant RSS feeds of one item per product (no
// item_group_id, so each g:id is a product) and a returns file of a given size.
const SIZES = ['PP', 'P', 'M', 'G', 'GG'];

/** The feed's product ids: a prefix and a range of numbers. */
export interface FeedProducts {
  prefix: string;
  from: number;
  to: number;
}

export const productPermalink = (prefix: string, n: number) => `https://ateliecarioca.com.br/produto/${prefix}-${n}`;

/** An RSS feed listing every product of each range, in order. */
export function merchantFeed(ranges: FeedProducts[]): Buffer {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
      '<title>Ateliê Carioca</title>\n<link>https://ateliecarioca.com.br/</link>\n',
  ];
  for (const { prefix, from, to } of ranges) {
    for (let n = from; n < to; n++) {
      parts.push(
        `<item><g:id>${prefix}-${n}</g:id><title>Vestido midi ${prefix} ${n}</title>` +
          `<link>${productPermalink(prefix, n)}</link><g:image_link>https://img.ateliecarioca.com.br/${n}.jpg</g:image_link>` +
          `<g:brand>Farm Rio</g:brand><g:product_type>Vestidos</g:product_type><g:gender>female</g:gender>` +
          `<g:age_group>adult</g:age_group><g:size>${SIZES[n % SIZES.length]}</g:size>` +
          `<g:availability>in stock</g:availability><g:price>${(n % 300) + 99.9} BRL</g:price></item>\n`,
      );
    }
  }
  parts.push('</channel>\n</rss>\n');
  return Buffer.from(parts.join(''));
}

export const RETURNS_HEADER = 'orderId,productId,sku,size,reason,returnDate';

/**
 * A returns file (processing type PRODUCT_ID) of at least `bytes` bytes: first one row for each order
 * the benchmark tracked (`orders`: order id and product id), then rows naming orders no store has, so
 * most rows end "not found", until the size is reached.
 */
export function returnsFile(orders: { orderId: string; productId: string }[], bytes: number): Buffer {
  const lines = [RETURNS_HEADER];
  let size = RETURNS_HEADER.length + 2;
  const add = (line: string) => {
    lines.push(line);
    size += line.length + 2;
  };
  for (const { orderId, productId } of orders) add(`${orderId},${productId},,M,too small,2026-11-20`);
  for (let n = 0; size < bytes; n++) add(`MISSING-${n},BUSY-A-${n % 1000},,M,too big,2026-11-20`);
  return Buffer.from(lines.join('\r\n') + '\r\n');
}
