import type {
  ProductLookup,
  RecommendationAnswer,
  StorefrontEventType,
  StorefrontSettings,
  TrackedOrder,
  TrackedOrderAnswer,
} from '../contract/storefront';

/** A storefront call that did not answer 2xx (status 0: no answer at all). */
export class StorefrontCallError extends Error {
  constructor(readonly status: number) {
    super(status ? `answered ${status}` : 'did not answer');
  }
}

const TIMEOUT_MS = 15_000;

/** The calls the fitting room makes to its store's storefront API. */
export function storefrontClient(api: string, fetchFn: typeof fetch = (...args) => fetch(...args)) {
  const call = async <T>(path: string, init?: RequestInit): Promise<T> => {
    let response: Response;
    try {
      response = await fetchFn(`${api}${path}`, {
        ...init,
        credentials: 'omit',
        headers: init?.body ? { 'content-type': 'application/json' } : undefined,
        signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined,
      });
    } catch {
      throw new StorefrontCallError(0);
    }
    if (!response.ok) throw new StorefrontCallError(response.status);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  const post = <T>(path: string, body: unknown, keepalive = false) =>
    call<T>(path, { method: 'POST', body: JSON.stringify(body), keepalive });
  return {
    // Cached by the browser briefly, then revalidated by its entity tag (the answer's own headers say so).
    settings: () => call<StorefrontSettings>('/settings'),
    lookUp: (permalink: string) => call<ProductLookup>(`/products?permalink=${encodeURIComponent(permalink)}`),
    recommend: (body: { permalink: string; profileCode: string; measures: Record<string, number> }) =>
      post<RecommendationAnswer>('/recommendations', body),
    // Sent with keepalive: an event of a shopper leaving the page still arrives.
    event: (type: StorefrontEventType, permalink: string) => post<void>('/events', { type, permalink }, true),
    trackOrder: (order: TrackedOrder) => post<TrackedOrderAnswer>('/orders', order, true),
  };
}

export type StorefrontClient = ReturnType<typeof storefrontClient>;
