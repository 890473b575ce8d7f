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

  const buy = document.getElementById('buy');
  if (buy && body.dataset.product) {
    const product = JSON.parse(body.dataset.product);
    const size = document.getElementById('size');
    // The fitting room's choice selects the size in the shop's own field.
    document.addEventListener('provador:size-chosen', (event) => {
      if ([...size.options].some((o) => o.value === event.detail.size)) size.value = event.detail.size;
    });
    buy.addEventListener('submit', (event) => {
      event.preventDefault();
      const cart = read(cartKey, []);
      const same = cart.find((item) => item.permalink === product.permalink && item.size === size.value);
      if (same) same.quantity += 1;
      else cart.push({ ...product, size: size.value, quantity: 1 });
      write(cartKey, cart);
      document.getElementById('added').textContent = body.dataset.textAdded.replace('{size}', size.value);
    });
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
