import { createServer, type Server, type ServerResponse } from 'node:http';
import { baseUrl, feedServerPort } from './server.js';

/** The address of a demo store's feed as the held-feed server gives it. */
export const heldFeedUrl = (storeId: number) => `http://127.0.0.1:${feedServerPort}/held/${storeId}.xml`;

/**
 * A demo store's feed, plus one product of its own (`newProduct`, a copy of the feed's first with
 * other ids), served in two halves: the second only once `release()` is called, so an import of it
 * stays running for as long as a test needs to look at it. The demo feed is read by `load`, while the
 * store's feed address is still the demo's (the demo route serves only those stores).
 */
export class HeldFeedServer {
  private readonly server: Server;
  private readonly feeds = new Map<string, Buffer>();
  private releaseAll!: () => void;
  private readonly released = new Promise<void>((resolve) => (this.releaseAll = resolve));

  constructor(readonly newProduct: string) {
    this.server = createServer((request, response) => {
      const body = this.feeds.get(/^\/held\/(\d+)\.xml$/.exec(request.url ?? '')?.[1] ?? '');
      if (!body) return void response.writeHead(404).end();
      void this.serve(body, response);
    });
  }

  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(feedServerPort, '127.0.0.1', resolve));
  }

  async load(storeId: number): Promise<void> {
    const demo = await fetch(`${baseUrl}/api/v1/demo-feeds/${storeId}.xml`).then((r) => r.text());
    this.feeds.set(String(storeId), Buffer.from(demo.replace('</channel>', `${this.copyOfFirstItem(demo)}</channel>`)));
  }

  release(): void {
    this.releaseAll();
  }

  stop(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async serve(body: Buffer, response: ServerResponse): Promise<void> {
    response.writeHead(200, { 'content-type': 'application/xml', 'content-length': body.length });
    const half = Math.floor(body.length / 2);
    response.write(body.subarray(0, half));
    await this.released;
    response.end(body.subarray(half));
  }

  private copyOfFirstItem(feed: string): string {
    const item = /<item>[\s\S]*?<\/item>/.exec(feed)?.[0];
    if (!item) throw new Error('The demo feed has no item');
    const id = this.newProduct;
    return item
      .replace(/<g:id>[^<]*<\/g:id>/, `<g:id>${id}</g:id>`)
      .replace(/<g:item_group_id>[^<]*<\/g:item_group_id>/, `<g:item_group_id>${id}</g:item_group_id>`)
      .replace(/<title>[^<]*<\/title>/, `<title>${id}</title>`)
      .replace(/<link>[^<]*<\/link>/, `<link>https://loja.example/${id}</link>`);
  }
}
