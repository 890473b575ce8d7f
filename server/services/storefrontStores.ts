import type { Db } from '../db/connection.js';
import { findTenantByStorefrontKey } from '../repositories/storefront.js';
import { STOREFRONT_STORE_CACHE_SECONDS } from '../../domain/storeStatus.js';

/** What a storefront key opens, as the storefront routes check it. */
export interface StorefrontStore {
  id: number;
  status: string;
  features: string[];
}

interface Held {
  /** When the lookup started: the copy is no older than this. */
  at: number;
  store: Promise<StorefrontStore | undefined>;
  /** The store's id once the lookup answered. */
  tenantId?: number;
}

/** Keys held at most; past it, expired copies are dropped. */
const SWEEP_AT = 1000;

/**
 * This process's copy of what each storefront key opens, so a shopper's page posting orders, events and
 * lookups does not read the store row on every call. A copy is used for `ttlMs` at most (counted from
 * its lookup), so a key rotated or a store paused or switched off by another process is refused within
 * that time; this process's own saves drop the store's copies at once (`forgetStore`), and a settings
 * reload that found a new cache generation drops them all (`forgetAll`). Calls arriving together for a
 * key not held share one lookup. A key that opens nothing is not held: a new key opens its store at once.
 */
export class StorefrontStores {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = STOREFRONT_STORE_CACHE_SECONDS * 1000,
  ) {}

  /** The store the key opens now (within `ttlMs`), or undefined. */
  storeOf(key: string, now = Date.now()): Promise<StorefrontStore | undefined> {
    const copy = this.held.get(key);
    if (copy && now - copy.at < this.ttlMs) return copy.store;
    if (this.held.size >= SWEEP_AT) this.sweep(now);
    const held: Held = { at: now, store: findTenantByStorefrontKey(this.db, key) };
    this.held.set(key, held);
    // A lookup that failed or found nothing is not kept.
    const drop = () => {
      if (this.held.get(key) === held) this.held.delete(key);
    };
    held.store.then((store) => (store ? (held.tenantId = store.id) : drop()), drop);
    return held.store;
  }

  /** Drops the copies of one store's keys, and lookups still running (its key, status or features just changed here). */
  forgetStore(tenantId: number): void {
    for (const [key, copy] of this.held) {
      if (copy.tenantId === undefined || copy.tenantId === tenantId) this.held.delete(key);
    }
  }

  forgetAll(): void {
    this.held.clear();
  }

  private sweep(now: number) {
    for (const [key, copy] of this.held) if (now - copy.at >= this.ttlMs) this.held.delete(key);
  }
}
