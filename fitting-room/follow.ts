import { BUTTON_PLACE_ATTRIBUTE } from '../domain/storefrontSnippet';
import type { ProductLookup } from '../contract/storefront';
import { StorefrontCallError, type StorefrontClient } from './api';
import { buttonPlace } from './button';
import type { FittingRoomConfig } from './config';
import { hasButton, mountFittingRoom, type MountedFittingRoom } from './fittingRoom';
import { productPermalink } from './permalink';

/** After a sign of navigation, the page is read this much later: a shop's router changes its address, page and head in steps. */
export const SETTLE_MS = 50;
/** How long a covered product's button waits for its place to appear (a shop rendering the page after its address). */
export const PLACE_WAIT_MS = 10_000;

/** What the fitting room tells the page's console: at most one line, chosen by the caller. */
export type Warn = (what: string) => void;

/** The Navigation API's part the fitting room listens to (Chromium; not in TypeScript's DOM types yet). */
interface NavigationEvents {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

/**
 * Shows the fitting room's button on the page's product, and follows a single-page shop's navigation: when
 * the page's product changes (its canonical link, else its address) the old button and dialog go, the new
 * product is looked up and, when covered, gets its button. Signs of navigation, none of which touches the
 * shop's own objects (docs/decisions/0129): the Navigation API's `currententrychange` where the browser has it
 * (pushState, replaceState, back and forward), `popstate` elsewhere, and a MutationObserver of the document
 * (a router rendering a page, a canonical link changed, the button's place appearing later or its host taken
 * away by a re-render, which puts the button back). Answers `stop`, which ends the following, and `idle`, which
 * resolves once every sign seen so far is handled (the page read, its look-up answered): what a page's own code,
 * or a test, awaits before reading what the fitting room did.
 */
export function followProductPages(
  doc: Document,
  config: FittingRoomConfig,
  client: StorefrontClient,
  warn: Warn,
  { settleMs = SETTLE_MS, placeWaitMs = PLACE_WAIT_MS } = {},
): { stop: () => void; idle: () => Promise<void> } {
  const view = doc.defaultView!;
  let permalink: string | null = null;
  /** Raised by every product change: a look-up answering for an earlier product is dropped. */
  let generation = 0;
  /** The covered product of the page, waiting for its place or shown. */
  let wanted: { permalink: string; product: ProductLookup; until: number } | null = null;
  let shown: MountedFittingRoom | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Resolves when the page read the timer waits for has run. */
  let checked: Promise<void> = Promise.resolve();
  /** The look-ups of products not yet answered and handled. */
  const lookingUp = new Set<Promise<void>>();

  const takeAway = () => {
    shown?.remove();
    shown = null;
  };

  /** The button at its place, when the page has one now; once the wait is over without one, says so. */
  function place(waitOver = wanted !== null && Date.now() >= wanted.until) {
    if (!wanted || shown?.host.isConnected) return;
    takeAway();
    const at = buttonPlace(doc, config.addToCartSelector);
    if (at) shown = mountFittingRoom(doc, at, config, client, wanted.permalink, wanted.product);
    else if (waitOver) {
      wanted = null;
      warn(`no [${BUTTON_PLACE_ATTRIBUTE}] element or add-to-cart button on the page`);
    }
  }

  async function showProduct(page: string) {
    const mine = ++generation;
    wanted = null;
    takeAway();
    let product: ProductLookup;
    try {
      product = await client.lookUp(page);
    } catch (error) {
      if (mine === generation) warn(`no button (${reasonOf(error)})`);
      return;
    }
    if (mine !== generation || !hasButton(product)) return;
    wanted = { permalink: page, product, until: Date.now() + placeWaitMs };
    place();
    // Nothing may change the page while the place is awaited: the wait then ends by the clock.
    if (!shown) setTimeout(() => mine === generation && place(true), placeWaitMs);
  }

  /** Reads the page: another product is shown anew; the same one gets its button back if it lost it. */
  function check() {
    timer = undefined;
    const page = productPermalink(doc);
    if (page !== permalink) {
      permalink = page;
      const lookUp = showProduct(page);
      lookingUp.add(lookUp);
      void lookUp.finally(() => lookingUp.delete(lookUp));
    } else place();
  }

  const soon = () => {
    if (timer !== undefined) return;
    checked = new Promise((done) => {
      timer = setTimeout(() => {
        check();
        done();
      }, settleMs);
    });
  };
  const observer = new view.MutationObserver(soon);
  observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: ['href', 'rel'] });
  const navigation = (view as unknown as { navigation?: NavigationEvents }).navigation;
  navigation?.addEventListener('currententrychange', soon);
  view.addEventListener('popstate', soon);
  check();

  return {
    stop: () => {
      observer.disconnect();
      navigation?.removeEventListener('currententrychange', soon);
      view.removeEventListener('popstate', soon);
      clearTimeout(timer);
      generation += 1;
      wanted = null;
      takeAway();
    },
    idle: async () => {
      // Signs already given (a mutation's observer, an event) reach `soon` first.
      await Promise.resolve();
      while (timer !== undefined || lookingUp.size > 0) {
        await checked;
        await Promise.all(lookingUp);
      }
    },
  };
}

/** A failed call in the console's words. */
export const reasonOf = (error: unknown): string =>
  error instanceof StorefrontCallError ? `the storefront ${error.message}` : String(error);
