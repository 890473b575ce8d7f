import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storefrontClient, StorefrontCallError } from '../../fitting-room/api';
import type { FittingRoomConfig } from '../../fitting-room/config';
import { SIZE_CHOSEN_EVENT, startFittingRoom } from '../../fitting-room/fittingRoom';
import { server } from './mswServer';

const API = 'https://app.test/api/v1/storefront/key1';
const PERMALINK = 'https://loja.test/produto/blusa-1';
const config: FittingRoomConfig = {
  api: API,
  language: 'en',
  country: 'BR',
  currency: 'BRL',
  memorizeSizes: true,
  addToCartSelector: '#add',
};

const covered = {
  covered: true,
  productId: 1,
  sizes: ['P', 'M', 'G'],
  modelingId: 2,
  measures: ['chest', 'waist'],
  recommendations: true,
};

/** The storefront as msw answers it; every call is kept. */
function storefront(lookup: object | number = covered) {
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
      return typeof lookup === 'number' ? new HttpResponse(null, { status: lookup }) : HttpResponse.json(lookup);
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

function productPage() {
  // A page that gives no language of its own: the store's language decides.
  document.documentElement.removeAttribute('lang');
  // The head keeps what is already there (the styles of the shared test document); the page adds its link.
  document.head.insertAdjacentHTML('beforeend', `<link rel="canonical" href="${PERMALINK}">`);
  document.body.innerHTML = '<form><select id="size"></select><button id="add" type="submit">Buy</button></form>';
}

const dialogRoot = () => document.querySelector('[data-provador-dialog]')?.shadowRoot ?? null;
const findButton = () => document.querySelector('[data-provador-host]')?.shadowRoot?.querySelector('button') ?? null;

describe('fitting room on a product page', () => {
  beforeEach(productPage);

  it('shows the button after the add-to-cart button only once the storefront says the product is covered', async () => {
    const calls = storefront();
    expect(await startFittingRoom(document, config, storefrontClient(API))).toBe(true);
    expect(calls).toEqual([{ path: '/products', body: PERMALINK }]);
    const host = document.querySelector('[data-provador-host]');
    expect(host?.previousElementSibling?.id).toBe('add');
    expect(findButton()?.textContent).toBe('Find my size');
  });

  it("goes inside the store's own element when the page has one", async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="mine" data-provador-button></div>');
    storefront();
    await startFittingRoom(document, config, storefrontClient(API));
    expect(document.querySelector('[data-provador-host]')?.parentElement?.id).toBe('mine');
  });

  it('shows nothing for a product without the fitting room, or on a page without a place for it', async () => {
    storefront({ ...covered, covered: false, measures: [] });
    expect(await startFittingRoom(document, config, storefrontClient(API))).toBe(false);
    // A store whose features do not include recommendations (a size chart alone) gets no button either.
    storefront({ ...covered, recommendations: false });
    expect(await startFittingRoom(document, config, storefrontClient(API))).toBe(false);
    storefront();
    expect(await startFittingRoom(document, { ...config, addToCartSelector: '##bad' }, storefrontClient(API))).toBe(
      'no place',
    );
    expect(findButton()).toBeNull();
  });

  it('rejects with the status when the storefront refuses the store (the page is left as it was)', async () => {
    storefront(403);
    const before = document.body.innerHTML;
    await expect(startFittingRoom(document, config, storefrontClient(API))).rejects.toEqual(
      new StorefrontCallError(403),
    );
    expect(document.body.innerHTML).toBe(before);
  });

  it('asks the measures of the table, shows the size and fit, and tells the page the size chosen', async () => {
    const calls = storefront();
    await startFittingRoom(document, config, storefrontClient(API));
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
    await startFittingRoom(document, config, storefrontClient(API));
    findButton()!.click();
    const dialog = dialogRoot()!.querySelector('dialog')!;
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialogRoot()).toBeNull();
    expect(document.querySelector('[data-provador-host]')!.shadowRoot!.activeElement).toBe(findButton());
  });

  it('keeps nothing when the store does not memorize sizes', async () => {
    storefront();
    await startFittingRoom(document, { ...config, memorizeSizes: false }, storefrontClient(API));
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
