import { FITTING_ROOM_VERSION, SNIPPET_ATTRIBUTES } from '../domain/storefrontSnippet';
import type { TrackedOrderAnswer } from '../contract/storefront';
import { StorefrontCallError, storefrontClient } from './api';
import { readConfig } from './config';
import { startFittingRoom } from './fittingRoom';
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
const reason = (error: unknown) =>
  error instanceof StorefrontCallError ? `the storefront ${error.message}` : String(error);

function boot() {
  // Loaded twice (the snippet pasted twice): the first one runs.
  if (window.provador?.trackOrder) return;
  const script = (document.currentScript ??
    document.querySelector(`script[${SNIPPET_ATTRIBUTES.storeKey}]`)) as HTMLScriptElement | null;
  const config = readConfig(script);
  if (!config) return warn('the snippet has no store key');
  const client = storefrontClient(config.api);

  window.provador = {
    version: FITTING_ROOM_VERSION,
    trackOrder: async (order) => {
      try {
        const permalinks = order.items.map((item) => item.permalink);
        const answer = await client.trackOrder(trackedOrder(order, config, recommendationsFor(permalinks)));
        forgetRecommendations(permalinks);
        return answer;
      } catch (error) {
        warn(`the order was not tracked (${reason(error)})`);
        return null;
      }
    },
  };

  const start = () =>
    startFittingRoom(document, config, client).then(
      (shown) => shown === 'no place' && warn('no [data-provador-button] element or add-to-cart button on the page'),
      (error: unknown) => warn(`no button (${reason(error)})`),
    );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else void start();
}

boot();
