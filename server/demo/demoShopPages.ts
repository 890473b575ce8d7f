import { storefrontSnippet } from '../../domain/storefrontSnippet.js';
import { demoPrice, type DemoShopProduct, type DemoShopStore } from './demoShopData.js';
import { shopTextsOf } from './demoShopTexts.js';

/** The demo shop's static files, served from server/demo/shop/. */
export const SHOP_SCRIPT = '/demo-shop/shop.js';
export const SHOP_STYLES = '/demo-shop/shop.css';

const escape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

/** A text with `{name}` holes, filled with escaped values (the text itself is ours). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole);

const money = (store: DemoShopStore, value: number) =>
  new Intl.NumberFormat(shopTextsOf(store.language).lang, { style: 'currency', currency: store.currency }).format(
    value,
  );

interface PageInput {
  store: DemoShopStore;
  /** Where the fitting room is served: the app, at the origin the store's pages name. */
  appOrigin: string;
  title: string;
  body: string;
  head?: string;
  /** Data the shop's script reads from <body>. */
  data?: Record<string, string>;
}

/** A page of a store's demo shop: its own script and styles, and the snippet the implantation tab gives. */
function page({ store, appOrigin, title, body, head = '', data = {} }: PageInput): string {
  const { texts, lang } = shopTextsOf(store.language);
  const base = `/demo-shop/${encodeURIComponent(store.storefrontKey)}`;
  const attributes = Object.entries({ shop: base, currency: store.currency, lang, ...data })
    .map(([name, value]) => ` data-${name}="${escape(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${escape(store.name)}</title>
<link rel="stylesheet" href="${SHOP_STYLES}">
${head}<script src="${SHOP_SCRIPT}" defer></script>
</head>
<body${attributes}>
<header class="shop-header">
<a class="shop-name" href="${base}/">${escape(store.name)}</a>
<span class="shop-demo">${escape(texts.demo)}</span>
<a class="shop-cart" href="${base}/cart">${escape(texts.cart)}</a>
</header>
<main>
${body}
</main>
${storefrontSnippet({ ...store, origin: appOrigin })}
</body>
</html>
`;
}

/** The list of demo shops, in the language the browser asks first among the four (else Portuguese). */
export function storesPage(stores: { name: string; key: string; status: string }[], language: string): string {
  const { texts, lang } = shopTextsOf(language);
  const items = stores
    .map((s) => {
      const paused = ['PAUSED', 'INACTIVE', 'CHURN'].includes(s.status) ? ` ${escape(texts.paused)}` : '';
      return `<li><a href="/demo-shop/${encodeURIComponent(s.key)}/">${escape(s.name)}</a>${paused}</li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(texts.stores)}</title><link rel="stylesheet" href="${SHOP_STYLES}"></head>
<body><main><h1>${escape(texts.stores)}</h1><p>${escape(texts.storesIntro)}</p><ul>
${items}
</ul></main></body>
</html>
`;
}

export function listPage(store: DemoShopStore, appOrigin: string, products: DemoShopProduct[]): string {
  const { texts } = shopTextsOf(store.language);
  const base = `/demo-shop/${encodeURIComponent(store.storefrontKey)}`;
  const items = products
    .map(
      (p) =>
        `<li><a href="${base}/products/${p.id}">${escape(p.name)}</a> <span class="price">${escape(money(store, demoPrice(p.id)))}</span></li>`,
    )
    .join('\n');
  return page({
    store,
    appOrigin,
    title: texts.products,
    body:
      `<h1>${escape(texts.products)}</h1>\n<ul class="products">\n${items}\n</ul>\n` +
      `<p><a href="${base}/spa/">${escape(texts.singlePageLink)}</a></p>`,
  });
}

/**
 * The same shop as a single page, as many shops are built: one page for the list and every product (also
 * reached at `spa/products/{id}`), its own script rendering each product and changing the address
 * (history.pushState) and the canonical link without loading a page.
 */
export function singlePageShop(store: DemoShopStore, appOrigin: string, products: DemoShopProduct[]): string {
  const { texts } = shopTextsOf(store.language);
  const base = `/demo-shop/${encodeURIComponent(store.storefrontKey)}`;
  const items = products
    .map((p) => `<li><a href="${base}/spa/products/${p.id}" data-spa-link>${escape(p.name)}</a></li>`)
    .join('\n');
  return page({
    store,
    appOrigin,
    title: texts.singlePage,
    data: {
      spa: JSON.stringify(products.map((p) => ({ id: p.id, sizes: p.sizes, ...cartItemOf(p) }))),
      'text-added': texts.added,
      'text-size': texts.size,
      'text-add-to-cart': texts.addToCart,
      'text-choose': texts.choose,
      'text-title': texts.singlePage,
    },
    body: `<h1>${escape(texts.singlePage)}</h1>
<nav aria-label="${escape(texts.products)}"><ul class="products">
${items}
</ul></nav>
<section id="spa-view"></section>`,
  });
}

/** What the cart keeps of a product (the order tracker sends it). */
const cartItemOf = (product: DemoShopProduct) => ({
  permalink: product.permalink,
  name: product.name,
  price: demoPrice(product.id),
  ...(product.feedProductId ? { productId: product.feedProductId } : {}),
  ...(product.code ? { sku: product.code } : {}),
});

export function productPage(store: DemoShopStore, appOrigin: string, product: DemoShopProduct): string {
  const { texts } = shopTextsOf(store.language);
  const options = product.sizes.map((size) => `<option value="${escape(size)}">${escape(size)}</option>`).join('');
  const price = demoPrice(product.id);
  return page({
    store,
    appOrigin,
    title: product.name,
    head: `<link rel="canonical" href="${escape(product.permalink)}">\n`,
    data: { product: JSON.stringify(cartItemOf(product)), 'text-added': texts.added },
    body: `<h1>${escape(product.name)}</h1>
<p class="price">${escape(money(store, price))}</p>
<form id="buy" class="buy">
<label for="size">${escape(texts.size)}</label>
<select id="size" name="size" required>${options}</select>
<button id="add-to-cart" type="submit">${escape(texts.addToCart)}</button>
</form>
<p id="added" role="status"></p>
<p><a href="/demo-shop/${encodeURIComponent(store.storefrontKey)}/cart">${escape(texts.goToCart)}</a></p>`,
  });
}

export function cartPage(store: DemoShopStore, appOrigin: string): string {
  const { texts } = shopTextsOf(store.language);
  return page({
    store,
    appOrigin,
    title: texts.cart,
    data: { 'text-empty': texts.emptyCart },
    body: `<h1>${escape(texts.cart)}</h1>
<table id="cart"><thead><tr><th scope="col">${escape(texts.item)}</th><th scope="col">${escape(texts.size)}</th><th scope="col">${escape(texts.quantity)}</th><th scope="col">${escape(texts.price)}</th></tr></thead><tbody></tbody></table>
<p id="cart-empty" hidden>${escape(texts.emptyCart)}</p>
<button id="place-order" type="button">${escape(texts.placeOrder)}</button>`,
  });
}

export function confirmationPage(store: DemoShopStore, appOrigin: string, orderId: string): string {
  const { texts } = shopTextsOf(store.language);
  return page({
    store,
    appOrigin,
    title: texts.confirmation,
    data: { order: orderId },
    body: `<h1>${escape(texts.confirmation)}</h1>
<p id="thanks" hidden>${escape(fill(texts.thanks, { orderId }))}</p>
<p id="no-order" hidden>${escape(texts.noOrder)}</p>
<p id="tracked" role="status"></p>`,
  });
}

export function notFoundPage(store: DemoShopStore, appOrigin: string): string {
  const { texts } = shopTextsOf(store.language);
  return page({ store, appOrigin, title: texts.notFound, body: `<h1>${escape(texts.notFound)}</h1>` });
}
