// The demo shop's own script (a store's pages have theirs): the cart in localStorage, the order, and the
// fitting room's two hooks a store uses — the size the shopper chose, and provador.trackOrder.
(() => {
  const body = document.body;
  const shop = body.dataset.shop;
  if (!shop) return;
  const cartKey = `demo-shop:cart:${shop}`;
  const orderKey = (id) => `demo-shop:order:${shop}:${id}`;
  const read = (key, fallback) => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '') ?? fallback;
    } catch {
      return fallback;
    }
  };
  const write = (key, value) => localStorage.setItem(key, JSON.stringify(value));
  const money = (value) =>
    new Intl.NumberFormat(body.dataset.lang, { style: 'currency', currency: body.dataset.currency }).format(value);

  // Once the fitting-room script has run (it loads async): at once if it already has.
  const withProvador = (call) => {
    if (window.provador) return call(window.provador);
    const script = document.querySelector('script[data-provador-key]');
    script?.addEventListener('load', () => window.provador && call(window.provador), { once: true });
  };

  // The fitting room's choice selects the size in the shop's own field (of the product shown now).
  document.addEventListener('provador:size-chosen', (event) => {
    const size = document.getElementById('size');
    if (size && [...size.options].some((o) => o.value === event.detail.size)) size.value = event.detail.size;
  });

  /** Adding the product to the cart from its form. */
  const sellFrom = (buy, product) => {
    buy.addEventListener('submit', (event) => {
      event.preventDefault();
      const size = document.getElementById('size');
      const cart = read(cartKey, []);
      const same = cart.find((item) => item.permalink === product.permalink && item.size === size.value);
      if (same) same.quantity += 1;
      else cart.push({ ...product, size: size.value, quantity: 1 });
      write(cartKey, cart);
      document.getElementById('added').textContent = body.dataset.textAdded.replace('{size}', size.value);
    });
  };

  const buy = document.getElementById('buy');
  if (buy && body.dataset.product) sellFrom(buy, JSON.parse(body.dataset.product));

  // The single-page shop: its links change the address (pushState) and the product shown, its canonical link
  // with it, without loading a page; back and forward show the page of the address.
  const spa = body.dataset.spa;
  if (spa) {
    const products = JSON.parse(spa);
    const view = document.getElementById('spa-view');
    const element = (tag, attributes, ...children) => {
      const e = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) e.setAttribute(name, value);
      e.append(...children);
      return e;
    };
    const show = () => {
      const id = Number(location.pathname.match(/\/spa\/products\/(\d+)$/)?.[1]);
      const product = products.find((p) => p.id === id);
      let canonical = document.querySelector('link[rel="canonical"]');
      if (!product) {
        canonical?.remove();
        document.title = body.dataset.textTitle;
        view.replaceChildren(element('p', {}, body.dataset.textChoose));
        return;
      }
      if (!canonical) canonical = document.head.appendChild(element('link', { rel: 'canonical' }));
      canonical.href = product.permalink;
      document.title = product.name;
      const size = element('select', { id: 'size', name: 'size', required: '' });
      size.append(...product.sizes.map((s) => element('option', { value: s }, s)));
      const form = element(
        'form',
        { id: 'buy', class: 'buy' },
        element('label', { for: 'size' }, body.dataset.textSize),
        size,
        element('button', { id: 'add-to-cart', type: 'submit' }, body.dataset.textAddToCart),
      );
      view.replaceChildren(
        element('h2', {}, product.name),
        element('p', { class: 'price' }, money(product.price)),
        form,
        element('p', { id: 'added', role: 'status' }),
      );
      const { id: _id, sizes: _sizes, ...item } = product;
      sellFrom(form, item);
    };
    document.addEventListener('click', (event) => {
      const link = event.target.closest('a[data-spa-link]');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.pushState(null, '', link.href);
      show();
    });
    window.addEventListener('popstate', show);
    show();
  }

  const cartTable = document.getElementById('cart');
  if (cartTable) {
    const cart = read(cartKey, []);
    const rows = cartTable.querySelector('tbody');
    for (const item of cart) {
      const row = rows.insertRow();
      for (const text of [item.name, item.size, String(item.quantity), money(item.price * item.quantity)])
        row.insertCell().textContent = text;
    }
    const place = document.getElementById('place-order');
    document.getElementById('cart-empty').hidden = cart.length > 0;
    place.hidden = cart.length === 0;
    place.addEventListener('click', () => {
      const orderId = `DEMO-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1e6)}`;
      write(orderKey(orderId), cart);
      localStorage.removeItem(cartKey);
      location.assign(`${shop}/orders/${encodeURIComponent(orderId)}`);
    });
  }

  const orderId = body.dataset.order;
  if (orderId) {
    const items = read(orderKey(orderId), null);
    document.getElementById(items ? 'thanks' : 'no-order').hidden = false;
    if (items) {
      withProvador((provador) =>
        provador.trackOrder({ orderId, items }).then((answer) => {
          body.dataset.orderTracked = answer ? 'true' : 'false';
        }),
      );
    }
  }
})();
