import { FITTING_ROOM_VERSION, STORE_KEY_ATTRIBUTE } from '../domain/storefrontSnippet';
import type { TrackedOrderAnswer } from '../contract/storefront';
import { storefrontClient } from './api';
import { storefrontApiOf } from './config';
import { followProductPages, reasonOf } from './follow';
import { trackedOrder, type OrderInput } from './orders';
import { forgetRecommendations, recommendationsFor } from './storage';

/** What the fitting room gives the store's pages: its one global. */
export interface ProvadorApi {
  version: string;
  /** Posts the order to the order tracker with the recommendations received; null when that failed. */
  trackOrder: (order: OrderInput) => Promise<TrackedOrderAnswer | null>;
}

declare global {
  interface Window {
    provador?: ProvadorApi;
  }
}

// At most one line in the page's console, whatever fails: the page goes on as if the script were absent.
let warned = false;
const warn = (what: string) => {
  if (warned) return;
  warned = true;
  console.warn(`Provador fitting room: ${what}`);
};

function boot() {
  // Loaded twice (the snippet pasted twice): the first one runs.
  if (window.provador?.trackOrder) return;
  const script = (document.currentScript ??
    document.querySelector(`script[${STORE_KEY_ATTRIBUTE}]`)) as HTMLScriptElement | null;
  const api = storefrontApiOf(script);
  if (!api) return warn('the snippet has no store key');
  const client = storefrontClient(api);
  // The store's settings, asked once per page load (the browser keeps them briefly between pages).
  const settings = client.settings();

  window.provador = {
    version: FITTING_ROOM_VERSION,
    trackOrder: async (order) => {
      try {
        const permalinks = order.items.map((item) => item.permalink);
        const body = trackedOrder(order, await settings, recommendationsFor(permalinks));
        const answer = await client.trackOrder(body);
        forgetRecommendations(permalinks);
        return answer;
      } catch (error) {
        warn(`the order was not tracked (${reasonOf(error)})`);
        return null;
      }
    },
  };

  const start = () =>
    settings.then(
      (config) => followProductPages(document, config, client, warn),
      (error: unknown) => warn(`no button (${reasonOf(error)})`),
    );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else void start();
}

boot();
