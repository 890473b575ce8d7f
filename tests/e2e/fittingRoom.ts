import type { Locator, Page } from 'playwright-core';
import { fittingRoomPath, storefrontSnippet } from '../../domain/storefrontSnippet.js';
import { api, apiSignIn, DEMO } from './api.js';
import { baseUrl } from './server.js';

/** The server under test reached by its other loopback name: a store's site, of another origin than the app. */
export const shopOrigin = () => baseUrl.replace('//127.0.0.1:', '//localhost:');

/** The first demo store's storefront key, as its user reads it. */
export async function firstStoreKey(): Promise<string> {
  const sessionId = await apiSignIn(DEMO.store);
  return (await api<{ storefrontKey: string }>('/tenants/storefront-key', { sessionId })).storefrontKey;
}

/** Every demo store's key, by name (the demo shops' own list). */
export async function demoShopKeys(): Promise<Map<string, string>> {
  const html = await (await fetch(`${baseUrl}/demo-shop/`)).text();
  return new Map([...html.matchAll(/href="\/demo-shop\/([0-9a-f]+)\/">([^<]+)</g)].map((m) => [m[2], m[1]]));
}

/**
 * Covered products of the first demo store with a table of their own (read through the store user's API), each
 * with body measures in the middle of its table's middle size, which the size engine recommends.
 */
export async function coveredDemoProducts(key: string, count: number) {
  const sessionId = await apiSignIn(DEMO.store);
  const list = await (await fetch(`${shopOrigin()}/demo-shop/${key}/`)).text();
  const found = [];
  for (const [, id] of list.matchAll(/href="\/demo-shop\/[0-9a-f]+\/products\/(\d+)"/g)) {
    const product = await api<{ permalink: string; name: string; modelingId: number | null; state: string }>(
      `/products/single/${id}`,
      { sessionId },
    );
    if (product.modelingId === null || product.state !== 'covered') continue;
    const lookup = await api<{ covered: boolean; measures: string[] }>(
      `/storefront/${key}/products?permalink=${encodeURIComponent(product.permalink)}`,
    );
    if (!lookup.covered || lookup.measures.length === 0) continue;
    const table = await api<{ rows: { measures: Record<string, { initialValue?: number; finalValue?: number }> }[] }>(
      `/modelings/single/${product.modelingId}`,
      { sessionId },
    );
    const row = table.rows[Math.floor(table.rows.length / 2)];
    const values = lookup.measures.map((m) => {
      const cell = row.measures[m];
      return [m, Math.round(((cell.initialValue ?? 0) + (cell.finalValue ?? cell.initialValue ?? 0)) / 2)] as const;
    });
    if (values.some(([, v]) => !(v > 0))) continue;
    found.push({ id: Number(id), name: product.name, permalink: product.permalink, measures: values });
    if (found.length === count) return found;
  }
  throw new Error(`Fewer than ${count} covered demo products with a table of their own in the first demo shop`);
}

/** One such product. */
export const coveredDemoProduct = async (key: string) => (await coveredDemoProducts(key, 1))[0]!;

/** Presses Tab until the element (in the page or in a shadow root) has the focus. */
export async function tabInto(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<void> {
  await target.waitFor();
  for (let stop = 0; stop <= limit; stop++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}

/** A store page (served for `url` by the test) with the snippet, a canonical link and an add-to-cart button. */
export function storePageHtml(snippet: string, permalink: string, { head = '', lang = 'pt-BR' } = {}): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Loja</title>
<link rel="canonical" href="${permalink}">${head}</head>
<body><h1>Produto</h1><form><select name="size"><option>P</option></select>
<button id="add-to-cart" type="button">Comprar</button></form>
${snippet}</body></html>`;
}

/** The snippet a store of this key pastes, as the implantation tab builds it (the app at the test's address). */
export const snippetOf = (key: string) => storefrontSnippet({ origin: baseUrl, storefrontKey: key, vfrVersion: 'V4' });

/** A snippet of release 4.0.0 as stores pasted it, its settings in attributes (`settings`: name → value). */
export const earlierSnippetOf = (key: string, settings: Record<string, string>) =>
  `<script async src="${baseUrl}${fittingRoomPath('4.0.0')}" data-provador-key="${key}" ${Object.entries(settings)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')}></script>`;
