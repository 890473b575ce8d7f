import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductLookup } from '../../contract/storefront';
import { storefrontClient } from '../../fitting-room/api';
import type { FittingRoomConfig } from '../../fitting-room/config';
import { SIZE_CHOSEN_EVENT } from '../../fitting-room/fittingRoom';
import { followProductPages } from '../../fitting-room/follow';
import { server } from './mswServer';

const API = 'https://app.test/api/v1/storefront/key1';
const PERMALINK = 'https://loja.test/produto/blusa-1';
const config: FittingRoomConfig = {
  language: 'en',
  country: 'BR',
  currency: 'BRL',
  memorizeSizes: true,
  addToCartSelector: '#add',
};

const covered: ProductLookup = {
  covered: true,
  productId: 1,
  sizes: ['P', 'M', 'G'],
  modelingId: 2,
  measures: ['chest', 'waist'],
  recommendations: true,
};
const uncovered: ProductLookup = { ...covered, covered: false, productId: 3, modelingId: null, measures: [] };

/** What the storefront's look-up answers for a permalink: a body, a status, or a body once `after` settles. */
type Answer = ProductLookup | number | { after: Promise<unknown>; lookup: ProductLookup };

/** The storefront as msw answers it (`lookup`: one answer for every page, or one per permalink); every call is kept. */
function storefront(lookup: Answer | ((permalink: string) => Answer) = covered) {
  const calls: { path: string; body: unknown }[] = [];
  const keep = async (request: Request) => {
    const url = new URL(request.url);
    calls.push({
      path: url.pathname.replace(new URL(API).pathname, ''),
      body: request.method === 'POST' ? await request.json() : url.searchParams.get('permalink'),
    });
  };
  server.use(
    http.get(`${API}/products`, async ({ request }) => {
      await keep(request);
      const permalink = new URL(request.url).searchParams.get('permalink')!;
      const answer = typeof lookup === 'function' ? lookup(permalink) : lookup;
      if (typeof answer === 'number') return new HttpResponse(null, { status: answer });
      if ('after' in answer) {
        await answer.after;
        return HttpResponse.json(answer.lookup);
      }
      return HttpResponse.json(answer);
    }),
    http.post(`${API}/recommendations`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({
        recommendationId: 55,
        recommendedSize: 'M',
        fits: [
          { measure: 'chest', fit: 'fits' },
          { measure: 'waist', fit: 'tight' },
        ],
      });
    }),
    http.post(`${API}/events`, async ({ request }) => {
      await keep(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
const addToCart = '<form><select id="size"></select><button id="add" type="submit">Buy</button></form>';

function productPage() {
  // A page that gives no language of its own: the store's language decides.
  document.documentElement.removeAttribute('lang');
  // The head keeps what is already there (the styles of the shared test document); the page adds its link.
  document.head.querySelectorAll('link[rel="canonical"]').forEach((link) => link.remove());
  document.head.insertAdjacentHTML('beforeend', `<link rel="canonical" href="${PERMALINK}">`);
  document.body.innerHTML = addToCart;
}

/** A single-page shop's router: a new address, then the new page and its canonical link (`body`: none to leave it). */
function navigate(path: string, { body = addToCart, permalink = `https://loja.test${path}` } = {}) {
  window.history.pushState(null, '', path);
  if (body !== null) document.body.innerHTML = body;
  canonical()!.href = permalink;
}

// The document is shared with the next test file: the shop's link goes with this one.
afterAll(() => canonical()?.remove());

const dialogRoot = () => document.querySelector('[data-provador-dialog]')?.shadowRoot ?? null;
const hosts = () => document.querySelectorAll('[data-provador-host]');
const findButton = () => document.querySelector('[data-provador-host]')?.shadowRoot?.querySelector('button') ?? null;
const lookUps = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/products').map((c) => c.body);

let following: ReturnType<typeof followProductPages> | null = null;
let warnings: string[] = [];

/** The fitting room following this page, quick to settle (the shop's router is the test's own code). */
function follow(settings: FittingRoomConfig = config, { placeWaitMs = 10_000, client = storefrontClient(API) } = {}) {
  following = followProductPages(document, settings, client, (what) => warnings.push(what), {
    settleMs: 5,
    placeWaitMs,
  });
}

/** Waits until the fitting room has handled every change of the page so far (read it, looked its product up). */
const settle = () => following!.idle();

describe('fitting room on a product page', () => {
  beforeEach(() => {
    productPage();
    warnings = [];
  });
  afterEach(() => {
    following?.stop();
    following = null;
  });

  it('shows the button after the add-to-cart button only once the storefront says the product is covered', async () => {
    const calls = storefront();
    follow();
    await expect.poll(findButton).not.toBeNull();
    expect(calls).toEqual([{ path: '/products', body: PERMALINK }]);
    expect(hosts()[0]?.previousElementSibling?.id).toBe('add');
    expect(findButton()?.textContent).toBe('Find my size');
  });

  it("goes inside the store's own element when the page has one", async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="mine" data-provador-button></div>');
    storefront();
    follow();
    await expect.poll(() => hosts()[0]?.parentElement?.id).toBe('mine');
  });

  it('shows nothing for a product without the fitting room, or for a store without recommendations', async () => {
    const calls = storefront(uncovered);
    follow();
    await expect.poll(() => calls.length).toBe(1);
    await settle();
    following!.stop();
    // A store whose features do not include recommendations (a size chart alone) gets no button either.
    storefront({ ...covered, recommendations: false });
    follow();
    await settle();
    expect(findButton()).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('says so once the place has not appeared in time (no add-to-cart button, or a selector that is not CSS)', async () => {
    storefront();
    follow({ ...config, addToCartSelector: '##bad' }, { placeWaitMs: 30 });
    await expect.poll(() => warnings).toEqual(['no [data-provador-button] element or add-to-cart button on the page']);
    expect(findButton()).toBeNull();
  });

  it('says why when the storefront refuses the store, and leaves the page as it was', async () => {
    storefront(403);
    const before = document.body.innerHTML;
    follow();
    await expect.poll(() => warnings).toEqual(['no button (the storefront answered 403)']);
    expect(document.body.innerHTML).toBe(before);
  });

  it('asks the measures of the table, shows the size and fit, and tells the page the size chosen', async () => {
    const calls = storefront();
    follow();
    await expect.poll(findButton).not.toBeNull();
    const chosen: unknown[] = [];
    document.addEventListener(SIZE_CHOSEN_EVENT, (e) => chosen.push((e as CustomEvent).detail));
    findButton()!.click();
    const root = dialogRoot()!;
    const dialog = root.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('pv-title');
    const labels = [...root.querySelectorAll('label.pv-label')].map((l) => l.textContent);
    expect(labels).toEqual(['Chest/Bust (cm)', 'Waist (cm)']);
    const chest = root.getElementById('pv-m-chest') as HTMLInputElement;
    expect(root.activeElement).toBe(chest);

    // A missing value is refused in place, without a call.
    chest.value = '91,5';
    root.querySelector('form')!.requestSubmit();
    expect(root.getElementById('pv-m-waist')!.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.path === '/recommendations')).toHaveLength(0);

    (root.getElementById('pv-m-waist') as HTMLInputElement).value = '30';
    (root.querySelector('input[value="in"]') as HTMLInputElement).click();
    expect(chest.value).toBe('36');
    expect(root.querySelector('label[for="pv-m-chest"]')!.textContent).toBe('Chest/Bust (in)');
    root.querySelector('form')!.requestSubmit();
    await expect.poll(() => root.querySelector('.pv-size')?.textContent).toBe('Your size: M');
    expect([...root.querySelectorAll('.pv-fits li')].map((li) => li.textContent)).toEqual([
      'Chest/Bust: fits',
      'Waist: tighter',
    ]);
    const recommendation = calls.find((c) => c.path === '/recommendations')!.body as { measures: object };
    expect(recommendation.measures).toEqual({ chest: 91.4, waist: 30 });

    (root.querySelector('input[name="pv-size"][value="G"]') as HTMLInputElement).click();
    (root.querySelector('.pv-choice') as HTMLFormElement).requestSubmit();
    expect(chosen).toEqual([{ size: 'G', permalink: PERMALINK, recommendationId: 55 }]);
    expect(dialogRoot()).toBeNull();
    await expect
      .poll(() => calls.filter((c) => c.path === '/events').map((c) => (c.body as { type: string }).type))
      .toEqual(['FITTING_ROOM_OPENED', 'RECOMMENDATION_SHOWN', 'SIZE_CHOSEN']);
    // Memorized for the next product (the store memorizes sizes), in the shopper's unit.
    expect(JSON.parse(localStorage.getItem('provador.profile')!)).toMatchObject({
      unit: 'in',
      measures: { chest: 91.4, waist: 30 },
    });
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    storefront();
    follow();
    await expect.poll(findButton).not.toBeNull();
    findButton()!.click();
    const dialog = dialogRoot()!.querySelector('dialog')!;
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialogRoot()).toBeNull();
    expect(document.querySelector('[data-provador-host]')!.shadowRoot!.activeElement).toBe(findButton());
  });

  it('keeps nothing when the store does not memorize sizes', async () => {
    storefront();
    follow({ ...config, memorizeSizes: false });
    await expect.poll(findButton).not.toBeNull();
    findButton()!.click();
    const root = dialogRoot()!;
    (root.getElementById('pv-m-chest') as HTMLInputElement).value = '90';
    (root.getElementById('pv-m-waist') as HTMLInputElement).value = '70';
    root.querySelector('form')!.requestSubmit();
    await expect.poll(() => root.querySelector('.pv-size')?.textContent).toBe('Your size: M');
    expect(localStorage.getItem('provador.profile')).toBeNull();
    // The recommendation is kept all the same, for the order tracker.
    expect(JSON.parse(localStorage.getItem('provador.recommendations')!)).toHaveProperty([PERMALINK, 'id'], 55);
  });
});

describe('fitting room in a single-page shop', () => {
  beforeEach(() => {
    productPage();
    warnings = [];
  });
  afterEach(() => {
    following?.stop();
    following = null;
  });

  const SKIRT = 'https://loja.test/produto/saia-2';
  const SOCKS = 'https://loja.test/produto/meias-3';
  const byPage = (permalink: string): Answer => (permalink === SOCKS ? uncovered : covered);

  it("follows the shop's navigation: the old button goes, the new product gets its own or none", async () => {
    const calls = storefront(byPage);
    follow();
    await expect.poll(findButton).not.toBeNull();
    navigate('/produto/meias-3');
    await expect.poll(() => lookUps(calls)).toEqual([PERMALINK, SOCKS]);
    await settle();
    expect(hosts()).toHaveLength(0);
    navigate('/produto/saia-2');
    await expect.poll(() => hosts().length).toBe(1);
    expect(lookUps(calls)).toEqual([PERMALINK, SOCKS, SKIRT]);
    // The button is the new product's: its dialog and events name the skirt.
    findButton()!.click();
    await expect
      .poll(() => calls.filter((c) => c.path === '/events').map((c) => c.body))
      .toEqual([{ type: 'FITTING_ROOM_OPENED', permalink: SKIRT }]);
    expect(warnings).toEqual([]);
  });

  it('closes the dialog left open when the shopper goes back, and shows the product gone back to', async () => {
    const calls = storefront(byPage);
    follow();
    await expect.poll(findButton).not.toBeNull();
    navigate('/produto/saia-2');
    await expect.poll(() => lookUps(calls)).toEqual([PERMALINK, SKIRT]);
    await expect.poll(findButton).not.toBeNull();
    findButton()!.click();
    expect(dialogRoot()).not.toBeNull();
    // Back: the browser's address changes and popstate fires; the shop puts the earlier page back.
    canonical()!.href = PERMALINK;
    window.history.back();
    await expect.poll(() => lookUps(calls)).toEqual([PERMALINK, SKIRT, PERMALINK]);
    expect(dialogRoot()).toBeNull();
    await expect.poll(() => hosts().length).toBe(1);
  });

  it('waits for the place a shop renders after changing its address, and puts back a button a re-render took away', async () => {
    storefront(byPage);
    follow();
    await expect.poll(findButton).not.toBeNull();
    navigate('/produto/saia-2', { body: '<p>Loading…</p>' });
    await settle();
    expect(hosts()).toHaveLength(0);
    document.body.innerHTML = addToCart;
    await expect.poll(() => hosts().length).toBe(1);
    // The shop renders the product's form again: the button comes back after the new add-to-cart button.
    document.body.innerHTML = addToCart;
    await expect.poll(() => hosts()[0]?.previousElementSibling?.id).toBe('add');
    expect(hosts()).toHaveLength(1);
  });

  it('drops the answer of a page the shopper has already left', async () => {
    let skirtMayAnswer!: () => void;
    const skirtHeld = new Promise<void>((resolve) => (skirtMayAnswer = resolve));
    const calls = storefront((permalink) =>
      permalink === SKIRT ? { after: skirtHeld, lookup: covered } : permalink === SOCKS ? uncovered : covered,
    );
    // The look-ups the fitting room waits for, by permalink: the test waits for the same answers.
    const client = storefrontClient(API);
    const answers = new Map<string, Promise<unknown>>();
    const lookUp = (permalink: string) => {
      const answer = client.lookUp(permalink);
      answers.set(permalink, answer);
      return answer;
    };
    follow(config, { client: { ...client, lookUp } });
    await expect.poll(findButton).not.toBeNull();
    navigate('/produto/saia-2');
    await expect.poll(() => lookUps(calls)).toEqual([PERMALINK, SKIRT]);
    navigate('/produto/meias-3');
    await expect.poll(() => lookUps(calls)).toEqual([PERMALINK, SKIRT, SOCKS]);
    // The skirt's answer arrives only now, the socks' page shown. The fitting room awaited it first, so it has
    // handled it by the time the test's own wait on it ends: no button for it there.
    skirtMayAnswer();
    await answers.get(SKIRT);
    expect(hosts()).toHaveLength(0);
  });

  it('is idle only once a change of page is read and its product looked up and shown', async () => {
    const calls = storefront(byPage);
    follow();
    await settle();
    expect(findButton()).not.toBeNull();
    navigate('/produto/saia-2');
    await settle();
    expect(lookUps(calls)).toEqual([PERMALINK, SKIRT]);
    expect(hosts()).toHaveLength(1);
  });

  it('looks nothing up again when only the query changes on a page with a canonical link', async () => {
    const calls = storefront();
    follow();
    await expect.poll(findButton).not.toBeNull();
    window.history.pushState(null, '', '?cor=azul');
    document.body.querySelector('select')!.append(document.createElement('option'));
    await settle();
    expect(lookUps(calls)).toEqual([PERMALINK]);
    expect(hosts()).toHaveLength(1);
  });

  it("hears an address change that changes nothing in the page through the browser's Navigation API", async () => {
    canonical()!.remove();
    window.history.replaceState(null, '', '/produto/blusa-1');
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    try {
      const calls = storefront();
      follow();
      await expect.poll(findButton).not.toBeNull();
      window.history.pushState(null, '', '/produto/saia-2');
      navigation.dispatchEvent(new Event('currententrychange'));
      await expect
        .poll(() => lookUps(calls))
        .toEqual([`${location.origin}/produto/blusa-1`, `${location.origin}/produto/saia-2`]);
    } finally {
      delete (window as { navigation?: unknown }).navigation;
    }
  });
});
