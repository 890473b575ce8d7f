import type { Db } from '../db/connection.js';
import { findTenantByStorefrontKey } from '../repositories/storefront.js';
import { STOREFRONT_STORE_CACHE_SECONDS } from '../../domain/storeStatus.js';
import { HeldCopies } from './heldCopies.js';
import type { StorefrontSettings } from '../../contract/storefront.js';

/** What a storefront key opens, as the storefront routes check it, and the settings its script reads. */
export interface StorefrontStore extends StorefrontSettings {
  id: number;
  status: string;
  features: string[];
}

/**
 * This process's copy of what each storefront key opens, so a shopper's page asking the settings, posting
 * orders, events and lookups does not read the store row on every call. A copy is used for `ttlMs` at most (counted from
 * its lookup), so a key rotated or a store paused or switched off by another process is refused within
 * that time; this process's own saves drop the store's copies at once (`forgetStore`), and a settings
 * reload that found a new cache generation drops them all (`forgetAll`). Calls arriving together for a
 * key not held share one lookup. A key that opens nothing is held too, for the same time, so calls
 * repeating it cost no look-up; a new key given elsewhere opens its store within that time (here, at once).
 */
export class StorefrontStores {
  private readonly copies: HeldCopies<StorefrontStore | undefined>;

  constructor(
    private readonly db: Db,
    ttlMs = STOREFRONT_STORE_CACHE_SECONDS * 1000,
  ) {
    this.copies = new HeldCopies(ttlMs);
  }

  /** The store the key opens now (within `ttlMs`), or undefined. */
  storeOf(key: string, now = Date.now()): Promise<StorefrontStore | undefined> {
    return this.copies.get(key, () => findTenantByStorefrontKey(this.db, key), now);
  }

  /**
   * Drops the copies of one store's keys, of keys that opened nothing (one may be its new key) and lookups
   * still running (its key, status or features just changed here).
   */
  forgetStore(tenantId: number): void {
    this.copies.forget((store, pending) => pending || store === undefined || store.id === tenantId);
  }

  forgetAll(): void {
    this.copies.forgetAll();
  }
}
